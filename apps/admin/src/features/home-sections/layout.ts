import type { HomeItem, HomeLayout, HomeLayoutRequest } from '@storefront/contracts/admin-home';

/**
 * The home page layout as the editor holds it: each section (list) and group with a key of its
 * own, stable while it is moved and while it has no id yet (new ones, and the draft's unpublished
 * ones), so its inputs, messages and focus follow it.
 */
export type HomeKind = 'product' | 'category';
export interface EditName {
  en: string;
  ar: string;
}
export interface EditGroup {
  key: string;
  id: number | null;
  name: EditName;
  items: HomeItem[];
}
export interface EditList {
  key: string;
  id: number | null;
  name: EditName;
  kind: HomeKind;
  published: boolean;
  groups: EditGroup[];
}

let made = 0;
/** A key for a section or group the editor adds. */
export const newKey = (prefix: 'l' | 'g') => `${prefix}n${++made}`;

const editName = (name: { en: string; ar?: string | undefined }): EditName => ({
  en: name.en,
  ar: name.ar ?? '',
});

/**
 * The API's layout for the editor. Sections and groups with an id are keyed by it; those without
 * one keep the key they had in `sent` at the same place (the answer to a save keeps its order).
 */
export function toEditable(layout: HomeLayout, sent?: readonly EditList[]): EditList[] {
  return layout.lists.map((list, i) => {
    const before = sent?.[i];
    const sameList = before && before.id === list.id && before.kind === list.kind;
    return {
      key: list.id !== null ? `l${list.id}` : sameList ? before.key : newKey('l'),
      id: list.id,
      name: editName(list.name),
      kind: list.kind,
      published: list.published,
      groups: list.groups.map((group, j) => {
        const old = sameList ? before.groups[j] : undefined;
        return {
          key: group.id !== null ? `g${group.id}` : old && old.id === null ? old.key : newKey('g'),
          id: group.id,
          name: editName(group.name),
          items: group.items,
        };
      }),
    };
  });
}

const requestName = (name: EditName) =>
  name.ar.trim() ? { en: name.en.trim(), ar: name.ar.trim() } : { en: name.en.trim() };

/** PUT admin/home/draft's body: the whole layout in order, items as ids. */
export function toRequest(lists: readonly EditList[]): HomeLayoutRequest {
  return {
    lists: lists.map((list) => ({
      id: list.id,
      name: requestName(list.name),
      kind: list.kind,
      published: list.published,
      groups: list.groups.map((group) => ({
        id: group.id,
        name: requestName(group.name),
        items: group.items.map((item) => item.id),
      })),
    })),
  };
}

/** Whether two layouts send the same request (what a save would change). */
export const sameLayout = (a: readonly EditList[], b: readonly EditList[]) =>
  JSON.stringify(toRequest(a)) === JSON.stringify(toRequest(b));

/** `array` with the entry at `from` moved to `to`. */
export function moved<T>(array: readonly T[], from: number, to: number): T[] {
  const next = [...array];
  const [entry] = next.splice(from, 1);
  if (entry === undefined || to < 0 || to > next.length) return [...array];
  next.splice(to, 0, entry);
  return next;
}

/**
 * Where a message is shown: a slot is the id of the input it belongs to (a name), or of the
 * message itself (a section's, a group's, an item's, the groups', the items', the sections').
 */
export const slots = {
  listNameEn: (list: EditList) => `hs-${list.key}-name-en`,
  listNameAr: (list: EditList) => `hs-${list.key}-name-ar`,
  listShown: (list: EditList) => `hs-${list.key}-published`,
  list: (list: EditList) => `hs-${list.key}-problem`,
  groups: (list: EditList) => `hs-${list.key}-groups-problem`,
  groupNameEn: (group: EditGroup) => `hs-${group.key}-name-en`,
  groupNameAr: (group: EditGroup) => `hs-${group.key}-name-ar`,
  group: (group: EditGroup) => `hs-${group.key}-problem`,
  items: (group: EditGroup) => `hs-${group.key}-items-problem`,
  item: (group: EditGroup, id: number) => `hs-${group.key}-item-${id}-problem`,
  lists: 'hs-lists-problem',
} as const;

/** What a message is about: its slot (null: none on the page) and where, for the summary. */
export interface Problem {
  slot: string | null;
  message: string;
  list?: { index: number; list: EditList };
  group?: { index: number; group: EditGroup };
  field?: 'nameEn' | 'nameAr' | 'shown' | 'groups' | 'items' | { item: HomeItem };
}

/** The problems found before sending: an English name missing. */
export function missingNames(lists: readonly EditList[], message: string): Problem[] {
  const problems: Problem[] = [];
  lists.forEach((list, i) => {
    if (!list.name.en.trim()) {
      problems.push({
        slot: slots.listNameEn(list),
        message,
        list: { index: i, list },
        field: 'nameEn',
      });
    }
    list.groups.forEach((group, j) => {
      if (!group.name.en.trim()) {
        problems.push({
          slot: slots.groupNameEn(group),
          message,
          list: { index: i, list },
          group: { index: j, group },
          field: 'nameEn',
        });
      }
    });
  });
  return problems;
}

/**
 * A 400's `fields` (paths in the request as sent: `lists.0.groups.1.items`, `lists.2.name.en`)
 * as problems of the layout `sent`, each in its slot; a path the page has no place for keeps
 * its message for the summary.
 */
export function placeFields(
  fields: Readonly<Record<string, string>>,
  sent: readonly EditList[],
): Problem[] {
  return Object.entries(fields).map(([path, message]) => {
    const parts = path.replace(/^body\./, '').split('.');
    if (parts[0] !== 'lists') return { slot: null, message };
    const listIndex = Number(parts[1]);
    const list = parts[1] === undefined ? undefined : sent[listIndex];
    if (!list) return { slot: slots.lists, message };
    const at = { list: { index: listIndex, list } };
    const [field, sub, ...rest] = parts.slice(2);
    if (field === 'name') {
      return sub === 'ar'
        ? { slot: slots.listNameAr(list), message, ...at, field: 'nameAr' }
        : { slot: slots.listNameEn(list), message, ...at, field: 'nameEn' };
    }
    if (field === 'published')
      return { slot: slots.listShown(list), message, ...at, field: 'shown' };
    if (field !== 'groups') return { slot: slots.list(list), message, ...at };
    const groupIndex = Number(sub);
    const group = sub === undefined ? undefined : list.groups[groupIndex];
    if (!group) return { slot: slots.groups(list), message, ...at, field: 'groups' };
    const inGroup = { ...at, group: { index: groupIndex, group } };
    const [groupField, which] = rest;
    if (groupField === 'name') {
      return which === 'ar'
        ? { slot: slots.groupNameAr(group), message, ...inGroup, field: 'nameAr' }
        : { slot: slots.groupNameEn(group), message, ...inGroup, field: 'nameEn' };
    }
    if (groupField === 'items') {
      const item = which === undefined ? undefined : group.items[Number(which)];
      return item
        ? { slot: slots.item(group, item.id), message, ...inGroup, field: { item } }
        : { slot: slots.items(group), message, ...inGroup, field: 'items' };
    }
    return { slot: slots.group(group), message, ...inGroup };
  });
}
