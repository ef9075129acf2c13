import { TENANT } from '@storefront/contracts';
import { and, desc, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { themeConfigs, themeVersions, users } from '../../../db/schema.ts';
import type { StoredThemeConfig } from '../stored-theme-config.ts';

/** The back office's reads and writes of the theme's versions and the live theme (issue 28). */

export type VersionRow = typeof themeVersions.$inferSelect;

/** Serialises the theme's writers: one draft, one live version, decided one at a time. */
export async function lockTheme(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
}

export async function draftRow(db: Db): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(themeVersions).where(eq(themeVersions.state, 'draft'));
  return row;
}

/** The version set to go live later, with who scheduled it. */
export async function scheduledRow(db: Db) {
  const [row] = await db
    .select({
      id: themeVersions.id,
      publishAt: themeVersions.publishAt,
      config: themeVersions.config,
      staffId: themeVersions.staffId,
      staffName: users.displayName,
      staffEmail: users.email,
    })
    .from(themeVersions)
    .leftJoin(users, eq(users.id, themeVersions.staffId))
    .where(eq(themeVersions.state, 'scheduled'));
  return row;
}

/** The scheduled version once its moment has come (by the database's clock). */
export async function dueScheduledRow(db: Db): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(themeVersions)
    .where(and(eq(themeVersions.state, 'scheduled'), lte(themeVersions.publishAt, sql`now()`)));
  return row;
}

/** The draft is set to go live at `publishAt`. */
export async function markScheduled(db: Db, id: number, publishAt: Date, staffId: string) {
  await db
    .update(themeVersions)
    .set({ state: 'scheduled', publishAt, staffId })
    .where(eq(themeVersions.id, id));
}

export async function deleteScheduled(db: Db): Promise<void> {
  await db.delete(themeVersions).where(eq(themeVersions.state, 'scheduled'));
}

export async function versionRow(db: Db, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(themeVersions).where(eq(themeVersions.id, id));
  return row;
}

/** Published versions, newest first, with who published each. */
export function publishedRows(db: Db, limit: number) {
  return db
    .select({
      id: themeVersions.id,
      publishedAt: themeVersions.publishedAt,
      restoredFrom: themeVersions.restoredFrom,
      config: themeVersions.config,
      staffName: users.displayName,
      staffEmail: users.email,
    })
    .from(themeVersions)
    .leftJoin(users, eq(users.id, themeVersions.staffId))
    .where(and(eq(themeVersions.state, 'published'), isNotNull(themeVersions.publishedAt)))
    .orderBy(desc(themeVersions.publishedAt), desc(themeVersions.id))
    .limit(limit);
}

export async function hasPublished(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: themeVersions.id })
    .from(themeVersions)
    .where(eq(themeVersions.state, 'published'))
    .limit(1);
  return row !== undefined;
}

type VersionValues = Omit<typeof themeVersions.$inferInsert, 'publishedAt'> & {
  publishedAt?: Date | SQL;
};

export async function insertVersion(db: Db, values: VersionValues) {
  const [row] = await db.insert(themeVersions).values(values).returning();
  return row!;
}

/** A version published now (a restore). */
export async function insertPublished(
  db: Db,
  values: Pick<typeof themeVersions.$inferInsert, 'config' | 'staffId' | 'restoredFrom'>,
) {
  return insertVersion(db, { ...values, state: 'published', publishedAt: sql`now()` });
}

/** The theme the shop started with, published just before whatever this transaction publishes. */
export async function insertStartingVersion(db: Db, config: StoredThemeConfig) {
  return insertVersion(db, {
    state: 'published',
    config,
    staffId: null,
    publishedAt: sql`now() - interval '1 second'`,
  });
}

export async function updateDraft(db: Db, id: number, config: StoredThemeConfig, staffId: string) {
  await db
    .update(themeVersions)
    .set({ config, staffId, savedAt: sql`now()` })
    .where(eq(themeVersions.id, id));
}

export async function deleteDraft(db: Db): Promise<void> {
  await db.delete(themeVersions).where(eq(themeVersions.state, 'draft'));
}

export async function markPublished(db: Db, id: number, staffId: string | null): Promise<void> {
  await db
    .update(themeVersions)
    .set({ state: 'published', publishedAt: sql`now()`, ...(staffId && { staffId }) })
    .where(eq(themeVersions.id, id));
}

/** What shoppers see from now on. */
export async function setLiveConfig(db: Db, config: StoredThemeConfig): Promise<void> {
  await db
    .update(themeConfigs)
    .set({ config, updatedAt: sql`now()` })
    .where(
      and(
        eq(themeConfigs.tenantId, TENANT.tenantId),
        eq(themeConfigs.webAppId, TENANT.webAppId),
        eq(themeConfigs.slot, TENANT.slot),
      ),
    );
}
