import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@storefront/contracts';
import type { Cart } from '@storefront/contracts/cart';
import { orderNumber } from '@storefront/contracts/order-rules';
import type {
  PaymentAccess,
  PaymentLink,
  PaymentProvider,
  PaymentStatus,
  PaymentSubmitted,
} from '@storefront/contracts/payments';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { carts, orders, paymentProviders, payments } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { readShopSettings } from '../accounts/shop-settings.ts';
import { readCart } from '../cart/service.ts';
import { localized } from '../catalogue/sql.ts';
import { gateways } from './gateways.ts';

/**
 * Spec 7 Payments (issue 6): the reads and writes of providers and payments. A payment's result
 * is recorded once: only a pending payment changes, in one transaction with its order's status.
 * Amounts come from the database (the order's total); nothing a browser sends changes them.
 */

const methodNotFound = () =>
  new HttpError(404, 'not_found', 'payments.error.methodNotFound', {
    paymentMethodId: 'payments.error.methodNotFound',
  });
const paymentNotFound = () => notFound('payments.error.paymentNotFound');
const conflict = (key: string) => new HttpError(409, 'conflict', key);

/** 128 random bits, base64url (22 characters). */
export const newReference = () => randomBytes(16).toString('base64url');

/** GET payment-providers: the active ones in the request language, sorted. */
export async function listProviders(db: Db, lang: LanguageCode): Promise<PaymentProvider[]> {
  const rows = await db
    .select({
      paymentMethodId: paymentProviders.id,
      code: paymentProviders.code,
      name: localized(paymentProviders.name, lang),
      description: localized(paymentProviders.description, lang),
    })
    .from(paymentProviders)
    .where(eq(paymentProviders.active, true))
    .orderBy(asc(paymentProviders.sortOrder), asc(paymentProviders.id));
  return rows.map((r) => ({ ...r, description: r.description ?? '', kind: gateways[r.code].kind }));
}

/** PUT carts/payment-method: an active provider on the caller's cart; answers the cart. */
export async function setCartPaymentMethod(
  db: Db,
  userId: string,
  lang: LanguageCode,
  paymentMethodId: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const [provider] = await tx
      .select({ id: paymentProviders.id })
      .from(paymentProviders)
      .where(and(eq(paymentProviders.id, paymentMethodId), eq(paymentProviders.active, true)));
    if (!provider) throw methodNotFound();
    await tx
      .insert(carts)
      .values({ userId, paymentMethodId })
      .onConflictDoUpdate({
        target: carts.userId,
        set: { paymentMethodId, updatedAt: sql`now()` },
      });
    return readCart(tx, userId, lang);
  });
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
};

async function findPayment(db: Db, reference: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(eq(payments.reference, reference));
  return row;
}

/** The payment when the caller owns its order; 404 otherwise (never a hint it exists). */
async function findOwnPayment(db: Db, userId: string, reference: string) {
  const row = await findPayment(db, reference);
  if (!row || row.orderUserId !== userId) throw paymentNotFound();
  return row;
}

function linkOf(code: keyof typeof gateways, reference: string): PaymentLink {
  const url = gateways[code].paymentUrl(reference);
  if (url === null) throw conflict('payments.error.notPending');
  return { reference, url };
}

const RETRYABLE_ORDER_STATUSES = ['awaiting_payment', 'payment_failed'] as const;

/**
 * GET payments/reference/{ref}/payment-link. Pending: its link. Failed, and the order still
 * unpaid: a new pending payment for the order (a retry; a pending one already made by an earlier
 * retry is answered rather than a second). Succeeded: 409.
 */
export async function paymentLink(db: Db, userId: string, reference: string): Promise<PaymentLink> {
  const payment = await findOwnPayment(db, userId, reference);
  if (payment.status === 'pending') return linkOf(payment.providerCode, payment.reference);
  if (payment.status === 'succeeded') throw conflict('payments.error.alreadyPaid');

  return db.transaction(async (tx) => {
    // Serialises retries of one order: two clicks make one new payment.
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, total: orders.total })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) throw paymentNotFound();
    if (order.status === 'paid') throw conflict('payments.error.alreadyPaid');
    if (!(RETRYABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw conflict('payments.error.cannotRetry');
    }
    const [pending] = await tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (pending) return linkOf(payment.providerCode, pending.reference);
    const fresh = newReference();
    await tx.insert(payments).values({
      orderId: order.id,
      reference: fresh,
      providerId: payment.providerId,
      amount: order.total,
      status: 'pending',
    });
    return linkOf(payment.providerCode, fresh);
  });
}

/** GET payments/reference/{ref}/status. */
export async function paymentStatus(
  db: Db,
  userId: string,
  reference: string,
): Promise<PaymentStatus> {
  const p = await findOwnPayment(db, userId, reference);
  return {
    reference: p.reference,
    status: p.status,
    orderId: p.orderId,
    orderNumber: orderNumber(p.orderId),
    orderStatus: p.orderStatus,
    amount: p.amount,
    failureReason: p.failureReason,
  };
}

/** What the hosted page needs; null when the reference is unknown. */
export async function findPaymentForPage(db: Db, reference: string) {
  return (await findPayment(db, reference)) ?? null;
}

/** GET payment-requests/reference/{ref}/access: 404 unknown, 409 no longer pending. */
export async function paymentAccess(
  db: Db,
  reference: string,
  lang: LanguageCode,
): Promise<PaymentAccess> {
  const p = await findPayment(db, reference);
  if (!p) throw paymentNotFound();
  if (p.status !== 'pending') throw conflict('payments.error.notPending');
  const shop = await readShopSettings(db);
  return {
    reference: p.reference,
    shopTitle: shop.name(lang),
    orderNumber: orderNumber(p.orderId),
    amount: p.amount,
    paymentMethodId: p.providerId,
    providerCode: p.providerCode,
  };
}

/** PUT payment-requests/reference/{ref}/submitted: the first submission's time is kept. */
export async function markSubmitted(
  db: Db,
  reference: string,
  paymentMethodId: number,
): Promise<PaymentSubmitted> {
  const p = await findPayment(db, reference);
  if (!p) throw paymentNotFound();
  if (p.providerId !== paymentMethodId) throw methodNotFound();
  if (p.status !== 'pending') throw conflict('payments.error.notPending');
  const [row] = await db
    .update(payments)
    .set({ submittedAt: sql`coalesce(${payments.submittedAt}, now())` })
    .where(eq(payments.id, p.id))
    .returning({ status: payments.status, submittedAt: payments.submittedAt });
  return {
    reference: p.reference,
    status: row?.status ?? p.status,
    submittedAt: (row?.submittedAt ?? new Date()).toISOString(),
  };
}

/**
 * Records a payment's result once, with its order's status, in one transaction. Only a pending
 * payment changes: a repeated or disagreeing result changes nothing. Succeeded: the order is
 * 'paid' (from awaiting_payment or payment_failed). Failed: 'payment_failed' (from
 * awaiting_payment only; a paid order stays paid). Returns whether anything changed.
 */
export async function recordResult(
  db: Db,
  reference: string,
  result: 'succeeded' | 'failed',
  failureReason: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({
        status: result,
        failureReason: result === 'failed' ? failureReason : null,
        submittedAt: sql`coalesce(${payments.submittedAt}, now())`,
        completedAt: sql`now()`,
      })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')))
      .returning({ orderId: payments.orderId });
    if (!changed) return false;
    if (result === 'succeeded') {
      await tx
        .update(orders)
        .set({ status: 'paid', updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, changed.orderId),
            inArray(orders.status, [...RETRYABLE_ORDER_STATUSES]),
          ),
        );
    } else {
      await tx
        .update(orders)
        .set({ status: 'payment_failed', updatedAt: sql`now()` })
        .where(and(eq(orders.id, changed.orderId), eq(orders.status, 'awaiting_payment')));
    }
    return true;
  });
}
