import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema.ts';

/**
 * An order still counts as a use of its promo code unless it was cancelled: its status is not
 * 'cancelled', nor 'refunded' after a cancellation (a cancelled card order paid back). A
 * delivered order refunded through a return keeps its use, as the code's counter does
 * (promotions gives a use back on cancelling only).
 */
const stillUsesItsCode = sql`${orders.status} <> 'cancelled' and not (
  ${orders.status} = 'refunded' and exists (
    select 1 from ${orderEvents}
    where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'cancelled'))`;

export interface PromoUsageRow {
  promoCodeId: number;
  orders: number;
  /** Fils, summed by PostgreSQL. */
  discount: number;
}

/** Per promo code: how many orders used it (as above) and the discount they were given. */
export async function promoUsageRows(
  db: Db,
  filter: { promoCodeIds?: readonly number[]; userId?: string },
): Promise<PromoUsageRow[]> {
  if (filter.promoCodeIds?.length === 0) return [];
  const rows = await db
    .select({
      promoCodeId: orders.promoCodeId,
      orders: sql<number>`count(*)::int`,
      discount: sql<string>`coalesce(sum(${orders.discount}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.promoCodeId),
        filter.promoCodeIds ? inArray(orders.promoCodeId, [...filter.promoCodeIds]) : undefined,
        filter.userId ? eq(orders.userId, filter.userId) : undefined,
        stillUsesItsCode,
      ),
    )
    .groupBy(orders.promoCodeId);
  return rows.map((row) => ({
    promoCodeId: row.promoCodeId!,
    orders: row.orders,
    discount: Number(row.discount),
  }));
}
