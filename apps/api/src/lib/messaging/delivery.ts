import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs, Queue, RetryPolicy } from '../jobs/jobs.ts';
import { maskRecipient } from './mask-recipient.ts';
import { claimForDelivery, markGivenUp, markSent, recordDeliveryError } from './outbox-rows.ts';
import type { EmailTransport } from './smtp.ts';

/**
 * Retries of an email SMTP refused or could not reach: after 2–4 s, then twice as long each
 * time, 12 times (the last 70–140 minutes after the one before; 2¼–4½ hours in all). A try
 * still running after 60 s is taken for a dead instance's and retried; the SMTP timeouts
 * (smtp.ts) end an honest try well before.
 */
export const EMAIL_RETRY: RetryPolicy = {
  retryLimit: 12,
  retryDelaySeconds: 2,
  expireInSeconds: 60,
};

export interface EmailDeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  jobs: Jobs;
  mailFrom: string;
  transport: EmailTransport;
  retry?: RetryPolicy;
}

/**
 * The queue that delivers recorded emails, one job per outbox row. A try claims the row (only
 * while it is queued), sends, and marks it sent: a job run again after a recorded send finds the
 * row sent and sends nothing. What remains is at least once: an instance that dies after the
 * SMTP server took the message and before the row says so sends it again on the retry.
 */
export function emailDelivery({
  db,
  log,
  jobs,
  mailFrom,
  transport,
  retry = EMAIL_RETRY,
}: EmailDeliveryDeps): Queue<{ outboxId: number }> {
  return jobs.queue<{ outboxId: number }>('outbox-email', {
    ...retry,
    pollingSeconds: 1,
    async work({ outboxId }) {
      const row = await claimForDelivery(db, outboxId);
      if (!row) return;
      const line = { outboxId, to: maskRecipient(row.recipient), attempt: row.attempts };
      try {
        await transport.send({
          from: mailFrom,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await recordDeliveryError(db, outboxId, reason);
        throw error;
      }
      await markSent(db, outboxId);
      log.info(line, 'email delivered');
    },
    async giveUp({ outboxId }) {
      await markGivenUp(db, outboxId);
      log.error({ outboxId }, 'email not delivered: every retry failed');
    },
  });
}
