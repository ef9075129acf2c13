import {
  type AdminMenu,
  type AdminMenuItem,
  MAX_MENU_DEPTH,
  MAX_MENU_ITEMS,
  type MenuItemCreate,
  type MenuItemRequest,
  type MenuRequest,
  type MoveMenuItem,
  menuItemCreateSchema,
  menuItemRequestSchema,
} from '@storefront/contracts/admin-menus';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { storedText, textPair } from '../../../lib/localized-text.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { type MenuUse, menusInUse } from '../../theme/service.ts';
import {
  deleteItem,
  deleteMenu,
  type ItemRow,
  type ItemValues,
  insertItem,
  insertMenu,
  itemRows,
  lockMenu,
  type MenuRow,
  menuRow,
  menuRows,
  placeItems,
  renameMenu,
  updateItem,
} from './queries.ts';

/**
 * The back office's menus (issue 28). Every write locks its menu's row first, so an item's place
 * among its siblings is decided by one writer at a time; it is one transaction with its audit
 * row, and once committed the `menus` tag is announced: every page drawn with a menu is
 * forgotten on every instance (the menus' answers name that tag).
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

const toItem = (row: ItemRow): AdminMenuItem => ({
  id: row.id,
  parentItemId: row.parentItemId,
  title: textPair(row.title),
  route: row.route,
  openInNewTab: row.openInNewTab,
  allowGuestUser: row.allowGuestUser,
  visible: row.visible,
  sortOrder: row.sortOrder,
});

/** Parents before their children, siblings in order: the order the editor draws the tree in. */
function treeOrder(rows: ItemRow[]): ItemRow[] {
  const children = new Map<number | null, ItemRow[]>();
  for (const row of rows) {
    const key = row.parentItemId;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: ItemRow[] = [];
  const walk = (parent: number | null) => {
    for (const row of children.get(parent) ?? []) {
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

const toMenu = (menu: MenuRow, rows: ItemRow[], uses: Map<number, MenuUse[]>): AdminMenu => ({
  id: menu.id,
  name: textPair(menu.name),
  usedAs: uses.get(menu.id) ?? [],
  items: treeOrder(rows.filter((row) => row.menuId === menu.id)).map(toItem),
});

/** GET admin/menus: every menu with all its items, hidden ones too. */
export async function listMenus(db: Db): Promise<AdminMenu[]> {
  const [menus, uses] = await Promise.all([menuRows(db), menusInUse(db)]);
  const rows = await itemRows(
    db,
    menus.map((menu) => menu.id),
  );
  return menus.map((menu) => toMenu(menu, rows, uses));
}

async function readMenu(db: Db, menuId: number): Promise<AdminMenu> {
  const menu = await menuRow(db, menuId);
  if (!menu) throw notFound(`Menu ${menuId} does not exist.`);
  const [rows, uses] = await Promise.all([itemRows(db, [menuId]), menusInUse(db)]);
  return toMenu(menu, rows, uses);
}

const itemGone = () =>
  new HttpError(404, 'not_found', 'errors.menuItemUnknown', { id: 'errors.menuItemUnknown' });

const valuesOf = (request: ReturnType<typeof menuItemRequestSchema.parse>): ItemValues => ({
  title: storedText(request.title),
  route: request.route,
  openInNewTab: request.openInNewTab,
  allowGuestUser: request.allowGuestUser,
  visible: request.visible,
});

/** How deep an item sits (1 at the top), and how deep its own branch goes below it. */
const depthOf = (rows: ItemRow[], id: number | null): number => {
  let depth = 0;
  for (let at = id; at !== null; depth++)
    at = rows.find((row) => row.id === at)?.parentItemId ?? null;
  return depth;
};
const branchHeight = (rows: ItemRow[], id: number): number =>
  1 +
  Math.max(
    0,
    ...rows.filter((row) => row.parentItemId === id).map((row) => branchHeight(rows, row.id)),
  );
const isUnder = (rows: ItemRow[], id: number | null, ancestor: number): boolean => {
  for (let at = id; at !== null; at = rows.find((row) => row.id === at)?.parentItemId ?? null) {
    if (at === ancestor) return true;
  }
  return false;
};
const siblingIds = (rows: ItemRow[], parent: number | null, without?: number) =>
  rows.filter((row) => row.parentItemId === parent && row.id !== without).map((row) => row.id);

/** Locks the menu and answers its items; 404 for a menu that does not exist. */
async function lockedItems(tx: Db, menuId: number): Promise<ItemRow[]> {
  if (!(await lockMenu(tx, menuId))) throw notFound(`Menu ${menuId} does not exist.`);
  return itemRows(tx, [menuId]);
}

async function changed(news: CatalogueNews, db: Db, menuId: number): Promise<AdminMenu> {
  await news.announce([cacheTags.menus]);
  return readMenu(db, menuId);
}

/** POST admin/menus/{menuId}/items: a new item, last under its parent. */
export async function createItem(
  { db, actor, news }: Writer,
  menuId: number,
  input: MenuItemCreate,
) {
  const request = menuItemCreateSchema.parse(input);
  await db.transaction(async (tx) => {
    const rows = await lockedItems(tx, menuId);
    if (rows.length >= MAX_MENU_ITEMS) throw new HttpError(409, 'conflict', 'errors.menuFull');
    const parent = request.parentItemId;
    if (parent !== null && !rows.some((row) => row.id === parent)) {
      throw new HttpError(404, 'not_found', 'errors.menuItemUnknown', {
        parentItemId: 'errors.menuItemUnknown',
      });
    }
    if (depthOf(rows, parent) + 1 > MAX_MENU_DEPTH) {
      throw new HttpError(409, 'conflict', 'errors.menuTooDeep', {
        parentItemId: 'errors.menuTooDeep',
      });
    }
    const row = await insertItem(tx, {
      ...valuesOf(request),
      menuId,
      parentItemId: parent,
      sortOrder: siblingIds(rows, parent).length,
    });
    await recordChange(tx, actor, {
      entity: 'menuItem',
      entityId: row.id,
      action: 'create',
      before: null,
      after: toItem(row),
    });
  });
  return changed(news, db, menuId);
}

/** PUT admin/menus/{menuId}/items/{id}: its titles, link and flags. */
export async function changeItem(
  { db, actor, news }: Writer,
  menuId: number,
  id: number,
  input: MenuItemRequest,
) {
  const request = menuItemRequestSchema.parse(input);
  await db.transaction(async (tx) => {
    const rows = await lockedItems(tx, menuId);
    const before = rows.find((row) => row.id === id);
    if (!before) throw itemGone();
    const values = valuesOf(request);
    await updateItem(tx, id, values);
    await recordChange(tx, actor, {
      entity: 'menuItem',
      entityId: id,
      action: 'update',
      before: toItem(before),
      after: toItem({ ...before, ...values }),
    });
  });
  return changed(news, db, menuId);
}

/** PUT admin/menus/{menuId}/items/{id}/position: under another parent, or another place. */
export async function moveItem(
  { db, actor, news }: Writer,
  menuId: number,
  id: number,
  request: MoveMenuItem,
) {
  const parent = request.parentItemId ?? null;
  await db.transaction(async (tx) => {
    const rows = await lockedItems(tx, menuId);
    const moving = rows.find((row) => row.id === id);
    if (!moving) throw itemGone();
    if (parent !== null && !rows.some((row) => row.id === parent)) {
      throw new HttpError(404, 'not_found', 'errors.menuItemUnknown', {
        parentItemId: 'errors.menuItemUnknown',
      });
    }
    if (isUnder(rows, parent, id)) {
      throw new HttpError(409, 'conflict', 'errors.menuItemCycle', {
        parentItemId: 'errors.menuItemCycle',
      });
    }
    if (depthOf(rows, parent) + branchHeight(rows, id) > MAX_MENU_DEPTH) {
      throw new HttpError(409, 'conflict', 'errors.menuTooDeep', {
        parentItemId: 'errors.menuTooDeep',
      });
    }
    const siblings = siblingIds(rows, parent, id);
    siblings.splice(Math.min(request.index, siblings.length), 0, id);
    if (moving.parentItemId !== parent) {
      await placeItems(tx, menuId, moving.parentItemId, siblingIds(rows, moving.parentItemId, id));
    }
    await placeItems(tx, menuId, parent, siblings);
    await recordChange(tx, actor, {
      entity: 'menuItem',
      entityId: id,
      action: 'move',
      before: {
        parentItemId: moving.parentItemId,
        index: siblingIds(rows, moving.parentItemId).indexOf(id),
      },
      after: { parentItemId: parent, index: siblings.indexOf(id) },
    });
  });
  return changed(news, db, menuId);
}

/** DELETE admin/menus/{menuId}/items/{id}: the item and everything under it. */
export async function removeItem({ db, actor, news }: Writer, menuId: number, id: number) {
  await db.transaction(async (tx) => {
    const rows = await lockedItems(tx, menuId);
    const item = rows.find((row) => row.id === id);
    if (!item) throw itemGone();
    await deleteItem(tx, id);
    await placeItems(tx, menuId, item.parentItemId, siblingIds(rows, item.parentItemId, id));
    await recordChange(tx, actor, {
      entity: 'menuItem',
      entityId: id,
      action: 'delete',
      before: toItem(item),
      after: null,
    });
  });
  return changed(news, db, menuId);
}

/** POST admin/menus: a new, empty menu, shown nowhere until the theme uses it. */
export async function createMenu({ db, actor }: Writer, input: MenuRequest): Promise<AdminMenu> {
  const name = storedText(input.name);
  const menu = await db.transaction(async (tx) => {
    const row = await insertMenu(tx, name);
    await recordChange(tx, actor, {
      entity: 'menu',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { name },
    });
    return row;
  });
  return readMenu(db, menu.id);
}

/** PUT admin/menus/{menuId}: its name in both languages. */
export async function changeMenu(
  { db, actor, news }: Writer,
  menuId: number,
  input: MenuRequest,
): Promise<AdminMenu> {
  const name = storedText(input.name);
  await db.transaction(async (tx) => {
    const menu = await lockMenu(tx, menuId);
    if (!menu) throw notFound(`Menu ${menuId} does not exist.`);
    await renameMenu(tx, menuId, name);
    await recordChange(tx, actor, {
      entity: 'menu',
      entityId: menuId,
      action: 'rename',
      before: { name: menu.name },
      after: { name },
    });
  });
  return changed(news, db, menuId);
}

/** DELETE admin/menus/{menuId}: a menu the theme does not use (live, draft or scheduled). */
export async function removeMenu({ db, actor, news }: Writer, menuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const menu = await lockMenu(tx, menuId);
    if (!menu) throw notFound(`Menu ${menuId} does not exist.`);
    if ((await menusInUse(tx)).has(menuId)) {
      throw new HttpError(409, 'conflict', 'errors.menuInUse');
    }
    const items = await itemRows(tx, [menuId]);
    await deleteMenu(tx, menuId);
    await recordChange(tx, actor, {
      entity: 'menu',
      entityId: menuId,
      action: 'delete',
      before: { name: menu.name, items: items.map(toItem) },
      after: null,
    });
  });
  await news.announce([cacheTags.menus]);
}
