import type { OutboxMessage } from '@storefront/contracts/accounts';
import type { Db } from '../../db/client.ts';
import { sentMessages } from './queries.ts';

/**
 * Email addresses are stored lower-cased; phone numbers in E.164. An unencoded '+' in a query
 * string arrives as a space (then trimmed), so a number given as digits alone gets it back.
 */
function recipientOf(to: string): string {
  if (to.includes('@')) return to.toLowerCase();
  return /^\d+$/.test(to) ? `+${to}` : to;
}

/** GET dev/outbox: the messages the shop sent (lib/messaging writes them), newest first. */
export async function listOutbox(
  db: Db,
  query: { to?: string | undefined; channel?: 'email' | 'sms' | undefined; $top: number },
): Promise<OutboxMessage[]> {
  const rows = await sentMessages(db, {
    recipient: query.to === undefined ? undefined : recipientOf(query.to),
    channel: query.channel,
    top: query.$top,
  });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
