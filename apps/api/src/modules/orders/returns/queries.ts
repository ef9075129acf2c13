import type { ReturnStatus } from '@storefront/contracts/refund-rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderItems, orderReturns, users } from '../../../db/schema.ts';

/**
 * The back office's reads and writes of return requests (issue 26): an order's requests with
 * who decided them, one request locked for a decision, the decision and the receipt. Each takes
 * `db`, which may be a transaction.
 */

/** An order's return requests, oldest first, with who decided each by email. */
export async function readReturnsForStaff(db: Db, orderId: number) {
  const rows = await db
    .select({
      returnId: orderReturns.id,
      createdAt: orderReturns.createdAt,
      reason: orderReturns.reason,
      status: orderReturns.status,
      lines: orderReturns.lines,
      decisionNote: orderReturns.decisionNote,
      decidedAt: orderReturns.decidedAt,
      decidedByEmail: users.email,
      receivedAt: orderReturns.receivedAt,
      restocked: orderReturns.restocked,
    })
    .from(orderReturns)
    .leftJoin(users, eq(users.id, orderReturns.decidedBy))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id));
  const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
  }));
}

/** One of the order's return requests, locked until the transaction ends; undefined if none. */
export async function lockReturn(db: Db, orderId: number, returnId: number) {
  const [row] = await db
    .select({ id: orderReturns.id, status: orderReturns.status, lines: orderReturns.lines })
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)))
    .for('update');
  return row;
}

/** Staff's decision: approved or refused, with their note or reason. */
export async function setReturnDecision(
  db: Db,
  returnId: number,
  decision: { status: Extract<ReturnStatus, 'approved' | 'refused'>; note: string; by: string },
) {
  await db
    .update(orderReturns)
    .set({
      status: decision.status,
      decisionNote: decision.note,
      decidedAt: sql`now()`,
      decidedBy: decision.by,
    })
    .where(eq(orderReturns.id, returnId));
}

/** The parcel came back: received, its units back on the shelf or not. */
export async function setReturnReceived(db: Db, returnId: number, restocked: boolean) {
  await db
    .update(orderReturns)
    .set({ status: 'received', receivedAt: sql`now()`, restocked })
    .where(eq(orderReturns.id, returnId));
}

/** The order's lines' products and variations, by line id: what a restock gives back. */
export async function orderLineProducts(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variationId: orderItems.variationId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return new Map(rows.map((row) => [row.id, row]));
}
