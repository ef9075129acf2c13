import type { LanguageCode, Menu, MenuItem } from '@storefront/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import { staticPageLinks } from '../content/service.ts';
import { allMenus, findMenu, type MenuItemRow, type MenuRow, visibleItemRows } from './queries.ts';

/** A hidden item hides its whole branch: keep only items whose every ancestor is visible too. */
export function withVisibleAncestors(rows: MenuItemRow[]): MenuItemRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const verdict = new Map<number, boolean>();
  const reachable = (row: MenuItemRow, depth = 0): boolean => {
    const known = verdict.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentItemId === null ? null : byId.get(row.parentItemId);
    // depth guards against a cycle in bad data: such items are simply not shown.
    const ok =
      row.parentItemId === null ||
      (parent !== undefined && depth < 32 && reachable(parent!, depth + 1));
    verdict.set(row.id, ok);
    return ok;
  };
  return rows.filter((row) => reachable(row));
}

async function menuOrNotFound(db: Db, menuId: number): Promise<MenuRow> {
  const menu = await findMenu(db, menuId);
  if (!menu) throw notFound(`Menu ${menuId} does not exist.`);
  return menu;
}

/** GET menus/{menuId}: the menu's name in the request language. */
export async function getMenu(db: Db, menuId: number, lang: LanguageCode): Promise<Menu> {
  const menu = await menuOrNotFound(db, menuId);
  return { menuId: menu.id, name: localize(menu.name, lang) };
}

/** GET menus/{menuId}/items/visible: flat, in display order, without hidden branches. */
export async function visibleMenuItems(
  db: Db,
  menuId: number,
  lang: LanguageCode,
): Promise<MenuItem[]> {
  const found = await visibleItemRows(db, menuId);
  // Whether the menu exists matters only when it shows nothing: one query for a menu with items.
  if (found.length === 0) await menuOrNotFound(db, menuId);
  const rows = withVisibleAncestors(found);
  const pageLinks = await staticPageLinks(
    db,
    lang,
    rows.map((row) => row.route),
  );
  return rows.map((row) => ({
    menuItemId: row.id,
    parentItemId: row.parentItemId,
    title: localize(row.title, lang),
    // A static page by its address in the shopper's language (decision 69).
    route: pageLinks.get(row.route) ?? row.route,
    icon: row.icon,
    openInNewTab: row.openInNewTab,
    allowGuestUser: row.allowGuestUser,
  }));
}

/** Every menu with its name in both languages, for the back office's choices (the theme's). */
export async function listMenuNames(
  db: Db,
): Promise<{ id: number; name: { en: string; ar?: string } }[]> {
  return (await allMenus(db)).map((menu) => ({ id: menu.id, name: menu.name }));
}
