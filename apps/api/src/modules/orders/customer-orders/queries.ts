import { SALES_STATUSES } from '@storefront/contracts/admin-dashboard';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';

/** A customer's orders as the back office's customers section reads them (issue 26). */

const isSale = inArray(orders.status, [...SALES_STATUSES]);

export interface CustomerOrderFiguresRow {
  userId: string;
  orders: number;
  /** Fils, summed by PostgreSQL. */
  spent: number;
  lastOrderAt: Date | null;
}

/** Per user among `userIds`: their orders, what the sales among them came to, the last one. */
export async function customerOrderFiguresRows(
  db: Db,
  userIds: readonly string[],
): Promise<CustomerOrderFiguresRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: orders.userId,
      orders: sql<number>`count(*)::int`,
      spent: sql<string>`coalesce(sum(${orders.total}) filter (where ${isSale}), 0)::bigint`,
      lastOrderAt: sql<Date | string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId);
  return rows.map((row) => ({
    userId: row.userId,
    orders: Number(row.orders),
    spent: Number(row.spent),
    lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt),
  }));
}

/** The user's newest `limit` orders (orders_user_created_idx). */
export async function customerOrderRows(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.total,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
