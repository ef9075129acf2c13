import {
  type LanguageCode,
  type PriceSettings,
  priceSettingsOf,
  TENANT,
  type ThemeConfig,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { themeConfigs } from '../../db/schema.ts';
import { localize } from '../../lib/localized-text.ts';
import type { StoredThemeConfig } from './stored-theme-config.ts';

export interface TenantSlot {
  tenantId: number;
  webAppId: number;
  slot: number;
}

export async function findThemeConfig(
  db: Db,
  at: TenantSlot,
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

/** The stored theme with its shopper-facing texts in one language. */
export function localizeThemeConfig(stored: StoredThemeConfig, lang: LanguageCode): ThemeConfig {
  return {
    ...stored,
    title: localize(stored.title, lang),
    copy_right: localize(stored.copy_right, lang),
    metadata_title: localize(stored.metadata_title, lang),
    metadata_description: localize(stored.metadata_description, lang),
  };
}

/**
 * The shop's price settings (spec 3), for the amounts the API itself writes: messages such as
 * "Spend at least KD 5.000", the hosted payment page, invoices. The same figures as the
 * storefront shows.
 */
export async function shopPriceSettings(db: Db): Promise<PriceSettings> {
  return priceSettingsOf(await findThemeConfig(db, TENANT));
}
