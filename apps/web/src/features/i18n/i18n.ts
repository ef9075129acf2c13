import type { LanguageCode } from '@storefront/contracts/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  getTranslations,
  readCachedCatalogue,
  type TranslationMap,
  writeCachedCatalogue,
} from './api/get-translations.ts';

export { i18next as i18n };

/** Keys are flat ("header.cart"), so neither dots nor colons separate anything. */
async function initWith(lang: LanguageCode, translations: TranslationMap): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added', useSuspense: false },
  });
}

async function refreshCatalogue(lang: LanguageCode, heldVersion: number): Promise<void> {
  const latest = await getTranslations(heldVersion);
  if (latest.version === heldVersion) return;
  writeCachedCatalogue(lang, latest);
  i18next.addResourceBundle(lang, 'translation', latest.translations, true, true);
}

/**
 * Spec 9 translations: a cached catalogue is used at once and refreshed in the background;
 * without one we wait for the server. If the server cannot be reached either, the English
 * catalogue that ships with the contracts keeps the shop readable.
 */
export async function initI18n(lang: LanguageCode): Promise<void> {
  const cached = readCachedCatalogue(lang);
  if (cached) {
    await initWith(lang, cached.translations);
    refreshCatalogue(lang, cached.version).catch(() => {
      // Stale strings are better than none; the next visit tries again.
    });
    return;
  }
  try {
    const fresh = await getTranslations();
    writeCachedCatalogue(lang, fresh);
    await initWith(lang, fresh.translations);
  } catch {
    const { en } = await import('@storefront/contracts/i18n/en');
    await initWith(lang, en);
  }
}
