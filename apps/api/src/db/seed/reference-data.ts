import { type Catalogue, TRANSLATION_AREA } from '@storefront/contracts';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { languages, translationAreas, translationEdits, translations } from '../schema.ts';

/** Serialises start-up writers across instances sharing one PostgreSQL. */
export const SEED_LOCK_ID = 727_002;

const shippedLanguages = [
  { langId: 'en' as const, language: 'English', dir: 'ltr' as const, sortOrder: 1 },
  { langId: 'ar' as const, language: 'العربية', dir: 'rtl' as const, sortOrder: 2 },
];
const shippedCatalogues: Record<'en' | 'ar', Catalogue> = { en, ar };

/**
 * Languages and the UI catalogue are part of the software, not demo data: every start brings
 * the database in line with the shipped catalogues, with the shop's own words on top
 * (`translation_edits`, written in the back office) for keys that still ship. Any difference
 * raises the area's version once, so browsers holding an older version fetch the new one.
 */
export async function syncReferenceData(db: Db): Promise<{ version: number; changed: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const language of shippedLanguages) {
      await tx
        .insert(languages)
        .values(language)
        .onConflictDoUpdate({ target: languages.langId, set: language });
    }

    const [area] = await tx
      .select()
      .from(translationAreas)
      .where(eq(translationAreas.area, TRANSLATION_AREA));
    const current = area?.version ?? 0;
    const next = current + 1;

    const existing = await tx
      .select({ langId: translations.langId, key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.area, TRANSLATION_AREA));
    const stored = new Map(existing.map((row) => [`${row.langId}\u0000${row.key}`, row.value]));
    const edits = await tx
      .select({
        langId: translationEdits.langId,
        key: translationEdits.key,
        value: translationEdits.value,
      })
      .from(translationEdits)
      .where(eq(translationEdits.area, TRANSLATION_AREA));
    const edited = new Map(edits.map((row) => [`${row.langId}\u0000${row.key}`, row.value]));

    const upserts: (typeof translations.$inferInsert)[] = [];
    for (const [langId, catalogue] of Object.entries(shippedCatalogues) as [
      'en' | 'ar',
      Catalogue,
    ][]) {
      for (const [key, shipped] of Object.entries(catalogue)) {
        const id = `${langId}\u0000${key}`;
        const value = edited.get(id) ?? shipped;
        if (stored.get(id) !== value) {
          upserts.push({ area: TRANSLATION_AREA, langId, key, value, version: next });
        }
        stored.delete(id);
      }
    }
    for (const id of stored.keys()) {
      const [langId, key] = id.split('\u0000') as ['en' | 'ar', string];
      await tx
        .delete(translations)
        .where(
          and(
            eq(translations.area, TRANSLATION_AREA),
            eq(translations.langId, langId),
            eq(translations.key, key),
          ),
        );
    }
    if (upserts.length > 0) {
      await tx
        .insert(translations)
        .values(upserts)
        .onConflictDoUpdate({
          target: [translations.area, translations.langId, translations.key],
          set: { value: sql`excluded.value`, version: sql`excluded.version` },
        });
    }
    const changed = upserts.length + stored.size;
    if (changed === 0) return { version: current, changed };
    await tx
      .insert(translationAreas)
      .values({ area: TRANSLATION_AREA, version: next })
      .onConflictDoUpdate({ target: translationAreas.area, set: { version: next } });
    return { version: next, changed };
  });
}
