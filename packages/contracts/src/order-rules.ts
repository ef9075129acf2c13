/**
 * Order rules both sides need at run time, in a module without zod (decision 31): the checkout
 * and the order pages import them without bringing the schemas along.
 */

/** The header that makes POST users/{userId}/orders safe to retry: same key, same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What an Idempotency-Key may be: 8 to 100 characters of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The most orders one page of the history holds. */
export const MAX_ORDERS_PER_PAGE = 50;
/** The history's page size when the client names none. */
export const DEFAULT_ORDERS_PER_PAGE = 10;

export const ORDER_NOTES_MAX_LENGTH = 1000;
export const ITEM_NOTES_MAX_LENGTH = 500;

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'placed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHOD_CODES = ['cash_on_delivery', 'sandbox_card'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The order number shoppers see, derived from the id: 123 → 'DK-000123'. */
export function orderNumber(orderId: number): string {
  return `DK-${String(orderId).padStart(6, '0')}`;
}
