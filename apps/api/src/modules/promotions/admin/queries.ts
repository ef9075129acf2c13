import type { PromotionStatus } from '@storefront/contracts/admin-promotions';
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { promoCodes } from '../../../db/schema.ts';

/** The back office's reads and writes of promo_codes (issue 26). */

export type PromotionRow = typeof promoCodes.$inferSelect;
export type PromotionValues = Pick<
  typeof promoCodes.$inferInsert,
  | 'code'
  | 'discountType'
  | 'discountValue'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'active'
>;

/** The codes in a status at `now`, by the rule of contracts' promotionStatus. */
function inStatus(status: PromotionStatus, now: Date): SQL | undefined {
  const started = or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now));
  const ended = and(sql`${promoCodes.endsAt} is not null`, lte(promoCodes.endsAt, now));
  const usedUp = sql`(${promoCodes.usageLimit} is not null and ${promoCodes.usedCount} >= ${promoCodes.usageLimit})`;
  switch (status) {
    case 'disabled':
      return eq(promoCodes.active, false);
    case 'scheduled':
      return and(eq(promoCodes.active, true), gt(promoCodes.startsAt, now));
    case 'expired':
      return and(eq(promoCodes.active, true), started, ended);
    case 'usedUp':
      return and(
        eq(promoCodes.active, true),
        started,
        or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
        usedUp,
      );
    case 'active':
      return and(
        eq(promoCodes.active, true),
        started,
        or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
        sql`not (${usedUp})`,
      );
  }
}

/** A page of codes, newest first; `query` (upper-case) anywhere in the code. */
export async function promotionPage(
  db: Db,
  filter: { query?: string | undefined; status?: PromotionStatus | undefined; now: Date },
  limit: number,
  offset: number,
): Promise<{ items: PromotionRow[]; total: number }> {
  const where = and(
    // position(), not LIKE: '_' is a character codes may have, not a wildcard.
    filter.query ? sql`position(${filter.query} in ${promoCodes.code}) > 0` : undefined,
    filter.status ? inStatus(filter.status, filter.now) : undefined,
  );
  const items = await db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(promoCodes).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function promotionRow(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/** The code's row, locked until the transaction ends (a change reads what it replaces). */
export async function lockPromotion(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row;
}

export async function insertPromotion(db: Db, values: PromotionValues): Promise<PromotionRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  return row!;
}

export async function updatePromotion(
  db: Db,
  id: number,
  values: Partial<PromotionValues>,
): Promise<PromotionRow> {
  const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
  return row!;
}
