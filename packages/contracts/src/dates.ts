import { dateFormat } from './date-format.ts';
import type { LanguageCode } from './locale.ts';
import { SHOP_TIME_ZONE } from './order-rules.ts';

/**
 * One date style per language, everywhere the shop writes a date (pages, emails, the invoice):
 * the day, the month by name and the year ("27 Nov 2026" / "27 نوفمبر 2026"), a time on the
 * 24-hour clock ("23:03"), Latin digits in both languages. Arabic's own "medium" style is
 * numeric with a 12-hour "م" ("27/11/2026، 11:03 م"): next to "27 نوفمبر" on the same page it
 * read as two styles (issue 29's review).
 */
export interface DateStyle {
  /** With the time of day. */
  time?: boolean;
  /** Without the year ("27 Nov"), for dates close to now. */
  year?: boolean;
  /** Days and times are the shop's (Kuwait) unless said otherwise. */
  timeZone?: string;
}

function formatFor(lang: LanguageCode, { time = false, year = true, timeZone }: DateStyle) {
  return dateFormat(lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone: timeZone ?? SHOP_TIME_ZONE,
  });
}

/** A moment (an ISO timestamp or a Date) in the shop's date style; unreadable input as given. */
export function formatDate(at: string | Date, lang: LanguageCode, style: DateStyle = {}): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? String(at) : formatFor(lang, style).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, as delivery estimates give it): a date without a time, so it is
 * read in UTC and never moves to the day before or after.
 */
export function formatCalendarDay(
  day: string,
  lang: LanguageCode,
  style: Omit<DateStyle, 'time' | 'timeZone'> = {},
): string {
  return formatDate(`${day}T00:00:00Z`, lang, { ...style, timeZone: 'UTC' });
}
