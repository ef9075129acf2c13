import { api } from '@storefront/client/api-client';
import { readCache, writeCache } from '@storefront/client/storage';
import type { TranslationMap } from '@storefront/client/translate';
import { getTranslations as getTranslationsEndpoint } from '@storefront/contracts/endpoints/locale';
import {
  FIRST_TRANSLATION_VERSION,
  type LanguageCode,
  TRANSLATION_AREA,
} from '@storefront/contracts/locale';

export interface CachedCatalogue {
  version: number;
  translations: TranslationMap;
}

/** One cache entry per language (and area), holding the version it was fetched at. */
export const catalogueCacheKey = (lang: LanguageCode) => `translations:${TRANSLATION_AREA}:${lang}`;

export function readCachedCatalogue(lang: LanguageCode): CachedCatalogue | null {
  const raw = readCache(catalogueCacheKey(lang));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CachedCatalogue>;
    if (typeof value.version !== 'number' || !value.translations) return null;
    if (typeof value.translations !== 'object') return null;
    return { version: value.version, translations: value.translations };
  } catch {
    return null;
  }
}

export function writeCachedCatalogue(lang: LanguageCode, catalogue: CachedCatalogue): void {
  writeCache(catalogueCacheKey(lang), JSON.stringify(catalogue));
}

/**
 * GET locale/self/translations/versions/{version}?area=ui.prisma (spec 7, 9): the catalogue of
 * the request's language at the server's current version. We ask from the version we hold.
 */
export async function getTranslations(
  version: number = FIRST_TRANSLATION_VERSION,
): Promise<CachedCatalogue> {
  const response = await api.call(getTranslationsEndpoint, {
    params: { version },
    query: { area: TRANSLATION_AREA },
    auth: false,
  });
  const translations: Record<string, string> = {};
  for (const { key, value } of response.translations) translations[key] = value;
  return { version: response.version, translations };
}
