import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/database.ts';
import { deleteOldMessages, insertOutboxMessage, type OutboxRow } from './outbox-rows.ts';

describe('the outbox keeps a message for its retention days once it is done with', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('deletes sent, held and given-up messages past the days, never queued ones', async () => {
    const db = database.db;
    const message = async (status: OutboxRow['status'], daysOld: number) => {
      const id = (await insertOutboxMessage(db, {
        channel: 'email',
        recipient: `${status}-${daysOld}@example.com`,
        subject: 'Your order',
        body: 'Thank you.',
        html: null,
        status,
      }))!;
      await db
        .update(outboxMessages)
        .set({ createdAt: sql`now() - make_interval(days => ${daysOld})` })
        .where(inArray(outboxMessages.id, [id]));
      return id;
    };
    const old = [await message('sent', 31), await message('held', 40), await message('failed', 90)];
    const kept = [
      await message('queued', 400),
      await message('sent', 29),
      await message('held', 0),
      await message('failed', 10),
    ];

    expect(await deleteOldMessages(db, 30)).toBe(old.length);
    const left = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [...old, ...kept]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept);
    expect(await deleteOldMessages(db, 30)).toBe(0);
  });
});
