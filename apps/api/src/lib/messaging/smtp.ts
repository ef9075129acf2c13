import nodemailer, { type Transporter } from 'nodemailer';

/** How an email leaves the building (SMTP in production; a fake in tests). */
export interface EmailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<void>;
  close?(): void;
}

/** Any nodemailer transporter as our EmailTransport (SMTP, or JSON/stream ones in tests). */
export function nodemailerTransport(transporter: Transporter): EmailTransport {
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) → an SMTP transport (one connection per
 * message). Its timeouts end a stuck try well inside the delivery job's 60 s (delivery.ts), so
 * a slow server is retried rather than taken for a dead instance.
 */
export function smtpTransport(url: string): EmailTransport {
  return nodemailerTransport(
    nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
}
