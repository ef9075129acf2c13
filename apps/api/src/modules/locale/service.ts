import type { Language, LanguageCode, TranslationsResponse } from '@storefront/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { catalogueRows, catalogueVersion, languageRows } from './queries.ts';

/** Spec 7 locale: the shop's languages and the UI string catalogues, versioned per area. */

export async function listLanguages(db: Db): Promise<Language[]> {
  return languageRows(db);
}

/** An area's current version; 404 when the area does not exist. */
export async function currentCatalogueVersion(db: Db, area: string): Promise<number> {
  const version = await catalogueVersion(db, area);
  if (version === undefined) throw notFound(`No translations in area '${area}'.`);
  return version;
}

/** An area's catalogue in one language, as GET locale/…/translations answers it. */
export async function readCatalogue(
  db: Db,
  area: string,
  lang: LanguageCode,
  version: number,
): Promise<TranslationsResponse> {
  const rows = await catalogueRows(db, area, lang);
  return {
    version,
    area,
    langId: lang,
    translations: rows.map((row) => ({ langId: lang, ...row })),
  };
}

/** The catalogue of an area as the boot data of a page needs it; null when the area is missing. */
export async function bootTranslations(
  db: Db,
  area: string,
  lang: LanguageCode,
): Promise<{ version: number; translations: Record<string, string> } | null> {
  const [version, rows] = await Promise.all([
    catalogueVersion(db, area),
    catalogueRows(db, area, lang),
  ]);
  if (version === undefined) return null;
  return { version, translations: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}
