import { dateFormat } from '@storefront/contracts/date-format';
import type { LanguageCode } from '@storefront/contracts/locale';
import { deliveryWindow } from '@storefront/contracts/order-rules';

/** The day a parcel ordered now should arrive by, and its names for "Arrives by …". */
export interface ArrivalDate {
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** "Sunday" / "الأحد". */
  weekday: string;
  /** "30", in Latin digits in both languages (as the shop writes every number). */
  day: string;
  /** "Nov" / "نوفمبر". */
  month: string;
}

/**
 * When an order placed at `now` (ms) arrives at the latest: the default shipping method's
 * `maxDays` counted from today in the shop's time zone (Kuwait), as the order's delivery window
 * counts them (contracts' deliveryWindow), so the product page promises what the order
 * confirmation then says. Null when the method gives no days.
 */
export function arrivalDate(
  now: number,
  maxDays: number,
  language: LanguageCode,
): ArrivalDate | null {
  const iso = deliveryWindow(new Date(now), maxDays, maxDays)?.latest;
  if (!iso) return null;
  const key = `${iso} ${language}`;
  let named = namedDays.get(key);
  if (!named) {
    // A few days in two languages at a time: the older ones go when the days move on.
    if (namedDays.size >= 16) namedDays.clear();
    named = namedDay(iso, language);
    namedDays.set(key, named);
  }
  return named;
}

/** Days already named, by day and language: every product page drawn today names the same. */
const namedDays = new Map<string, ArrivalDate>();

function namedDay(iso: string, language: LanguageCode): ArrivalDate {
  // A calendar day, read in UTC so it never moves to the day before or after.
  const date = new Date(`${iso}T00:00:00Z`);
  const name = (options: Intl.DateTimeFormatOptions) =>
    dateFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { ...options, timeZone: 'UTC' }).format(date);
  // The parts are named one by one and put together by the UI string: one date style per
  // language whatever the browser's own punctuation, so the server and the browser agree.
  return {
    iso,
    weekday: name({ weekday: 'long' }),
    day: String(date.getUTCDate()),
    month: name({ month: 'short' }),
  };
}
