import type { LanguageCode } from '@storefront/contracts';
import { adminApiAr } from '@storefront/contracts/i18n/admin-api.ar';
import { type AdminApiKey, adminApiEn } from '@storefront/contracts/i18n/admin-api.en';
import { ar } from '@storefront/contracts/i18n/ar';
import { en, type TranslationKey } from '@storefront/contracts/i18n/en';
import {
  type TranslationMap,
  type TranslationValues,
  translate,
} from '@storefront/contracts/i18n/translate';

/** What the API words its messages from: the storefront's catalogue and the back office API's. */
const catalogues: Record<LanguageCode, TranslationMap> = {
  en: { ...en, ...adminApiEn },
  ar: { ...ar, ...adminApiAr },
};

export function isTranslationKey(text: string): text is TranslationKey | AdminApiKey {
  return Object.hasOwn(catalogues.en, text);
}

/**
 * A message in the request's language: a UI translation key ('errors.emailTaken') is translated
 * with the storefront's own translator and catalogue, so the shopper reads the same words the
 * form would show; any other text passes through as it is.
 */
export function localizeMessage(
  text: string,
  lang: LanguageCode,
  values?: TranslationValues,
): string {
  if (!isTranslationKey(text)) return text;
  return translate(catalogues[lang] ?? catalogues.en, lang, text as TranslationKey, values);
}
