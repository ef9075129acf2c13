import { SHOP_TIME_ZONE } from '@storefront/contracts/order-rules';

/**
 * A date-time input's value ("2026-12-01T09:30", no zone) read as the shop's time (Kuwait),
 * whatever the browser's own zone: a merchant abroad still sets when the code works in Kuwait.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The shop's wall clock at `at`, as a date-time input's value. */
export function toShopLocal(at: Date): string {
  const part = Object.fromEntries(
    wallClock.formatToParts(at).map((entry) => [entry.type, entry.value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** An ISO moment (from the API) as the input's value; '' for none. */
export function isoToShopLocal(iso: string | null): string {
  return iso === null ? '' : toShopLocal(new Date(iso));
}

/**
 * The input's value as an ISO moment (UTC); null when empty or not a date-time. The shop's offset
 * is found by asking what its clock shows at a first guess, so a zone with summer time works too.
 */
export function shopLocalToIso(value: string): string | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  const shown = LOCAL_PATTERN.exec(toShopLocal(new Date(asUtc)))!
    .slice(1)
    .map(Number);
  const offset = Date.UTC(shown[0]!, shown[1]! - 1, shown[2]!, shown[3]!, shown[4]!) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
