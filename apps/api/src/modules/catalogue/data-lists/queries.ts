import type { LanguageCode } from '@storefront/contracts';
import type { DataList } from '@storefront/contracts/catalogue';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  categories,
  dataListGroups,
  dataListItems,
  dataLists,
  files,
  products,
} from '../../../db/schema.ts';
import { correlated, localized } from '../../../db/sql.ts';
import { selectSummaries, toSummary } from '../queries.ts';
import { visibleCategory, visibleProduct } from '../sql.ts';

/** The data lists' reads. */

export interface Paging {
  $top: number;
  $skip: number;
}

/** The published lists (all, or the one with `listId`) in display order, with their groups. */
export async function publishedLists(
  db: Db,
  lang: LanguageCode,
  listId?: number,
): Promise<DataList[]> {
  return db
    .select({
      listId: dataLists.id,
      name: localized(dataLists.name, lang),
      kind: dataLists.kind,
      groups: correlated(sql<DataList['groups']>`(select coalesce(json_agg(json_build_object(
          'groupId', ${dataListGroups.id}, 'name', ${localized(dataListGroups.name, lang)})
          order by ${dataListGroups.sortOrder}, ${dataListGroups.id}), '[]')
        from ${dataListGroups} where ${dataListGroups.listId} = ${dataLists.id})`),
    })
    .from(dataLists)
    .where(
      listId === undefined
        ? eq(dataLists.published, true)
        : and(eq(dataLists.published, true), eq(dataLists.id, listId)),
    )
    .orderBy(asc(dataLists.sortOrder), asc(dataLists.id));
}

/** A published list's kind and whether `groupId` (when given) is one of its groups. */
export async function publishedListKind(db: Db, listId: number, groupId: number | undefined) {
  const [list] = await db
    .select({
      kind: dataLists.kind,
      hasGroup:
        groupId === undefined
          ? sql<boolean>`true`
          : correlated(
              sql<boolean>`exists (select 1 from ${dataListGroups} where ${dataListGroups.id} = ${groupId} and ${dataListGroups.listId} = ${dataLists.id})`,
            ),
    })
    .from(dataLists)
    .where(and(eq(dataLists.id, listId), eq(dataLists.published, true)));
  return list;
}

/** The items of a list, or of one group, in group order then item order. */
function itemsOf(listId: number, groupId: number | undefined): SQL {
  return groupId === undefined
    ? eq(dataListGroups.listId, listId)
    : and(eq(dataListGroups.listId, listId), eq(dataListGroups.id, groupId))!;
}

/** A list's items in the merchant's order: group by group, then item by item. */
const itemOrder = [
  asc(dataListGroups.sortOrder),
  asc(dataListGroups.id),
  asc(dataListItems.sortOrder),
  asc(dataListItems.id),
];

/** One page of a product list's (or group's) visible products, and how many in all. */
export async function productItems(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
) {
  const where = and(itemsOf(listId, groupId), visibleProduct)!;
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, lang)
      .innerJoin(dataListItems, eq(dataListItems.productId, products.id))
      .innerJoin(dataListGroups, eq(dataListGroups.id, dataListItems.groupId))
      .where(where)
      .orderBy(...itemOrder)
      .limit(paging.$top)
      .offset(paging.$skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(dataListItems)
      .innerJoin(dataListGroups, eq(dataListGroups.id, dataListItems.groupId))
      .innerJoin(products, eq(products.id, dataListItems.productId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), count: total?.count ?? 0 };
}

/** One page of a category list's (or group's) visible categories, and how many in all. */
export async function categoryItems(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
) {
  const where = and(itemsOf(listId, groupId), visibleCategory)!;
  const name = localized(categories.name, lang);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        categoryId: categories.id,
        parentId: categories.parentId,
        name,
        storageKey: files.storageKey,
        width: files.width,
        height: files.height,
      })
      .from(dataListItems)
      .innerJoin(dataListGroups, eq(dataListGroups.id, dataListItems.groupId))
      .innerJoin(categories, eq(categories.id, dataListItems.categoryId))
      .leftJoin(files, eq(files.id, categories.pictureId))
      .where(where)
      .orderBy(...itemOrder)
      .limit(paging.$top)
      .offset(paging.$skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(dataListItems)
      .innerJoin(dataListGroups, eq(dataListGroups.id, dataListItems.groupId))
      .innerJoin(categories, eq(categories.id, dataListItems.categoryId))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/**
 * The visible products among `ids`, as a list's cards show them (the home page's draft layout
 * names its items by id: home/home-preview.ts), in no particular order.
 */
export async function visibleProductsIn(db: Db, lang: LanguageCode, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await selectSummaries(db, lang).where(
    and(inArray(products.id, [...ids]), visibleProduct),
  );
  return rows.map(toSummary);
}

/** The visible categories among `ids`, with their pictures, in no particular order. */
export async function visibleCategoriesIn(db: Db, lang: LanguageCode, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const name = localized(categories.name, lang);
  return db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      name,
      storageKey: files.storageKey,
      width: files.width,
      height: files.height,
    })
    .from(categories)
    .leftJoin(files, eq(files.id, categories.pictureId))
    .where(and(inArray(categories.id, [...ids]), visibleCategory));
}
