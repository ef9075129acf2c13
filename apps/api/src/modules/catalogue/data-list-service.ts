import type { LanguageCode } from '@storefront/contracts';
import type { CategoryPage, DataList, ProductPage } from '@storefront/contracts/catalogue';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  dataListGroups,
  dataListItems,
  dataLists,
  files,
  products,
} from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { visibleCategory } from './category-service.ts';
import { selectSummaries, toSummary } from './product-summaries.ts';
import { correlated, localized, pictureOf, visibleProduct } from './sql.ts';

/**
 * Data lists compose the home page (spec 7): a list holds groups (tabs, rows), a group holds
 * products or categories, as the list's kind says. Only published lists are answered; the
 * items a shopper may not see (unpublished products or categories) are left out.
 */

type Kind = DataList['kind'];

export interface Paging {
  $top: number;
  $skip: number;
}

/** GET v2/data-lists: the published lists in display order, each with its groups. */
export async function allDataLists(db: Db, lang: LanguageCode): Promise<DataList[]> {
  return findLists(db, lang, eq(dataLists.published, true));
}

/** GET data-list/{id}: one published list with its groups. */
export async function oneDataList(db: Db, lang: LanguageCode, listId: number): Promise<DataList> {
  const [list] = await findLists(
    db,
    lang,
    and(eq(dataLists.published, true), eq(dataLists.id, listId))!,
  );
  if (!list) throw listNotFound(listId);
  return list;
}

async function findLists(db: Db, lang: LanguageCode, where: SQL): Promise<DataList[]> {
  const rows = await db
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
    .where(where)
    .orderBy(asc(dataLists.sortOrder), asc(dataLists.id));
  return rows;
}

const listNotFound = (listId: number) =>
  notFound(`Data list ${listId} does not exist or is not published.`);

/**
 * The list exists, is published and of the kind the path asks for; the group, when given,
 * belongs to it. Anything else is a 404 saying which.
 */
async function checkList(db: Db, kind: Kind, listId: number, groupId?: number): Promise<void> {
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
  if (!list) throw listNotFound(listId);
  if (list.kind !== kind) throw notFound(`Data list ${listId} is not a ${kind} list.`);
  if (!list.hasGroup) throw notFound(`Data list ${listId} has no group ${groupId}.`);
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

/** The products of a product list (or of one group): one page, and how many in all. */
export async function dataListProducts(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
): Promise<ProductPage> {
  await checkList(db, 'product', listId, groupId);
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

/** The categories of a category list (or of one group): one page, and how many in all. */
export async function dataListCategories(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
): Promise<CategoryPage> {
  await checkList(db, 'category', listId, groupId);
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
  return {
    items: rows.map((row) => ({
      categoryId: row.categoryId,
      parentId: row.parentId,
      name: row.name,
      picture: pictureOf({ ...row, alt: row.name }),
    })),
    count: total?.count ?? 0,
  };
}
