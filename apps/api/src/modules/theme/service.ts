import {
  type LanguageCode,
  type PriceSettings,
  priceSettingsOf,
  TENANT,
  type ThemeConfig,
} from '@storefront/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import { findStoredTheme, pendingThemes } from './queries.ts';
import type { StoredThemeConfig } from './stored-theme-config.ts';

/**
 * Spec 3 theme config: the shop's look and its settings (registration, checkout terms, price
 * format…). Other modules read their settings through findThemeConfig or shopPriceSettings.
 */

export interface TenantSlot {
  tenantId: number;
  webAppId: number;
  slot: number;
}

export async function findThemeConfig(
  db: Db,
  at: TenantSlot,
): Promise<StoredThemeConfig | undefined> {
  return findStoredTheme(db, at);
}

/** GET theme-config: the theme in the request language; 404 when none is configured. */
export async function getThemeConfig(
  db: Db,
  at: TenantSlot,
  lang: LanguageCode,
): Promise<ThemeConfig> {
  const stored = await findStoredTheme(db, at);
  if (!stored) throw notFound('No theme is configured for this tenant, web app and slot.');
  return localizeThemeConfig(stored, lang);
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

/** The back office's preview: the draft theme a token opens, or null (admin/service.ts). */
export { previewConfig as previewThemeConfig } from './admin/service.ts';

export type MenuUse = 'main' | 'footer' | 'draft' | 'scheduled';

/**
 * Where the theme uses each menu: the live theme's main menu and footer menus, and the menus a
 * draft or scheduled theme would show. The menus' back office keeps a menu in use from deletion.
 */
export async function menusInUse(db: Db): Promise<Map<number, MenuUse[]>> {
  const [live, pending] = await Promise.all([findStoredTheme(db, TENANT), pendingThemes(db)]);
  const uses = new Map<number, MenuUse[]>();
  const add = (menuId: number, use: MenuUse) => {
    const list = uses.get(menuId) ?? [];
    if (!list.includes(use)) list.push(use);
    uses.set(menuId, list);
  };
  if (live) {
    add(live.main_menu, 'main');
    for (const id of live.footer_menus) add(id, 'footer');
  }
  for (const version of pending) {
    const use = version.state === 'scheduled' ? 'scheduled' : 'draft';
    for (const id of [version.config.main_menu, ...version.config.footer_menus]) add(id, use);
  }
  return uses;
}
