import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailTransport } from './messenger.ts';

/** Any nodemailer transporter as our EmailTransport (SMTP, or JSON/stream ones in tests). */
export function nodemailerTransport(transporter: Transporter): EmailTransport {
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** SMTP_URL (smtp://user:pass@host:587 or smtps://…:465) → an SMTP transport (one connection per message). */
export function smtpTransport(url: string): EmailTransport {
  return nodemailerTransport(nodemailer.createTransport(url));
}
