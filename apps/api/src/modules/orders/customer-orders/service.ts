import type { CustomerOrder } from '@storefront/contracts/admin-customers';
import { orderNumber } from '@storefront/contracts/order-rules';
import type { Db } from '../../../db/client.ts';
import { customerOrderFiguresRows, customerOrderRows } from './queries.ts';

/**
 * What the back office's customers section (accounts/admin-customers) reads of a customer's
 * orders, so that accounts never writes SQL on the orders tables (docs/admin.md, "Customers").
 */

export interface CustomerOrderFigures {
  /** Every order placed, whatever its status. */
  orders: number;
  /** Fils: the totals of the orders that count as sales (SALES_STATUSES, as the dashboard). */
  spent: number;
  lastOrderAt: Date | null;
}

const NO_ORDERS: CustomerOrderFigures = { orders: 0, spent: 0, lastOrderAt: null };

/** Each user's figures, for every id asked (a user without orders gets zeros). */
export async function customerOrderFigures(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, CustomerOrderFigures>> {
  const rows = await customerOrderFiguresRows(db, userIds);
  const byUser = new Map(rows.map(({ userId, ...figures }) => [userId, figures]));
  return new Map(userIds.map((id) => [id, byUser.get(id) ?? NO_ORDERS]));
}

/** The user's newest `limit` orders: number, date, status and total. */
export async function customerOrders(
  db: Db,
  userId: string,
  limit: number,
): Promise<CustomerOrder[]> {
  const rows = await customerOrderRows(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    orderNumber: orderNumber(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status,
    total: row.total,
  }));
}
