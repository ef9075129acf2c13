import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema.ts';

/** The promotions module's table (promo_codes): written here only. */

/** The code as stored (upper case); undefined when there is none. */
export async function findPromoCode(db: Db, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row;
}

/** Counts one use of a promo code, guarded by its usage limit; false when it is used up. */
export async function countPromoUse(db: Db, promoCodeId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update promo_codes set used_count = used_count + 1
    where id = ${promoCodeId} and (usage_limit is null or used_count < usage_limit)
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length === 1;
}

/** One use of the code no longer counts (its order was cancelled). */
export async function releasePromoUse(db: Db, promoCodeId: number): Promise<void> {
  await db.execute(sql`
    update promo_codes set used_count = greatest(used_count - 1, 0) where id = ${promoCodeId}::int`);
}
