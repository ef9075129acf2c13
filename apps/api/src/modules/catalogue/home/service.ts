import type { LanguageCode } from '@storefront/contracts';
import type {
  AdminHome,
  HomeLayout,
  homeLayoutRequestSchema,
} from '@storefront/contracts/admin-home';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { badRequest, HttpError } from '../../../lib/http-error.ts';
import { storedText, textPair } from '../../../lib/localized-text.ts';
import { checkScheduleMoment } from '../../../lib/schedule.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { filePath } from '../sql.ts';
import {
  applyLayout,
  draftRow,
  dueDraft,
  existingItems,
  groupOwners,
  itemCards,
  listKinds,
  liveLayout,
  setDraft,
  setSchedule,
} from './queries.ts';
import type { StoredHomeLayout } from './stored-home-layout.ts';

/**
 * The home page's sections (issue 28): the data lists, their groups (tabs) and items, edited as
 * one draft layout and published whole, now or at a scheduled moment (publishDueHome, run by the
 * job queue on one instance). Publishing rewrites the data lists under the draft row's lock in
 * one transaction with its audit row, then announces the data lists' tag: every answer of the
 * home page's rows (and the pages drawn with them) is forgotten on every instance.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

type LayoutData = z.output<typeof homeLayoutRequestSchema>;

/** A layout with its items named and pictured, for the back office, in `lang`. */
async function described(
  db: Db,
  lang: LanguageCode,
  layout: StoredHomeLayout,
): Promise<HomeLayout> {
  const ids = (kind: 'product' | 'category') =>
    layout.lists
      .filter((list) => list.kind === kind)
      .flatMap((list) => list.groups.flatMap((group) => group.items));
  const [productCards, categoryCards] = await Promise.all([
    itemCards(db, lang, 'product', [...new Set(ids('product'))]),
    itemCards(db, lang, 'category', [...new Set(ids('category'))]),
  ]);
  return {
    lists: layout.lists.map((list) => {
      const cards = list.kind === 'product' ? productCards : categoryCards;
      return {
        id: list.id,
        name: textPair(list.name),
        kind: list.kind,
        published: list.published,
        groups: list.groups.map((group) => ({
          id: group.id,
          name: textPair(group.name),
          // An item deleted since the draft was saved is no longer shown.
          items: group.items.flatMap((id) => {
            const card = cards.get(id);
            if (!card) return [];
            return [
              {
                id,
                name: card.name,
                picture: card.storageKey ? filePath(card.storageKey) : null,
                visible: card.visible,
              },
            ];
          }),
        })),
      };
    }),
  };
}

/** GET admin/home. */
export async function getAdminHome(db: Db, lang: LanguageCode): Promise<AdminHome> {
  const [live, draft] = await Promise.all([liveLayout(db), draftRow(db)]);
  const [liveAnswer, draftAnswer] = await Promise.all([
    described(db, lang, live),
    draft?.layout ? described(db, lang, draft.layout) : null,
  ]);
  return {
    live: liveAnswer,
    draft: draftAnswer ?? liveAnswer,
    hasDraft: Boolean(draft?.layout),
    draftSavedAt: draft?.savedAt?.toISOString() ?? null,
    publishAt: draft?.publishAt?.toISOString() ?? null,
    scheduledBy: draft?.publishAt ? (draft.scheduledByName ?? null) : null,
  };
}

/**
 * The layout as stored, checked against the catalogue: a list or group named by id must be one
 * the home page has (and a list keeps its kind), every item must exist. 400 naming each field.
 */
async function checkedLayout(db: Db, input: LayoutData): Promise<StoredHomeLayout> {
  const [kinds, owners] = await Promise.all([listKinds(db), groupOwners(db)]);
  const fields: Record<string, string> = {};
  const seenLists = new Set<number>();
  const seenGroups = new Set<number>();
  for (const [i, list] of input.lists.entries()) {
    if (list.id !== null) {
      if (kinds.get(list.id) === undefined || seenLists.has(list.id))
        fields[`lists.${i}.id`] = 'validation.homeUnknownSection';
      else if (kinds.get(list.id) !== list.kind) fields[`lists.${i}.kind`] = 'validation.homeKind';
      seenLists.add(list.id);
    }
    const known = await existingItems(
      db,
      list.kind,
      list.groups.flatMap((group) => group.items),
    );
    for (const [j, group] of list.groups.entries()) {
      const at = `lists.${i}.groups.${j}`;
      if (group.id !== null) {
        if (list.id === null || owners.get(group.id) !== list.id || seenGroups.has(group.id))
          fields[`${at}.id`] = 'validation.homeUnknownSection';
        seenGroups.add(group.id);
      }
      if (group.items.some((id) => !known.has(id)))
        fields[`${at}.items`] = 'validation.homeItemUnknown';
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return {
    lists: input.lists.map((list) => ({
      id: list.id,
      name: storedText(list.name),
      kind: list.kind,
      published: list.published,
      groups: list.groups.map((group) => ({
        id: group.id,
        name: storedText(group.name),
        items: group.items,
      })),
    })),
  };
}

/** A write under the draft row's lock, audited as `action` (entity homePage). */
async function changeHome(
  { db, actor }: Writer,
  action: string,
  change: (tx: Db, draft: NonNullable<Awaited<ReturnType<typeof draftRow>>>) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await draftRow(tx, true);
    if (!draft) throw new Error('The home page draft row is missing (migration 0025).');
    const after = await change(tx, draft);
    await recordChange(tx, actor, {
      entity: 'homePage',
      entityId: 'home',
      action,
      before: { draft: draft.layout, publishAt: draft.publishAt?.toISOString() ?? null },
      after: after ?? null,
    });
  });
}

/** PUT admin/home/draft: the next layout, seen only in the back office. */
export async function saveHomeDraft(writer: Writer, lang: LanguageCode, input: LayoutData) {
  const layout = await checkedLayout(writer.db, input);
  await changeHome(writer, 'saveDraft', async (tx) => {
    await setDraft(tx, layout);
    return { draft: layout };
  });
  return getAdminHome(writer.db, lang);
}

/** DELETE admin/home/draft: back to what shoppers see (a schedule goes with it). */
export async function discardHomeDraft(writer: Writer, lang: LanguageCode) {
  await changeHome(writer, 'discardDraft', async (tx) => {
    await setDraft(tx, null);
    return { draft: null };
  });
  return getAdminHome(writer.db, lang);
}

/** The draft becomes the home page; the draft slot is free again. */
async function publishDraft(tx: Db, layout: StoredHomeLayout) {
  const before = await liveLayout(tx);
  await applyLayout(tx, layout);
  await setDraft(tx, null);
  return before;
}

/** POST admin/home/publish. */
export async function publishHome(writer: Writer, lang: LanguageCode) {
  await changeHome(writer, 'publish', async (tx, draft) => {
    if (!draft.layout) throw new HttpError(409, 'conflict', 'errors.noHomeDraft');
    await publishDraft(tx, draft.layout);
    return { live: draft.layout };
  });
  await writer.news.announce([cacheTags.dataLists]);
  return getAdminHome(writer.db, lang);
}

/** POST admin/home/schedule: the saved draft goes live at publishAt. */
export async function scheduleHome(
  writer: Writer,
  lang: LanguageCode,
  publishAt: Date,
  now = Date.now(),
) {
  checkScheduleMoment(publishAt, now);
  await changeHome(writer, 'schedule', async (tx, draft) => {
    if (!draft.layout) throw new HttpError(409, 'conflict', 'errors.noHomeDraft');
    if (draft.publishAt) throw new HttpError(409, 'conflict', 'errors.homeScheduled');
    await setSchedule(tx, publishAt, writer.actor.id);
    return { publishAt: publishAt.toISOString() };
  });
  return getAdminHome(writer.db, lang);
}

/** DELETE admin/home/schedule. */
export async function cancelHomeSchedule(writer: Writer, lang: LanguageCode) {
  await changeHome(writer, 'cancelSchedule', async (tx, draft) => {
    if (!draft.publishAt) throw new HttpError(404, 'not_found', 'errors.noHomeSchedule');
    await setSchedule(tx, null, null);
    return { publishAt: null };
  });
  return getAdminHome(writer.db, lang);
}

/** The job queue's periodic work: the scheduled layout goes live once its moment has come. */
export async function publishDueHome(db: Db, news: CatalogueNews, now = new Date()) {
  const published = await db.transaction(async (tx) => {
    const due = await dueDraft(tx, now);
    if (!due?.layout) return false;
    const before = await publishDraft(tx, due.layout);
    if (due.scheduledBy) {
      await recordChange(
        tx,
        { id: due.scheduledBy, permission: 'content.manage' },
        {
          entity: 'homePage',
          entityId: 'home',
          action: 'publishScheduled',
          before: { live: before },
          after: { live: due.layout },
        },
      );
    }
    return true;
  });
  if (published) await news.announce([cacheTags.dataLists]);
  return published;
}
