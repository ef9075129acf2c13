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
 * Spec 9 translations. The catalogue the server wrote into the page is the current one: it is
 * used and cached. Otherwise a cached catalogue is used at once and refreshed in the
 * background; without one we wait for the server. If the server cannot be reached either, the
 * English catalogue that ships with the contracts keeps the shop readable.
 */
export async function initTranslations(lang: LanguageCode): Promise<void> {
  const boot = readBootData(lang)?.translations;
  if (boot) {
    setCatalogue(lang, boot.translations);
    writeCachedCatalogue(lang, boot);
    return;
  }
  const cached = readCachedCatalogue(lang);
  if (cached) {
    setCatalogue(lang, cached.translations);
    refreshCatalogue(lang, cached.version).catch(() => {
      // Stale strings are better than none; the next visit tries again.
    });
    return;
  }
  try {
    const fresh = await getTranslations();
    writeCachedCatalogue(lang, fresh);
    setCatalogue(lang, fresh.translations);
  } catch {
    const { en } = await import('@storefront/contracts/i18n/en');
    setCatalogue(lang, en);
  }
}
