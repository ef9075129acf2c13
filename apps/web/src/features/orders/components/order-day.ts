import { formatCalendarDay } from '@storefront/contracts/dates';
import type { LanguageCode } from '@storefront/contracts/locale';

/** A calendar day (YYYY-MM-DD, as the delivery estimate gives it) as "27 Nov" / "27 نوفمبر". */
export function formatDay(day: string, language: LanguageCode): string {
  return formatCalendarDay(day, language, { year: false });
}
