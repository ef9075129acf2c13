import type { Db } from '../../../db/client.ts';
import { promoUsageRows } from './queries.ts';

/**
 * How promo codes were used, read from the orders (issue 26): for the back office's promotions
 * (uses and the discount given) and for a code's per-customer limit. Counted over the orders
 * that were not cancelled (queries.ts).
 */

export interface PromoUsage {
  orders: number;
  /** Fils. */
  discount: number;
}

/** Each code's usage, by id; a code no order used is absent. `userId`: that customer's only. */
export async function promoCodeUsage(
  db: Db,
  filter: { promoCodeIds?: readonly number[]; userId?: string } = {},
): Promise<Map<number, PromoUsage>> {
  const rows = await promoUsageRows(db, filter);
  return new Map(
    rows.map((row) => [row.promoCodeId, { orders: row.orders, discount: row.discount }]),
  );
}

/** How many of the customer's orders used the code (the per-customer limit's count). */
export async function customerPromoUses(
  db: Db,
  promoCodeId: number,
  userId: string,
): Promise<number> {
  const usage = await promoCodeUsage(db, { promoCodeIds: [promoCodeId], userId });
  return usage.get(promoCodeId)?.orders ?? 0;
}
