import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { themeConfigs, themeVersions } from '../../db/schema.ts';
import type { StoredThemeConfig } from './stored-theme-config.ts';

/** The theme's stored configuration for a tenant, web app and slot; undefined when none. */
export async function findStoredTheme(
  db: Db,
  at: { tenantId: number; webAppId: number; slot: number },
): Promise<StoredThemeConfig | undefined> {
  const [row] = await db
    .select({ config: themeConfigs.config })
    .from(themeConfigs)
    .where(
      and(
        eq(themeConfigs.tenantId, at.tenantId),
        eq(themeConfigs.webAppId, at.webAppId),
        eq(themeConfigs.slot, at.slot),
      ),
    );
  return row?.config;
}

/** The theme's draft and scheduled versions (at most one each). */
export async function pendingThemes(db: Db) {
  return db
    .select({ state: themeVersions.state, config: themeVersions.config })
    .from(themeVersions)
    .where(inArray(themeVersions.state, ['draft', 'scheduled']));
}
