import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { openTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { orders, users } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoShop } from './demo-shop.ts';

describe('demo shop seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('creates the printed demo accounts, with argon2id hashes of the printed passwords', async () => {
    for (const account of demoAccounts) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(row?.role).toBe(account.role);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row!.passwordHash!, account.password)).toBe(true);
    }
  });

  it('seeds only once', async () => {
    expect(await seedDemoShop(database.db)).toBe(false);
    const rows = await database.db.select().from(users);
    expect(rows.filter((u) => u.role !== 'guest')).toHaveLength(demoAccounts.length);
  });

  it('gives the demo customer a delivered order, so returns can be tried at once', async () => {
    const customer = demoAccounts.find((account) => account.role === 'customer')!;
    const [user] = await database.db.select().from(users).where(eq(users.email, customer.email));
    const history = await database.db.select().from(orders).where(eq(orders.userId, user!.id));
    expect(history.map((order) => order.status)).toEqual(['delivered']);
  });
});
