import { randomBytes } from 'node:crypto';
import { DEFAULT_THEME_COLOR, type LanguageCode, TENANT } from '@storefront/contracts';
import type { Cart } from '@storefront/contracts/cart';
import { orderNumber } from '@storefront/contracts/order-rules';
import type {
  PaymentAccess,
  PaymentLink,
  PaymentProvider,
  PaymentStatus,
  PaymentSubmitted,
} from '@storefront/contracts/payments';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { readShopSettings } from '../accounts/service.ts';
import { readCart, setCheckoutChoice } from '../cart/service.ts';
import { findThemeConfig } from '../theme/service.ts';
import {
  type CardField,
  type CardForm,
  gateways,
  type PaymentGateway,
  sandboxOutcome,
  validateCard,
} from './gateways.ts';
import {
  activeProviderRows,
  allProviderCodes,
  closePaymentsOfCancelledOrder,
  findPayment,
  findProvider,
  insertPendingPayment,
  lockOrderOfPayment,
  markPaymentsRefunded,
  ordersWithStalePayments,
  type PaymentRow,
  pendingReference,
  settlePendingPayment,
  stampSubmitted,
  succeededPaymentOf,
} from './queries.ts';

/**
 * Spec 7 Payments (issue 6): providers, payments and their results. A payment's result is
 * recorded once: only a pending payment changes, in one transaction with its order's status.
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
  const rows = await activeProviderRows(db, lang);
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
    const provider = await findProvider(tx, paymentMethodId);
    if (!provider?.active) throw methodNotFound();
    await setCheckoutChoice(tx, userId, { paymentMethodId });
    return readCart(tx, userId, lang);
  });
}

// For the orders module, inside the transaction that places an order.

export { orderStatusOnPlace, type PaymentGateway } from './gateways.ts';

/** A payment method an order can be placed with, and the gateway that takes it. */
export interface OrderPaymentMethod {
  id: number;
  gateway: PaymentGateway;
}

/** The payment method `providerId` when it is active; undefined otherwise. */
export async function activePaymentMethod(
  db: Db,
  providerId: number,
): Promise<OrderPaymentMethod | undefined> {
  const provider = await findProvider(db, providerId);
  if (!provider?.active) return undefined;
  return { id: provider.id, gateway: gateways[provider.code] };
}

/**
 * Starts the payment of an order just written, when its gateway takes one (startsPayment): a
 * pending payment of the order's total under a new reference, which the order then answers as
 * its paymentReference. Answers the reference, or null when the gateway starts none.
 */
export async function startPayment(
  db: Db,
  order: { orderId: number; amount: number },
  method: OrderPaymentMethod,
): Promise<string | null> {
  if (!method.gateway.startsPayment) return null;
  const reference = newReference();
  await insertPendingPayment(db, {
    orderId: order.orderId,
    reference,
    providerId: method.id,
    amount: order.amount,
  });
  return reference;
}

/**
 * The providers whose orders are paid at the door (their gateway starts no payment), active or
 * not: an order taken while one was on is still collected after it is turned off. The back
 * office's dashboard counts the cash still to collect with them.
 */
export async function paidAtTheDoorProviderIds(db: Db): Promise<number[]> {
  const rows = await allProviderCodes(db);
  return rows.filter((row) => !gateways[row.code].startsPayment).map((row) => row.id);
}

// The payment pages and callbacks.

/** The payment when the caller owns its order; 404 otherwise (never a hint it exists). */
async function findOwnPayment(db: Db, userId: string, reference: string): Promise<PaymentRow> {
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
    const order = await lockOrderOfPayment(tx, payment.orderId);
    if (!order) throw paymentNotFound();
    if (order.status === 'paid') throw conflict('payments.error.alreadyPaid');
    if (!(RETRYABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
      throw conflict('payments.error.cannotRetry');
    }
    const pending = await pendingReference(tx, order.id);
    if (pending) return linkOf(payment.providerCode, pending);
    const fresh = newReference();
    await insertPendingPayment(tx, {
      orderId: order.id,
      reference: fresh,
      providerId: payment.providerId,
      amount: order.total,
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

/**
 * The payment the sandbox gateway's hosted page (/pay/{ref}) may take: 'notFound' for an
 * unknown reference, 'notPending' once it has a result or when another gateway takes it.
 */
export async function sandboxPagePayment(
  db: Db,
  reference: string,
): Promise<PaymentRow | 'notFound' | 'notPending'> {
  const payment = await findPayment(db, reference);
  if (!payment) return 'notFound';
  if (payment.status !== 'pending' || payment.providerCode !== 'sandbox_card') return 'notPending';
  return payment;
}

/**
 * What the hosted page shows of a payment, in a language: from the database only, with the
 * shop's logo and colour from its theme.
 */
export async function sandboxPageData(
  db: Db,
  payment: Pick<PaymentRow, 'reference' | 'orderId' | 'amount'>,
  lang: LanguageCode,
) {
  const theme = await findThemeConfig(db, TENANT);
  return {
    lang,
    reference: payment.reference,
    shopTitle: (await readShopSettings(db)).name(lang),
    logo: theme?.logo ?? null,
    color: theme?.color ?? DEFAULT_THEME_COLOR,
    orderNumber: orderNumber(payment.orderId),
    // From the database: nothing the form sends changes it.
    amount: payment.amount,
  };
}

/**
 * POST /pay/{ref}: the sandbox gateway checks the card (Luhn, expiry, CVC, name) and answers as
 * its test cards say. A form in error records nothing (its errors, as UI keys); otherwise the
 * result is recorded (once: whatever an earlier submission recorded stands).
 */
export async function payWithSandboxCard(
  db: Db,
  reference: string,
  form: CardForm,
): Promise<
  | { errors: Partial<Record<CardField, string>> }
  | { result: 'succeeded' | 'failed'; errors?: never }
> {
  const { digits, errors } = validateCard(form);
  if (Object.keys(errors).length > 0) return { errors };
  const outcome = sandboxOutcome(digits);
  await recordResult(db, reference, outcome.result, outcome.failureReason);
  return { result: outcome.result };
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
  const row = await stampSubmitted(db, p.id);
  return {
    reference: p.reference,
    status: row?.status ?? p.status,
    submittedAt: (row?.submittedAt ?? new Date()).toISOString(),
  };
}

/** What happens to an order when its payment settles, in the same transaction. */
export type PaymentSettledListener = (
  tx: Db,
  orderId: number,
  result: 'succeeded' | 'failed',
) => Promise<void>;

let settledListener: PaymentSettledListener | undefined;

/**
 * The orders module listens here for its orders' payments (paid, payment failed): payments
 * announce a result and never write an order, and the two modules import one way only.
 */
export function whenPaymentSettles(listener: PaymentSettledListener): void {
  settledListener = listener;
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
    const orderId = await settlePendingPayment(tx, reference, result, failureReason);
    if (orderId === undefined) return false;
    await settledListener?.(tx, orderId, result);
    return true;
  });
}

// What an order's life asks of its payments (the orders module calls these in its transaction).

/**
 * The order is cancelled: a pending payment can no longer be paid; a succeeded one is owed
 * back. Answers whether money is owed.
 */
export function closePaymentsOnCancel(db: Db, orderId: number): Promise<boolean> {
  return closePaymentsOfCancelledOrder(db, orderId);
}

/**
 * The order's money is all paid back (refunds reaching what was paid, or a move to refunded):
 * its succeeded payments are refunded (refundedAt), which the shopper's order reads as
 * "refunded". A part paid back changes nothing here: the orders module keeps the refunds.
 */
export function recordRefund(db: Db, orderId: number): Promise<void> {
  return markPaymentsRefunded(db, orderId);
}

/** A payment the shop took online for an order (its card payment that succeeded). */
export interface OnlinePayment {
  paymentId: number;
  amount: number;
  /** Its gateway pays refunds back itself; otherwise staff pay back by hand. */
  refundsThroughGateway: boolean;
}

/** The order's succeeded online payment; null when none was taken (cash, unpaid). */
export async function onlinePaymentOf(db: Db, orderId: number): Promise<OnlinePayment | null> {
  const payment = await succeededPaymentOf(db, orderId);
  if (!payment) return null;
  return {
    paymentId: payment.id,
    amount: payment.amount,
    refundsThroughGateway: gateways[payment.providerCode].refund !== undefined,
  };
}

/**
 * Pays `amount` fils of the order's card payment back through its gateway (issue 26), in the
 * caller's transaction: the orders module calls it last, under the order's lock, so a refusal
 * (the gateway throws) rolls the refund back. Answers the payment and the gateway's reference,
 * or null when the order was not paid through a gateway that refunds.
 */
export async function refundThroughGateway(
  db: Db,
  orderId: number,
  amount: number,
  idempotencyKey: string,
): Promise<{ paymentId: number; reference: string } | null> {
  const payment = await succeededPaymentOf(db, orderId);
  const gateway = payment ? gateways[payment.providerCode] : undefined;
  if (!payment || !gateway?.refund) return null;
  const { reference } = await gateway.refund({
    paymentReference: payment.reference,
    amount,
    idempotencyKey,
  });
  return { paymentId: payment.id, reference };
}

/** Orders whose card payment has waited longer than `minutes`: what the expiry sweep cancels. */
export function ordersAwaitingPaymentSince(
  db: Db,
  minutes: number,
  now = new Date(),
  limit = 100,
): Promise<number[]> {
  return ordersWithStalePayments(db, new Date(now.getTime() - minutes * 60_000), limit);
}
