import type { LanguageCode } from '@storefront/contracts';
import { and, asc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  categories,
  dataListGroups,
  dataListItems,
  dataLists,
  files,
  homeDrafts,
  products,
  users,
} from '../../../db/schema.ts';
import { localized } from '../../../db/sql.ts';
import { firstPicture, visibleCategory, visibleProduct } from '../sql.ts';
import type { StoredHomeLayout } from './stored-home-layout.ts';

/** The home page editor's reads and writes: the data lists, and the one draft row. */

/** The layout shoppers see now: every list (shown or not), its groups and items, in order. */
export async function liveLayout(db: Db): Promise<StoredHomeLayout> {
  const [lists, groups, items] = await Promise.all([
    db.select().from(dataLists).orderBy(asc(dataLists.sortOrder), asc(dataLists.id)),
    db.select().from(dataListGroups).orderBy(asc(dataListGroups.sortOrder), asc(dataListGroups.id)),
    db.select().from(dataListItems).orderBy(asc(dataListItems.sortOrder), asc(dataListItems.id)),
  ]);
  return {
    lists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      kind: list.kind,
      published: list.published,
      groups: groups
        .filter((group) => group.listId === list.id)
        .map((group) => ({
          id: group.id,
          name: group.name,
          items: items
            .filter((item) => item.groupId === group.id)
            .map((item) => (list.kind === 'product' ? item.productId : item.categoryId))
            .filter((id): id is number => id !== null),
        })),
    })),
  };
}

/** The draft row, locked to the transaction's end when `lock`, with who scheduled it. */
export async function draftRow(db: Db, lock = false) {
  const query = db
    .select({
      layout: homeDrafts.layout,
      savedAt: homeDrafts.savedAt,
      publishAt: homeDrafts.publishAt,
      scheduledBy: homeDrafts.scheduledBy,
      scheduledByName: sql<string | null>`coalesce(${users.displayName}, ${users.email})`,
    })
    .from(homeDrafts)
    .leftJoin(users, eq(users.id, homeDrafts.scheduledBy))
    .where(eq(homeDrafts.id, 1));
  const [row] = await (lock ? query.for('update', { of: homeDrafts }) : query);
  return row;
}

export async function setDraft(db: Db, layout: StoredHomeLayout | null) {
  await db
    .insert(homeDrafts)
    .values({ id: 1, layout, savedAt: layout ? new Date() : null })
    .onConflictDoUpdate({
      target: homeDrafts.id,
      set: layout
        ? { layout, savedAt: new Date() }
        : { layout: null, savedAt: null, publishAt: null, scheduledBy: null },
    });
}

export async function setSchedule(db: Db, at: Date | null, by: string | null) {
  await db.update(homeDrafts).set({ publishAt: at, scheduledBy: by }).where(eq(homeDrafts.id, 1));
}

/** The draft row when its scheduled moment has come, locked; skipped if another holds it. */
export async function dueDraft(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(homeDrafts)
    .where(
      and(eq(homeDrafts.id, 1), isNotNull(homeDrafts.publishAt), lte(homeDrafts.publishAt, now)),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** Which of `ids` are products (or categories) the catalogue has. */
export async function existingItems(db: Db, kind: 'product' | 'category', ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const table = kind === 'product' ? products : categories;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The groups of the lists, as [groupId, listId]. */
export async function groupOwners(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: dataListGroups.id, listId: dataListGroups.listId })
    .from(dataListGroups);
  return new Map(rows.map((row) => [row.id, row.listId]));
}

export async function listKinds(db: Db): Promise<Map<number, 'product' | 'category'>> {
  const rows = await db.select({ id: dataLists.id, kind: dataLists.kind }).from(dataLists);
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** What the back office shows of items: name in `lang`, first picture, seen by shoppers or not. */
export async function itemCards(
  db: Db,
  lang: LanguageCode,
  kind: 'product' | 'category',
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, ItemCard>();
  if (kind === 'product') {
    const picture = firstPicture(db, lang);
    const rows = await db
      .select({
        id: products.id,
        name: localized(products.name, lang),
        storageKey: picture.storageKey,
        visible: sql<boolean>`${visibleProduct}`,
      })
      .from(products)
      .leftJoinLateral(picture, sql`true`)
      .where(inArray(products.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }
  const rows = await db
    .select({
      id: categories.id,
      name: localized(categories.name, lang),
      storageKey: files.storageKey,
      visible: sql<boolean>`${visibleCategory}`,
    })
    .from(categories)
    .leftJoin(files, eq(files.id, categories.pictureId))
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
export interface ItemCard {
  id: number;
  name: string;
  storageKey: string | null;
  visible: boolean;
}

/**
 * The data lists become `layout`: lists and groups it names by id are updated in place (their
 * ids, which the storefront's addresses use, stay), new ones inserted, the rest deleted with
 * their items; each group's items are written again in order. Items the catalogue no longer has
 * are skipped.
 */
export async function applyLayout(db: Db, layout: StoredHomeLayout): Promise<void> {
  const keptLists = layout.lists.flatMap((list) => (list.id === null ? [] : [list.id]));
  await db
    .delete(dataLists)
    .where(keptLists.length > 0 ? notInArray(dataLists.id, keptLists) : sql`true`);
  for (const [listOrder, list] of layout.lists.entries()) {
    const values = {
      name: list.name,
      kind: list.kind,
      published: list.published,
      sortOrder: listOrder,
    };
    let listId = list.id;
    if (listId === null) {
      const [row] = await db.insert(dataLists).values(values).returning({ id: dataLists.id });
      listId = row!.id;
    } else {
      await db.update(dataLists).set(values).where(eq(dataLists.id, listId));
    }
    const keptGroups = list.groups.flatMap((group) => (group.id === null ? [] : [group.id]));
    await db
      .delete(dataListGroups)
      .where(
        and(
          eq(dataListGroups.listId, listId),
          keptGroups.length > 0 ? notInArray(dataListGroups.id, keptGroups) : sql`true`,
        ),
      );
    for (const [groupOrder, group] of list.groups.entries()) {
      let groupId = group.id;
      if (groupId === null) {
        const [row] = await db
          .insert(dataListGroups)
          .values({ listId, name: group.name, sortOrder: groupOrder })
          .returning({ id: dataListGroups.id });
        groupId = row!.id;
      } else {
        await db
          .update(dataListGroups)
          .set({ name: group.name, sortOrder: groupOrder })
          .where(eq(dataListGroups.id, groupId));
      }
      await db.delete(dataListItems).where(eq(dataListItems.groupId, groupId));
      const known = await existingItems(db, list.kind, group.items);
      const items = group.items.filter((id) => known.has(id));
      if (items.length > 0) {
        await db.insert(dataListItems).values(
          items.map((id, sortOrder) => ({
            groupId: groupId!,
            sortOrder,
            ...(list.kind === 'product' ? { productId: id } : { categoryId: id }),
          })),
        );
      }
    }
  }
}
