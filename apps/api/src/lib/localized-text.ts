import type { LanguageCode } from '@storefront/contracts';

/** Text stored in every language we have it in; English is always there (spec 9: default en). */
export type LocalizedText = { en: string } & Partial<Record<LanguageCode, string>>;

/** The text in the requested language, falling back to English. */
export function localize(text: LocalizedText, lang: LanguageCode): string {
  return text[lang] || text.en;
}

/** Stored text as the back office's API answers it: English always, Arabic only when there is some. */
export function textPair(text: LocalizedText | null | undefined): { en: string; ar?: string } {
  const en = text?.en ?? '';
  const ar = text?.ar?.trim();
  return ar ? { en, ar } : { en };
}

/** An admin's English | Arabic pair as stored, trimmed: '' Arabic is no Arabic. */
export function storedText(text: { en: string; ar?: string | undefined }): LocalizedText {
  const ar = text.ar?.trim();
  return ar ? { en: text.en.trim(), ar } : { en: text.en.trim() };
}
