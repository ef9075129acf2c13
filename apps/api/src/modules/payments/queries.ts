import type { LanguageCode } from '@storefront/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentProviders, payments } from '../../db/schema.ts';
import { localized } from '../../db/sql.ts';

/**
 * The payments module's reads and writes. Each takes `db: Db`, which may be a transaction. A
 * payment's result moves its order's status in the same transaction (setOrderPaid,
 * setOrderPaymentFailed).
 */

/** The active providers in the request language, sorted. */
export async function activeProviderRows(db: Db, lang: LanguageCode) {
  return db
    .select({
      paymentMethodId: paymentProviders.id,
      code: paymentProviders.code,
      name: localized(paymentProviders.name, lang),
      description: localized(paymentProviders.description, lang),
    })
    .from(paymentProviders)
    .where(eq(paymentProviders.active, true))
    .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id));
}

/** Every provider, active or not: its id and code. */
export async function allProviderCodes(db: Db) {
  return db.select({ id: paymentProviders.id, code: paymentProviders.code }).from(paymentProviders);
}

/** A provider, active or not; undefined for an unknown id. */
export async function findProvider(db: Db, providerId: number) {
  const [provider] = await db
    .select({
      id: paymentProviders.id,
      code: paymentProviders.code,
      active: paymentProviders.active,
    })
    .from(paymentProviders)
    .where(eq(paymentProviders.id, providerId))
    .limit(1);
  return provider;
}

const paymentColumns = {
  id: payments.id,
  reference: payments.reference,
  status: payments.status,
  amount: payments.amount,
  failureReason: payments.failureReason,
  submittedAt: payments.submittedAt,
  providerId: payments.providerId,
  providerCode: paymentProviders.code,
  orderId: orders.id,
  orderStatus: orders.status,
  orderUserId: orders.userId,
  orderTotal: orders.total,
  /** The language the order was placed in: the hosted page's when none is asked for. */
  orderLang: orders.lang,
};

/** A payment with its provider and its order; undefined for an unknown reference. */
export async function findPayment(db: Db, reference: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(eq(payments.reference, reference));
  return row;
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** The order a payment is for, locked until the transaction ends (retries of it queue). */
export async function lockOrderOfPayment(db: Db, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/** The reference of the order's newest pending payment; undefined when it has none. */
export async function pendingReference(db: Db, orderId: number): Promise<string | undefined> {
  const [pending] = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return pending?.reference;
}

export async function insertPendingPayment(
  db: Db,
  payment: { orderId: number; reference: string; providerId: number; amount: number },
): Promise<void> {
  await db.insert(payments).values({ ...payment, status: 'pending' });
}

/** Stamps the first submission (a later one keeps it); answers the row's status and time. */
export async function stampSubmitted(db: Db, paymentId: number) {
  const [row] = await db
    .update(payments)
    .set({ submittedAt: sql`coalesce(${payments.submittedAt}, now())` })
    .where(eq(payments.id, paymentId))
    .returning({ status: payments.status, submittedAt: payments.submittedAt });
  return row;
}

/**
 * Records a result on a payment that is still pending; answers its order's id, or undefined
 * when the payment was not pending (nothing changed).
 */
export async function settlePendingPayment(
  db: Db,
  reference: string,
  result: 'succeeded' | 'failed',
  failureReason: string | null,
): Promise<number | undefined> {
  const [changed] = await db
    .update(payments)
    .set({
      status: result,
      failureReason: result === 'failed' ? failureReason : null,
      submittedAt: sql`coalesce(${payments.submittedAt}, now())`,
      completedAt: sql`now()`,
    })
    .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')))
    .returning({ orderId: payments.orderId });
  return changed?.orderId;
}

/**
 * An order's payments when it is cancelled: a pending one can no longer be paid (failed,
 * 'cancelled'); a succeeded one is owed back (refund requested). Answers whether money is owed.
 */
export async function closePaymentsOfCancelledOrder(db: Db, orderId: number): Promise<boolean> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: 'cancelled', completedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  const owed = await db
    .update(payments)
    .set({ refundRequestedAt: sql`coalesce(${payments.refundRequestedAt}, now())` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return owed.length > 0;
}

/** The order's succeeded payment (the newest, should a retry have left two) with its provider. */
export async function succeededPaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      amount: payments.amount,
      providerCode: paymentProviders.code,
    })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Staff paid the order's money back: its succeeded payments are refunded. */
export async function markPaymentsRefunded(db: Db, orderId: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundRequestedAt: sql`coalesce(${payments.refundRequestedAt}, now())`,
      refundedAt: sql`coalesce(${payments.refundedAt}, now())`,
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
}

/**
 * Orders still waiting on a payment made before `before` with none since: what the expiry
 * sweep cancels. Oldest first, at most `limit`.
 */
export async function ordersWithStalePayments(
  db: Db,
  before: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db.execute(sql`
    select o.id from orders o
    where o.status in ('awaiting_payment', 'payment_failed')
      and not exists (
        select 1 from ${payments} p
        where p.order_id = o.id and (p.created_at >= ${before.toISOString()}::timestamptz
          or p.status = 'succeeded'))
    order by o.id
    limit ${limit}::int`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
