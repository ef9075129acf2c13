import type { LanguageCode } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationAreas, translations } from '../../db/schema.ts';

/** An area's current version; undefined when the area does not exist. */
export async function catalogueVersion(db: Db, area: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: translationAreas.version })
    .from(translationAreas)
    .where(eq(translationAreas.area, area));
  return row?.version;
}

export function catalogueRows(db: Db, area: string, lang: LanguageCode) {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.area, area), eq(translations.langId, lang)));
}
