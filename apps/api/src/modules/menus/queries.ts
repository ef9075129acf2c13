import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema.ts';

/** The menus module's reads. */

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

export async function findMenu(db: Db, menuId: number): Promise<MenuRow | undefined> {
  const [menu] = await db.select().from(menus).where(eq(menus.id, menuId));
  return menu;
}

/** Every menu, by id: what the back office offers to choose from. */
export function allMenus(db: Db): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.id));
}

/** A menu's items marked visible, in display order. */
export async function visibleItemRows(db: Db, menuId: number): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.menuId, menuId), eq(menuItems.visible, true)))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}
