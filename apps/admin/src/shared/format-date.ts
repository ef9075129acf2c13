import type { AdminLanguage } from '../i18n/catalogue.ts';

const formats = new Map<AdminLanguage, Intl.DateTimeFormat>();

/** A moment as "27 Nov 2026, 19:40" in the chosen language (Latin digits in Arabic too). */
export function formatDateTime(iso: string, lang: AdminLanguage): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
