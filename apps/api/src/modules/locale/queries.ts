import type { LanguageCode } from '@storefront/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, translationAreas, translations } from '../../db/schema.ts';

/** The locale module's reads: the languages and the UI catalogues (translation areas). */

/** The languages in display order, each named in itself. */
export async function languageRows(db: Db) {
  return db
    .select({ langId: languages.langId, language: languages.language, dir: languages.dir })
    .from(languages)
    .orderBy(asc(languages.sortOrder));
}

/** An area's current version; undefined when the area does not exist. */
export async function catalogueVersion(db: Db, area: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: translationAreas.version })
    .from(translationAreas)
    .where(eq(translationAreas.area, area));
  return row?.version;
}

/** An area's strings in one language. */
export function catalogueRows(db: Db, area: string, lang: LanguageCode) {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.area, area), eq(translations.langId, lang)));
}
