import type { LanguageCode } from '@storefront/contracts';

/** Text stored in every language we have it in; English is always there (spec 9: default en). */
export type LocalizedText = { en: string } & Partial<Record<LanguageCode, string>>;

/** The text in the requested language, falling back to English. */
export function localize(text: LocalizedText, lang: LanguageCode): string {
  return text[lang] || text.en;
}
