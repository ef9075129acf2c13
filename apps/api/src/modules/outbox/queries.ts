import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

/** The messages sent, newest first, to one recipient and on one channel when given. */
export async function sentMessages(
  db: Db,
  filter: { recipient?: string | undefined; channel?: 'email' | 'sms' | undefined; top: number },
) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
        filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(filter.top);
}
