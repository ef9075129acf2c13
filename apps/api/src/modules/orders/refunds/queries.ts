import type { ManualRefundMethod, RefundMethod } from '@storefront/contracts/refund-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderEvents, orderItems, orderRefunds, orders, users } from '../../../db/schema.ts';

/**
 * The refunds' reads and writes (issue 26): an order's refunds, what its money is counted from,
 * and a new refund. Each takes `db`, which may be a transaction (a refund's, under the order's
 * row lock).
 */

/** An order's refunds, oldest first, with who recorded each by email. */
export async function readRefunds(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderRefunds.id,
      amount: orderRefunds.amount,
      method: orderRefunds.method,
      gatewayReference: orderRefunds.gatewayReference,
      lines: orderRefunds.lines,
      note: orderRefunds.note,
      returnId: orderRefunds.returnId,
      actorEmail: users.email,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.actorId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  return rows.map((row) => ({
    ...row,
    amount: Number(row.amount),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

export type RefundRow = Awaited<ReturnType<typeof readRefunds>>[number];

/** What an order's money is counted from: its totals, status and how it was paid. */
export async function orderMoneyFacts(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      subTotal: orders.subTotal,
      discount: orders.discount,
      total: orders.total,
      paymentMethodId: orders.paymentMethodId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Whether the order was ever delivered: cash on delivery is collected then. */
export async function wasDelivered(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .limit(1);
  return row !== undefined;
}

/** The order's lines: how many were bought and their totals, by line id. */
export async function orderLineTotals(db: Db, orderId: number) {
  const rows = await db
    .select({ id: orderItems.id, quantity: orderItems.quantity, lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return new Map(
    rows.map((row) => [row.id, { quantity: row.quantity, lineTotal: Number(row.lineTotal) }]),
  );
}

export async function insertRefund(
  db: Db,
  refund: {
    orderId: number;
    paymentId: number | null;
    returnId: number | null;
    amount: number;
    method: RefundMethod | ManualRefundMethod;
    gatewayReference: string | null;
    lines: { itemId: number; quantity: number }[];
    note: string;
    actorId: string;
  },
): Promise<number> {
  const [row] = await db.insert(orderRefunds).values(refund).returning({ id: orderRefunds.id });
  return row!.id;
}
