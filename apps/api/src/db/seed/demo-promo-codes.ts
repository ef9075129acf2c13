import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { promoCodes } from '../schema.ts';

/**
 * The demo shop's promo codes (issue 5), one for each way a code can answer, so every branch of
 * the cart can be tried by hand (README, docs/api.md). Amounts are fils; dates are Kuwait time.
 */
export const demoPromoCodes: (typeof promoCodes.$inferInsert)[] = [
  // 10 % off from 5.000 KD.
  { code: 'WELCOME10', discountType: 'percentage', discountValue: 10, minSubtotal: 5_000 },
  // 5.000 KD off from 25.000 KD.
  { code: 'SAVE5', discountType: 'fixed', discountValue: 5_000, minSubtotal: 25_000 },
  // Ended with 2025: 'expired'.
  {
    code: 'EXPIRED2025',
    discountType: 'percentage',
    discountValue: 10,
    startsAt: new Date('2025-01-01T00:00:00+03:00'),
    endsAt: new Date('2026-01-01T00:00:00+03:00'),
  },
  // Not yet: 'cannot be used yet'.
  {
    code: 'SUMMER2099',
    discountType: 'percentage',
    discountValue: 15,
    startsAt: new Date('2099-06-01T00:00:00+03:00'),
    endsAt: new Date('2099-09-01T00:00:00+03:00'),
  },
  // Every use taken: 'used up'.
  {
    code: 'LAUNCH50',
    discountType: 'percentage',
    discountValue: 50,
    usageLimit: 100,
    usedCount: 100,
  },
];

/**
 * Seeds the demo codes into a shop that has no promo codes yet (so a demo database from before
 * the cart gets them too, and codes the shop has edited or removed since are left alone).
 * Returns whether it seeded.
 */
export async function seedDemoPromoCodes(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(promoCodes);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(promoCodes).values(demoPromoCodes).onConflictDoNothing();
  return true;
}
