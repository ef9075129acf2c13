import type { LanguageCode } from '@storefront/contracts';
import type { CategoryPage, DataList, ProductPage } from '@storefront/contracts/catalogue';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/http-error.ts';
import { type LocalizedText, localize } from '../../../lib/localized-text.ts';
import { openPreview, signPreview } from '../../../lib/preview-token.ts';
import { type Paging, visibleCategoriesIn, visibleProductsIn } from '../data-lists/queries.ts';
import { pictureOf } from '../sql.ts';
import { draftRow, liveLayout } from './queries.ts';

/**
 * The home page's preview (issue 28): a signed token (lib/preview-token.ts) that makes the
 * storefront draw the home page with the draft layout, for an hour. The page's calls carry it
 * (PREVIEW_HEADER) and the data lists' routes answer them from the draft instead of the tables,
 * through the same shapes, so the storefront draws the draft with its own components.
 */

const HOME_PREVIEW_KIND = 'home-preview';
const SUBJECT = 'home';

/** POST admin/home/preview: the token; it opens the draft as it is saved when a page is drawn. */
export function createHomePreview(secret: Uint8Array, now = Date.now()) {
  return signPreview(secret, HOME_PREVIEW_KIND, SUBJECT, now);
}

/** Whether a request's preview token (its header) opens the home page's draft. */
export function opensHomeDraft(secret: Uint8Array, token: unknown, now = Date.now()): boolean {
  return (
    typeof token === 'string' && openPreview(secret, HOME_PREVIEW_KIND, token, now) === SUBJECT
  );
}

interface DraftGroup {
  groupId: number;
  name: LocalizedText;
  items: number[];
}

interface DraftList {
  listId: number;
  kind: 'product' | 'category';
  name: LocalizedText;
  groups: DraftGroup[];
}

/**
 * The lists the draft shows, in order, each with an id: its own, or for a list or group the draft
 * adds (id null until published) one after the highest the draft names, so the storefront's
 * item paths reach it. Only the draft answers these requests, so an id the live tables give
 * another list is no clash. Without a draft, the live layout.
 */
async function draftLists(db: Db): Promise<DraftList[]> {
  const layout = (await draftRow(db))?.layout ?? (await liveLayout(db));
  let lastList = Math.max(0, ...layout.lists.map((list) => list.id ?? 0));
  let lastGroup = Math.max(
    0,
    ...layout.lists.flatMap((list) => list.groups.map((group) => group.id ?? 0)),
  );
  return layout.lists.flatMap((list) => {
    const listId = list.id ?? ++lastList;
    const groups = list.groups.map((group) => ({
      groupId: group.id ?? ++lastGroup,
      name: group.name,
      items: group.items,
    }));
    return list.published ? [{ listId, kind: list.kind, name: list.name, groups }] : [];
  });
}

const answered = (list: DraftList, lang: LanguageCode): DataList => ({
  listId: list.listId,
  name: localize(list.name, lang),
  kind: list.kind,
  groups: list.groups.map((group) => ({
    groupId: group.groupId,
    name: localize(group.name, lang),
  })),
});

/** As the live answers say it (data-lists/service.ts): the list, or the group, is not there. */
function itemsOf(lists: DraftList[], kind: DraftList['kind'], listId: number, groupId?: number) {
  const list = lists.find((each) => each.listId === listId);
  if (!list) throw notFound(`Data list ${listId} does not exist or is not published.`);
  if (list.kind !== kind) throw notFound(`Data list ${listId} is not a ${kind} list.`);
  if (groupId === undefined) return list.groups.flatMap((group) => group.items);
  const group = list.groups.find((each) => each.groupId === groupId);
  if (!group) throw notFound(`Data list ${listId} has no group ${groupId}.`);
  return group.items;
}

/** One page of `ids` in their order, each found among `rows` (the visible ones), and the count. */
function paged<T>(ids: number[], rows: Map<number, T>, { $top, $skip }: Paging) {
  const shown = ids.flatMap((id) => {
    const row = rows.get(id);
    return row === undefined ? [] : [row];
  });
  return { items: shown.slice($skip, $skip + $top), count: shown.length };
}

/** GET v2/data-lists, as the draft lays the home page out. */
export async function draftDataLists(db: Db, lang: LanguageCode): Promise<DataList[]> {
  return (await draftLists(db)).map((list) => answered(list, lang));
}

/** GET data-list/{id}, from the draft. */
export async function draftDataList(db: Db, lang: LanguageCode, listId: number): Promise<DataList> {
  const list = (await draftLists(db)).find((each) => each.listId === listId);
  if (!list) throw notFound(`Data list ${listId} does not exist or is not published.`);
  return answered(list, lang);
}

/** A product list's (or group's) items in the draft: the visible ones, in the draft's order. */
export async function draftDataListProducts(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
): Promise<ProductPage> {
  const ids = itemsOf(await draftLists(db), 'product', listId, groupId);
  const rows = await visibleProductsIn(db, lang, [...new Set(ids)]);
  return paged(ids, new Map(rows.map((row) => [row.productId, row])), paging);
}

/** A category list's (or group's) items in the draft: the visible ones, in the draft's order. */
export async function draftDataListCategories(
  db: Db,
  lang: LanguageCode,
  listId: number,
  groupId: number | undefined,
  paging: Paging,
): Promise<CategoryPage> {
  const ids = itemsOf(await draftLists(db), 'category', listId, groupId);
  const rows = await visibleCategoriesIn(db, lang, [...new Set(ids)]);
  const cards = rows.map((row) => ({
    categoryId: row.categoryId,
    parentId: row.parentId,
    name: row.name,
    picture: pictureOf({ ...row, alt: row.name }),
  }));
  return paged(ids, new Map(cards.map((card) => [card.categoryId, card])), paging);
}
