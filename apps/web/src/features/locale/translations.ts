import type { LanguageCode } from '@storefront/contracts/locale';
import { readBootData } from '../../lib/boot-data.ts';
import { setCatalogue } from '../../shared/hooks/use-translation.ts';
import {
  getTranslations,
  readCachedCatalogue,
  writeCachedCatalogue,
} from './api/get-translations.ts';

async function refreshCatalogue(lang: LanguageCode, heldVersion: number): Promise<void> {
  const latest = await getTranslations(heldVersion);
  if (latest.version === heldVersion) return;
  writeCachedCatalogue(lang, latest);
  setCatalogue(lang, latest.translations);
}

/**
 * Spec 9 translations. A page the server drew names the catalogue version it was drawn with, and
 * hydration needs exactly those strings: a stored copy of that version is used at once, otherwise
 * the current catalogue is fetched (once per version: it is then stored). Without a drawn page
 * (the dev server), a stored copy is used at once and refreshed in the background, or we wait
 * for the server. If the server cannot be reached either, the English catalogue that ships with
 * the contracts keeps the shop readable.
 */
export async function initTranslations(lang: LanguageCode): Promise<void> {
  const drawnWith = readBootData(lang)?.translationsVersion ?? null;
  const cached = readCachedCatalogue(lang);
  if (cached && (drawnWith === null || cached.version === drawnWith)) {
    setCatalogue(lang, cached.translations);
    if (drawnWith === null) {
      refreshCatalogue(lang, cached.version).catch(() => {
        // Stale strings are better than none; the next visit tries again.
      });
    }
    return;
  }
  try {
    const fresh = await getTranslations(cached?.version);
    writeCachedCatalogue(lang, fresh);
    setCatalogue(lang, fresh.translations);
  } catch {
    const { en } = await import('@storefront/contracts/i18n/en');
    setCatalogue(lang, en);
  }
}
