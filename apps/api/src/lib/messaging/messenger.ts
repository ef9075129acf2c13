import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs, RetryPolicy } from '../jobs/jobs.ts';
import { emailDelivery } from './delivery.ts';
import { maskRecipient } from './mask-recipient.ts';
import { insertOutboxMessage } from './outbox-rows.ts';
import type { EmailTransport } from './smtp.ts';

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

/** The one way the shop sends email and SMS (issue 4). */
export interface Messenger {
  /**
   * Records the message in the outbox and, for an email when there is a transport, queues its
   * delivery (delivery.ts): both in `db` when given, a transaction of the caller's, so they
   * exist only if it commits. Delivery happens later, on whichever instance takes the job, with
   * retries; only a failure to record rejects. With `dedupeKey` (a sender that may run twice,
   * such as a retried job), a message whose key is already recorded is not recorded or sent
   * again: the answer's id is then null.
   */
  send(
    message: OutgoingMessage,
    options?: { db?: Db; dedupeKey?: string },
  ): Promise<{ id: number | null; queued: boolean }>;
  /** Closes the transport (after the jobs have stopped). */
  close(): void;
}

export interface MessengerDeps {
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  mailFrom: string;
  /** Without it, email stays in the outbox (the development default). */
  email?: EmailTransport | undefined;
  /** The delivery's retries (tests shorten them). */
  retry?: RetryPolicy;
}

/**
 * Every message becomes a row of `outbox_messages` (the development outbox reads them) and one
 * log line. The line leaves the body out: bodies carry reset links and one-time codes. An email
 * is 'queued' when a transport will deliver it; anything else is 'held' in the outbox (SMS has
 * no transport yet).
 */
export function createMessenger({
  db,
  log,
  jobs,
  mailFrom,
  email,
  retry,
}: MessengerDeps): Messenger {
  const delivery = email
    ? emailDelivery({ db, log, jobs, mailFrom, transport: email, ...(retry ? { retry } : {}) })
    : undefined;
  return {
    async send(message, options = {}) {
      const to = message.channel === 'email' ? message.to.trim().toLowerCase() : message.to;
      const queued = message.channel === 'email' && delivery !== undefined;
      // A savepoint inside the caller's transaction, or a transaction of its own.
      const id = await (options.db ?? db).transaction(async (tx) => {
        const id = await insertOutboxMessage(tx, {
          channel: message.channel,
          recipient: to,
          subject: message.subject ?? null,
          body: message.body,
          html: message.html ?? null,
          status: queued ? 'queued' : 'held',
          ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
        });
        if (queued && id !== null) await delivery.send({ outboxId: id }, { db: tx });
        return id;
      });
      if (id === null) {
        log.info({ dedupeKey: options.dedupeKey }, `${message.channel} recorded already`);
        return { id, queued: false };
      }
      // Committed: this instance's worker may take the job at once rather than at its next poll.
      if (queued && !options.db) delivery.wake();
      const line = { outboxId: id, channel: message.channel, to: maskRecipient(to) };
      log.info(
        line,
        queued
          ? `${message.channel} queued for delivery`
          : `${message.channel} recorded in the outbox (no transport configured)`,
      );
      return { id, queued };
    },
    close() {
      email?.close?.();
    },
  };
}
