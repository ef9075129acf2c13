import type { LanguageCode } from '@storefront/contracts/locale';

/**
 * A calendar day (YYYY-MM-DD, as the delivery estimate gives it) as "27 Nov": a date without a
 * time, so it is read in UTC and never moves to the day before or after.
 */
export function formatDay(day: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
