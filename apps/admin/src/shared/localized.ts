import type { AdminLanguage } from '../i18n/catalogue.ts';

/** A name in the chosen language, English when there is no Arabic yet. */
export const inLanguage = (text: { en: string; ar?: string | undefined }, lang: AdminLanguage) =>
  (lang === 'ar' && text.ar?.trim()) || text.en;
