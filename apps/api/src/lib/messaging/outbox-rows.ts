import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

/** The outbox's rows (written here only; modules/outbox reads them for GET dev/outbox). */

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The new message's id, or null when one with the same `dedupeKey` is already recorded. */
export async function insertOutboxMessage(
  db: Db,
  row: Pick<OutboxRow, 'channel' | 'recipient' | 'subject' | 'body' | 'html' | 'status'> & {
    dedupeKey?: string;
  },
): Promise<number | null> {
  const [inserted] = await db
    .insert(outboxMessages)
    .values(row)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted?.id ?? null;
}

/**
 * Takes a queued message for one delivery attempt (counted), or nothing when it is no longer
 * queued: sent already, or given up. This is what keeps a retried job from sending twice.
 */
export async function claimForDelivery(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .returning();
  return row;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: new Date(), error: null })
    .where(eq(outboxMessages.id, id));
}

/** The last attempt's failure, kept on the row while the message waits for its next try. */
export async function recordDeliveryError(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ error: reason.slice(0, 1000) })
    .where(eq(outboxMessages.id, id));
}

/** Every try failed: the message stays in the outbox, marked failed with its last error. */
export async function markGivenUp(db: Db, id: number): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed' })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

/**
 * Deletes messages older than the given days that are done with (sent, held for want of a
 * transport, or given up): each holds an address and what was said, kept only as long as a
 * shop needs to answer "did you send it?". A queued message stays until it is done.
 */
export async function deleteOldMessages(db: Db, days: number): Promise<number> {
  const deleted = await db
    .delete(outboxMessages)
    .where(
      and(
        ne(outboxMessages.status, 'queued'),
        lt(outboxMessages.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .returning({ id: outboxMessages.id });
  return deleted.length;
}
