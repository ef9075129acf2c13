import { formatDate } from '@storefront/contracts/dates';
import type { AdminLanguage } from '../i18n/catalogue.ts';

/** A moment as "27 Nov 2026, 19:40" in the shop's time and date style, in the chosen language. */
export function formatDateTime(iso: string, lang: AdminLanguage): string {
  return formatDate(iso, lang, { time: true });
}
