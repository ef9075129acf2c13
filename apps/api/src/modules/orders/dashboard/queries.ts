import type { LanguageCode } from '@storefront/contracts';
import {
  CASH_TO_COLLECT_STATUSES,
  SALES_STATUSES,
  TO_SHIP_STATUSES,
} from '@storefront/contracts/admin-dashboard';
import type { OrderStatus } from '@storefront/contracts/order-status';
import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderItems, orderRefunds, orders } from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';

/**
 * The dashboard's reads of the orders tables: each one grouped query over a range of
 * `created_at` (orders_created_at_idx) or over the open orders (orders_open_status_idx), so the
 * answer costs the same at a thousand orders as at a million. Days are cut at midnight in the
 * shop's time zone, by PostgreSQL, from the calendar days the service names.
 */

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`. */
const startOf = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** Orders placed from the start of `fromDay` to the end of `toDay`, in `timeZone`. */
const placedWithin = (fromDay: string, toDay: string, timeZone: string) =>
  and(
    gte(orders.createdAt, startOf(fromDay, timeZone)),
    lt(orders.createdAt, sql`(${toDay}::date + 1)::timestamp at time zone ${timeZone}`),
  );

const isSale = inArray(orders.status, [...SALES_STATUSES]);

/**
 * What an order brought in: its total less what was paid back on it (issue 26), counted on the
 * day it was placed, as Shopify's net sales are. A wholly refunded order is no sale at all.
 */
const netTotal = sql`${orders.total} - coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id}), 0)`;

/** Sales and their count per day of the range, days without sales left out. */
export async function salesByDay(db: Db, fromDay: string, toDay: string, timeZone: string) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      sales: sql<string>`coalesce(sum(${netTotal}), 0)::bigint`,
    })
    .from(orders)
    .where(and(isSale, placedWithin(fromDay, toDay, timeZone)))
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, orders: row.orders, sales: Number(row.sales) }));
}

/**
 * The products sold most in the range by units (then revenue), `limit` of them, with the name
 * they were last sold under. Lines whose product has since been deleted are left out.
 */
export async function bestSellers(
  db: Db,
  lang: LanguageCode,
  range: { fromDay: string; toDay: string; timeZone: string },
  limit: number,
) {
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const revenue = sql<string>`sum(${orderItems.lineTotal})::bigint`;
  const rows = await db
    .select({
      productId: sql<number>`${orderItems.productId}`,
      name: sql<string>`(array_agg(${localized(orderItems.productName, lang)} order by ${orderItems.id} desc))[1]`,
      units,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(
      and(
        isSale,
        placedWithin(range.fromDay, range.toDay, range.timeZone),
        sql`${orderItems.productId} is not null`,
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(units), desc(revenue), orderItems.productId)
    .limit(limit);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

const OPEN_STATUSES: readonly OrderStatus[] = [
  ...new Set<OrderStatus>([...TO_SHIP_STATUSES, ...CASH_TO_COLLECT_STATUSES]),
];

/**
 * Among the open orders: how many wait to be shipped, and how many paid at the door (through
 * `cashProviderIds`) are still to be collected, with their totals.
 */
export async function openOrderCounts(db: Db, cashProviderIds: readonly number[]) {
  const toShip = inArray(orders.status, [...TO_SHIP_STATUSES]);
  const cash = and(
    inArray(orders.status, [...CASH_TO_COLLECT_STATUSES]),
    cashProviderIds.length > 0 ? inArray(orders.paymentMethodId, [...cashProviderIds]) : sql`false`,
  );
  const [row] = await db
    .select({
      toShip: sql<number>`count(*) filter (where ${toShip})::int`,
      cashOrders: sql<number>`count(*) filter (where ${cash})::int`,
      cashAmount: sql<string>`coalesce(sum(${orders.total}) filter (where ${cash}), 0)::bigint`,
    })
    .from(orders)
    .where(inArray(orders.status, [...OPEN_STATUSES]));
  return {
    toShip: row?.toShip ?? 0,
    cashOrders: row?.cashOrders ?? 0,
    cashAmount: Number(row?.cashAmount ?? 0),
  };
}
