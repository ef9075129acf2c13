import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { menuItems, menus } from '../../../db/schema.ts';
import type { LocalizedText } from '../../../lib/localized-text.ts';

/** The back office's reads and writes of menus and their items (issue 28). */

export type ItemRow = typeof menuItems.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

/** One writer of a menu at a time: positions are decided with every sibling in view. */
export async function lockMenu(tx: Db, menuId: number): Promise<MenuRow | undefined> {
  const [row] = await tx.select().from(menus).where(eq(menus.id, menuId)).for('update');
  return row;
}

export function menuRows(db: Db): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.id));
}

export async function menuRow(db: Db, menuId: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, menuId));
  return row;
}

/** Every item of the given menus (all of them, hidden too), in sibling order. */
export function itemRows(db: Db, menuIds: number[]): Promise<ItemRow[]> {
  if (menuIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(menuItems)
    .where(inArray(menuItems.menuId, menuIds))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

export interface ItemValues {
  title: LocalizedText;
  route: string;
  openInNewTab: boolean;
  allowGuestUser: boolean;
  visible: boolean;
}

export async function insertItem(
  tx: Db,
  values: ItemValues & { menuId: number; parentItemId: number | null; sortOrder: number },
): Promise<ItemRow> {
  const [row] = await tx.insert(menuItems).values(values).returning();
  return row!;
}

export async function updateItem(tx: Db, id: number, values: ItemValues): Promise<void> {
  await tx.update(menuItems).set(values).where(eq(menuItems.id, id));
}

/** The item and, by the foreign key's cascade, everything under it. */
export async function deleteItem(tx: Db, id: number): Promise<void> {
  await tx.delete(menuItems).where(eq(menuItems.id, id));
}

/** `ids` become the children of `parentItemId` in this order. */
export async function placeItems(
  tx: Db,
  menuId: number,
  parentItemId: number | null,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const order = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  await tx
    .update(menuItems)
    .set({ parentItemId, sortOrder: sql`(case ${menuItems.id} ${order} end)::int` })
    .where(and(eq(menuItems.menuId, menuId), inArray(menuItems.id, ids)));
}

/** A new menu, numbered after the last one (menus take no identity: the seed names theirs). */
export async function insertMenu(tx: Db, name: LocalizedText): Promise<MenuRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(727004)`);
  const [row] = await tx
    .insert(menus)
    .values({ id: sql`(select coalesce(max(${menus.id}), 0) + 1 from ${menus})`, name })
    .returning();
  return row!;
}

export async function renameMenu(tx: Db, menuId: number, name: LocalizedText): Promise<void> {
  await tx.update(menus).set({ name }).where(eq(menus.id, menuId));
}

/** The menu and, by the foreign key's cascade, its items. */
export async function deleteMenu(tx: Db, menuId: number): Promise<void> {
  await tx.delete(menus).where(eq(menus.id, menuId));
}
