import type { LanguageCode } from '@storefront/contracts';
import { ar } from '@storefront/contracts/i18n/ar';
import { type Catalogue, en, type TranslationKey } from '@storefront/contracts/i18n/en';
import { type TranslationValues, translate } from '@storefront/contracts/i18n/translate';

const catalogues: Record<LanguageCode, Catalogue> = { en, ar };

export function isTranslationKey(text: string): text is TranslationKey {
  return Object.hasOwn(en, text);
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
  return translate(catalogues[lang] ?? en, lang, text, values);
}
