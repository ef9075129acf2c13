import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@storefront/contracts/order-rules';
import type { PaymentProviderCode, PaymentProviderKind } from '@storefront/contracts/payments';

/**
 * The payment providers behind one small interface (issue 6). Cash on delivery has no payment
 * step: the order is placed and paid at the door. The built-in sandbox card gateway is a hosted
 * page this API serves at /pay/{reference} (hosted-page.ts). A real gateway (Tap, MyFatoorah…)
 * is one more implementation: its payment URL is the gateway's hosted page, and its signed
 * result callback gets its own path beside GET /api/payments/sandbox/payment-result. Nothing
 * outside this module compares provider codes: the orders module asks the gateway.
 */
export interface PaymentGateway {
  code: PaymentProviderCode;
  kind: PaymentProviderKind;
  /**
   * Whether placing an order paid this way starts a payment: the order then waits for it
   * ('awaiting_payment', with a pending payment the shopper pays at paymentUrl). Otherwise the
   * order is 'placed' at once and paid outside the shop (at the door).
   */
  startsPayment: boolean;
  /** Where the browser pays a pending payment (relative to the shop, or the gateway's URL). */
  paymentUrl(reference: string): string | null;
  /**
   * Pays `amount` fils of a succeeded payment back to the card (issue 26), answering the
   * gateway's reference for the refund; it throws when the gateway refuses, and the refund is not
   * recorded. `idempotencyKey` names this refund: a gateway that has already paid a refund under
   * it answers that one again instead of paying twice (a retry after a crash). A gateway without
   * refunds (cash on delivery) has none: staff pay back by hand and record how.
   */
  refund?(payment: GatewayRefund): Promise<{ reference: string }>;
}

/** What a gateway is asked to pay back. */
export interface GatewayRefund {
  /** The payment's own reference, as the gateway knows it. */
  paymentReference: string;
  amount: number;
  idempotencyKey: string;
}

export const cashOnDelivery: PaymentGateway = {
  code: 'cash_on_delivery',
  kind: 'offline',
  startsPayment: false,
  paymentUrl: () => null,
};

export const sandboxCard: PaymentGateway = {
  code: 'sandbox_card',
  kind: 'redirect',
  startsPayment: true,
  paymentUrl: (reference) => `/pay/${encodeURIComponent(reference)}`,
  // The sandbox moves no money: it records the refund by giving it a reference of its own.
  refund: async () => ({ reference: `sbx_rf_${randomBytes(12).toString('base64url')}` }),
};

export const gateways: Record<PaymentProviderCode, PaymentGateway> = {
  cash_on_delivery: cashOnDelivery,
  sandbox_card: sandboxCard,
};

/** The status an order paid through `gateway` starts in. */
export function orderStatusOnPlace(
  gateway: PaymentGateway,
): Extract<OrderStatus, 'placed' | 'awaiting_payment'> {
  return gateway.startsPayment ? 'awaiting_payment' : 'placed';
}

/** The sandbox card gateway's test cards (README, the hosted page's notice). */
export const SANDBOX_SUCCESS_CARD = '4242424242424242';
export const SANDBOX_DECLINED_CARD = '4000000000000002';

export type CardOutcome =
  | { result: 'succeeded'; failureReason: null }
  | { result: 'failed'; failureReason: 'card_declined' | 'card_not_supported' };

/** What the sandbox answers for a valid card number (digits only). */
export function sandboxOutcome(cardNumber: string): CardOutcome {
  if (cardNumber === SANDBOX_SUCCESS_CARD) return { result: 'succeeded', failureReason: null };
  if (cardNumber === SANDBOX_DECLINED_CARD) {
    return { result: 'failed', failureReason: 'card_declined' };
  }
  return { result: 'failed', failureReason: 'card_not_supported' };
}

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

/** Luhn checksum over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * MM/YY or MM/YYYY, or the same without the slash (MMYY, MMYYYY: "1229", as typed on a phone's
 * number pad), not past the end of its month.
 */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry) ??
    /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  let year = Number(match[2]);
  if (month < 1 || month > 12) return false;
  if (year < 100) year += 2000;
  if (year > now.getUTCFullYear() + 20) return false;
  // The card works through the last day of its month.
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}

/**
 * Checks the hosted form. Returns the card number as digits and the fields in error (UI keys).
 * Card number: 12–19 digits (spaces and dashes allowed) passing Luhn; CVC 3–4 digits.
 */
export function validateCard(
  form: CardForm,
  now = new Date(),
): { digits: string; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    errors.cardNumber = 'payments.page.error.cardNumber';
  }
  if (!expiryValid(form.expiry, now)) errors.expiry = 'payments.page.error.expiry';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'payments.page.error.cvc';
  const name = form.name.trim();
  if (name.length < 1 || name.length > 100) errors.name = 'payments.page.error.name';
  return { digits, errors };
}
