import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** An email address (stored lower-cased) or an E.164 phone number. */
  to: string;
  subject?: string;
  /** The plain text (an email's plain part). */
  body: string;
  /** An email's HTML part, when it has one. */
  html?: string;
}

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

/** The one way the shop sends email and SMS (issue 4). */
export interface Messenger {
  /**
   * Records the message in the outbox and delivers it where a transport is configured. A
   * delivery failure is recorded on the row and logged, never thrown: only a failure to record
   * the message at all rejects.
   */
  send(message: OutgoingMessage): Promise<{ id: number; delivered: boolean }>;
  close(): void;
}

export interface MessengerDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailFrom: string;
  /** Without it, email stays in the outbox (the development default). */
  email?: EmailTransport;
}

/** 'shopper@dukkan.demo' → 's***@dukkan.demo', '+96550001234' → '+965****1234'. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 8 ? `${to.slice(0, 4)}****${to.slice(-4)}` : '****';
}

/**
 * Every message becomes a row of `outbox_messages` (the development outbox reads them) and one
 * log line. The line leaves the body out: bodies carry reset links and one-time codes.
 */
export function createMessenger({ db, log, mailFrom, email }: MessengerDeps): Messenger {
  return {
    async send(message) {
      const to = message.channel === 'email' ? message.to.trim().toLowerCase() : message.to;
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: message.channel,
          recipient: to,
          subject: message.subject ?? null,
          body: message.body,
          html: message.html ?? null,
        })
        .returning({ id: outboxMessages.id });
      const id = row!.id;
      const line = { outboxId: id, channel: message.channel, to: maskRecipient(to) };
      if (message.channel !== 'email' || !email) {
        log.info(line, `${message.channel} recorded in the outbox (no transport configured)`);
        return { id, delivered: false };
      }
      try {
        await email.send({
          from: mailFrom,
          to,
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
        });
        await db
          .update(outboxMessages)
          .set({ sentAt: new Date() })
          .where(eq(outboxMessages.id, id));
        log.info(line, 'email delivered');
        return { id, delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ ...line, err: error }, 'email delivery failed');
        await db
          .update(outboxMessages)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(outboxMessages.id, id))
          .catch((err: unknown) =>
            log.error({ err, outboxId: id }, 'could not record the failure'),
          );
        return { id, delivered: false };
      }
    },
    close() {
      email?.close?.();
    },
  };
}
