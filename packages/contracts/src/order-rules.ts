/**
 * Order rules both sides need at run time, in a module without zod (decision 31): the checkout
 * and the order pages import them without bringing the schemas along.
 */
import { dateFormat } from './date-format.ts';

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

export { ORDER_STATUSES, type OrderStatus } from './order-status.ts';

export const PAYMENT_METHOD_CODES = ['cash_on_delivery', 'sandbox_card'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The order number shoppers see, derived from the id: 123 → 'DK-000123'. */
export function orderNumber(orderId: number): string {
  return `DK-${String(orderId).padStart(6, '0')}`;
}

/** 'DK-000123', 'dk123' or '123' → 123; null for anything else. */
export function parseOrderNumber(text: string): number | null {
  const match = /^(?:DK-?)?(\d{1,10})$/i.exec(text.trim());
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The header that carries a found order's key (POST orders/lookup) to its pages. */
export const ORDER_ACCESS_HEADER = 'Order-Access';
/** How long a found order's key opens it. */
export const ORDER_ACCESS_HOURS = 24;

const DAY_MS = 86_400_000;

/** The shop's clock: days are counted in Kuwait (UTC+3 all year, no summer time). */
export const SHOP_TIME_ZONE = 'Asia/Kuwait';

/**
 * The last day each time zone gave, by minute: every zone's offset is a whole number of minutes,
 * so a minute is in one day, and a server drawing many pages, or a page showing many dates,
 * formats once a minute.
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `at`. */
function dayIn(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const known = lastDays.get(timeZone);
  if (known?.minute === minute) return known.day;
  // en-CA writes dates as YYYY-MM-DD.
  const day = dateFormat('en-CA', { timeZone }).format(at);
  lastDays.set(timeZone, { minute, day });
  return day;
}

/**
 * When an order placed at `placedAt` should arrive: the method's days counted from the day it
 * was placed in the shop's time zone (an order at 01:00 in Kuwait is the Kuwaiti day, not the
 * UTC one before it), as YYYY-MM-DD; null without days.
 */
export function deliveryWindow(
  placedAt: Date,
  minDays: number,
  maxDays: number,
  timeZone = SHOP_TIME_ZONE,
): { earliest: string; latest: string } | null {
  if (maxDays <= 0) return null;
  const placed = Date.parse(`${dayIn(placedAt, timeZone)}T00:00:00Z`);
  const day = (n: number) => new Date(placed + n * DAY_MS).toISOString().slice(0, 10);
  return { earliest: day(Math.max(minDays, 0)), latest: day(maxDays) };
}
