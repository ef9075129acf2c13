import type { LanguageCode } from '@storefront/contracts';
import type { CategoryPage, DataList, ProductPage } from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { pictureOf } from '../sql.ts';
import {
  categoryItems,
  type Paging,
  productItems,
  publishedListKind,
  publishedLists,
} from './queries.ts';

/**
 * Data lists compose the home page (spec 7): a list holds groups (tabs, rows), a group holds
 * products or categories, as the list's kind says. Only published lists are answered; the
 * items a shopper may not see (unpublished products or categories) are left out.
 */

type Kind = DataList['kind'];

export type { Paging } from './queries.ts';

/** GET v2/data-lists: the published lists in display order, each with its groups. */
export async function allDataLists(db: Db, lang: LanguageCode): Promise<DataList[]> {
  return publishedLists(db, lang);
}

/** GET data-list/{id}: one published list with its groups. */
export async function oneDataList(db: Db, lang: LanguageCode, listId: number): Promise<DataList> {
  const [list] = await publishedLists(db, lang, listId);
  if (!list) throw listNotFound(listId);
  return list;
}

const listNotFound = (listId: number) =>
  notFound(`Data list ${listId} does not exist or is not published.`);

/**
 * The list exists, is published and of the kind the path asks for; the group, when given,
 * belongs to it. Anything else is a 404 saying which.
 */
async function checkList(db: Db, kind: Kind, listId: number, groupId?: number): Promise<void> {
  const list = await publishedListKind(db, listId, groupId);
  if (!list) throw listNotFound(listId);
  if (list.kind !== kind) throw notFound(`Data list ${listId} is not a ${kind} list.`);
  if (!list.hasGroup) throw notFound(`Data list ${listId} has no group ${groupId}.`);
}

/** The products of a product list (or of one group): one page, and how many in all. */
export async function dataListProducts(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
): Promise<ProductPage> {
  await checkList(db, 'product', listId, groupId);
  return productItems(db, lang, listId, groupId, paging);
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
  const { rows, count } = await categoryItems(db, lang, listId, groupId, paging);
  return {
    items: rows.map((row) => ({
      categoryId: row.categoryId,
      parentId: row.parentId,
      name: row.name,
      picture: pictureOf({ ...row, alt: row.name }),
    })),
    count,
  };
}
