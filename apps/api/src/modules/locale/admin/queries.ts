import type { LanguageCode } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { translationAreas, translationEdits, translations } from '../../../db/schema.ts';
import { SEED_LOCK_ID } from '../../../db/seed/reference-data.ts';

/** The back office's reads and writes of an area's strings and the shop's own words (issue 28). */

export interface StringRow {
  langId: LanguageCode;
  key: string;
  value: string;
}

/** What shoppers see now: every string of the area (or one key), in both languages. */
export function liveRows(db: Db, area: string, key?: string): Promise<StringRow[]> {
  return db
    .select({ langId: translations.langId, key: translations.key, value: translations.value })
    .from(translations)
    .where(
      and(eq(translations.area, area), key === undefined ? undefined : eq(translations.key, key)),
    );
}

/** The shop's own words in the area (or for one key). */
export function editRows(db: Db, area: string, key?: string): Promise<StringRow[]> {
  return db
    .select({
      langId: translationEdits.langId,
      key: translationEdits.key,
      value: translationEdits.value,
    })
    .from(translationEdits)
    .where(
      and(
        eq(translationEdits.area, area),
        key === undefined ? undefined : eq(translationEdits.key, key),
      ),
    );
}

/**
 * Waits for the area's other writers (a start bringing the shipped catalogue in, another save)
 * and answers its next version. The lock is the start-up sync's, so versions rise one at a time.
 */
export async function lockNextVersion(tx: Db, area: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
  const [row] = await tx
    .select({ version: translationAreas.version })
    .from(translationAreas)
    .where(eq(translationAreas.area, area));
  return (row?.version ?? 0) + 1;
}

export async function setVersion(tx: Db, area: string, version: number): Promise<void> {
  await tx
    .insert(translationAreas)
    .values({ area, version })
    .onConflictDoUpdate({ target: translationAreas.area, set: { version } });
}

/** What shoppers see for one string from this version on. */
export async function setLive(tx: Db, area: string, row: StringRow, version: number) {
  await tx
    .insert(translations)
    .values({ area, ...row, version })
    .onConflictDoUpdate({
      target: [translations.area, translations.langId, translations.key],
      set: { value: row.value, version },
    });
}

export async function saveEdit(tx: Db, area: string, row: StringRow): Promise<void> {
  await tx
    .insert(translationEdits)
    .values({ area, ...row })
    .onConflictDoUpdate({
      target: [translationEdits.area, translationEdits.langId, translationEdits.key],
      set: { value: row.value, updatedAt: sql`now()` },
    });
}

export async function dropEdit(tx: Db, area: string, langId: LanguageCode, key: string) {
  await tx
    .delete(translationEdits)
    .where(
      and(
        eq(translationEdits.area, area),
        eq(translationEdits.langId, langId),
        eq(translationEdits.key, key),
      ),
    );
}
