import type { LanguageCode } from '@storefront/contracts';
import {
  type AdminPage,
  type AdminPageSummary,
  addressOfTitle,
  type ContactRecipients,
  type PageContent,
  type pageContentRequestSchema,
} from '@storefront/contracts/admin-pages';
import { routes } from '@storefront/contracts/routes';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { type CatalogueNews, cacheTags } from '../../../lib/catalogue-news.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { type LocalizedText, storedText, textPair } from '../../../lib/localized-text.ts';
import { checkScheduleMoment } from '../../../lib/schedule.ts';
import type { StaffActor } from '../../../plugins/auth.ts';
import { recordChange } from '../../audit/service.ts';
import { staticPageAnswer } from '../page-answer.ts';
import type { StoredPageContent } from '../stored-page-content.ts';
import { cleanPageHtml } from './clean-html.ts';
import {
  addressesOfOtherPages,
  claimAddresses,
  duePages,
  insertPage,
  lockPageAddresses,
  type PageRow,
  pageRow,
  pageRows,
  recipientRows,
  replaceRecipients,
  setDraft,
  setLive,
  setPublished,
  setSchedule,
} from './queries.ts';

/**
 * The back office's static pages (issue 28). A page's live columns are what shoppers see when it
 * is published; `draft` is the next version, saved as often as the owner likes and seen only in
 * the back office until it is published, now or at a scheduled moment (publishDuePages, run by
 * the job queue on one instance). Every write is one transaction with its audit row; a change
 * shoppers can see announces the page's tag after it commits, so every instance forgets the
 * page's drawings at once.
 */

export interface Writer {
  db: Db;
  actor: StaffActor;
  news: CatalogueNews;
}

type PageContentData = z.output<typeof pageContentRequestSchema>;

type PageWords = Required<StoredPageContent>;

/**
 * What the admin sent, as stored: texts trimmed, each language's body through the allow-list.
 * An English address left out keeps `address` (the page's own) or, for a new page, is made from
 * the title; an Arabic one left out is the English one (decision 69).
 */
function storedContent(input: PageContentData, address: LocalizedText | null): PageWords {
  const body = {
    en: cleanPageHtml(input.body.en),
    ar: input.body.ar && cleanPageHtml(input.body.ar),
  };
  const en = input.address.en || address?.en || addressOfTitle(input.title.en) || 'page';
  const ar = input.address.ar || (address ? '' : input.title.ar && addressOfTitle(input.title.ar));
  return {
    title: storedText(input.title),
    body: storedText(body),
    seoTitle: storedText(input.seoTitle),
    seoDescription: storedText(input.seoDescription),
    address: storedText({ en, ar: ar && ar !== en ? ar : undefined }),
  };
}

const liveContent = (row: PageRow): PageWords => ({
  title: row.title,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  address: row.address,
});

/** The draft, or the live words; a draft saved before pages had addresses keeps the live one. */
const nextContent = (row: PageRow): PageWords =>
  row.draft ? { ...row.draft, address: row.draft.address ?? row.address } : liveContent(row);

const answered = (content: PageWords): PageContent => ({
  title: textPair(content.title),
  body: textPair(content.body),
  seoTitle: textPair(content.seoTitle),
  seoDescription: textPair(content.seoDescription),
  address: textPair(content.address),
});

const addressesIn = (address: LocalizedText) => [
  ...new Set([address.en, address.ar].filter((one): one is string => Boolean(one))),
];

/**
 * An address names one page, in every language: one another page has (live or in its draft) is
 * refused with 409 naming the field, but for an address the server made from a title (`made`),
 * which takes the first free `-2`, `-3`… instead. Called with the addresses' lock held.
 */
async function checkAddresses(
  tx: Db,
  pageId: number | null,
  address: LocalizedText,
  made: { en: boolean; ar: boolean } = { en: false, ar: false },
): Promise<LocalizedText> {
  const taken = new Set(
    (await addressesOfOtherPages(tx, pageId)).flatMap((page) => [
      ...addressesIn(page.address),
      ...(page.draft?.address ? addressesIn(page.draft.address) : []),
    ]),
  );
  const checked = (lang: 'en' | 'ar', wanted: string) => {
    if (!taken.has(wanted)) return wanted;
    if (!made[lang]) {
      throw new HttpError(409, 'conflict', 'errors.pageAddressTaken', {
        [`address.${lang}`]: 'errors.pageAddressTaken',
      });
    }
    let candidate = wanted;
    for (let n = 2; taken.has(candidate); n++) candidate = `${wanted.slice(0, 75)}-${n}`;
    return candidate;
  };
  return storedText({ en: checked('en', address.en), ar: address.ar && checked('ar', address.ar) });
}

/**
 * A page's words go live (publish, now or scheduled): its addresses are recorded as its own, so
 * an address it had before still leads to it. Answers the tags to announce after the commit.
 */
async function goLive(tx: Db, page: PageRow, content: PageWords): Promise<string[]> {
  await lockPageAddresses(tx);
  await checkAddresses(tx, page.id, content.address);
  await setLive(tx, page.id, content);
  await claimAddresses(tx, page.id, addressesIn(content.address));
  const moved = addressesIn(content.address).join(' ') !== addressesIn(page.address).join(' ');
  // A new address changes every link to the page (the menus) and which page an address names.
  return moved
    ? [cacheTags.page(page.id), cacheTags.pages, cacheTags.menus]
    : [cacheTags.page(page.id)];
}

const stateOf = (row: PageRow) => ({
  id: row.id,
  published: row.published,
  hasDraft: row.draft !== null || !row.published,
  publishAt: row.publishAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET admin/pages: every page, in the order they were made. */
export async function listPages(db: Db): Promise<AdminPageSummary[]> {
  const rows = await pageRows(db);
  return rows.map((row) => ({
    ...stateOf(row),
    title: textPair(row.draft?.title ?? row.title),
    address: textPair(row.address),
  }));
}

/**
 * A page as its preview shows it to the owner: the draft's words (or shoppers' when there is
 * none), whether or not it is published, at its next address.
 */
export async function previewedStaticPage(db: Db, lang: LanguageCode, id: number) {
  const row = await pageRow(db, id);
  if (!row) throw notFound(`Static page ${id} does not exist.`);
  const updatedAt = row.page.draftSavedAt ?? row.page.updatedAt;
  return staticPageAnswer(id, nextContent(row.page), updatedAt, lang);
}

/** GET admin/pages/{id}. */
export async function getPage(db: Db, id: number): Promise<AdminPage> {
  const row = await pageRow(db, id);
  if (!row) throw notFound(`Static page ${id} does not exist.`);
  const { page } = row;
  return {
    ...stateOf(page),
    live: answered(liveContent(page)),
    draft: answered(nextContent(page)),
    draftSavedAt: page.draftSavedAt?.toISOString() ?? null,
    scheduledBy: page.publishAt ? (row.scheduledBy ?? row.scheduledByEmail ?? null) : null,
    path: routes.staticPage(page.address.en),
  };
}

/** A write to page `id`, its row locked, audited as `action`. */
async function changePage(
  { db, actor }: Writer,
  id: number,
  action: string,
  change: (tx: Db, page: PageRow) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await pageRow(tx, id, true);
    if (!row) throw notFound(`Static page ${id} does not exist.`);
    const after = await change(tx, row.page);
    await recordChange(tx, actor, {
      entity: 'page',
      entityId: id,
      action,
      before: auditOf(row.page),
      after: after ?? null,
    });
  });
}

const auditOf = (page: PageRow) => ({
  published: page.published,
  live: liveContent(page),
  draft: page.draft,
  publishAt: page.publishAt?.toISOString() ?? null,
});

/** POST admin/pages: a new page, off the shop until published. */
export async function createPage(
  { db, actor, news }: Writer,
  input: PageContentData,
): Promise<AdminPage> {
  const id = await db.transaction(async (tx) => {
    await lockPageAddresses(tx);
    const made = storedContent(input, null);
    const content = {
      ...made,
      address: await checkAddresses(tx, null, made.address, {
        en: !input.address.en,
        ar: !input.address.ar,
      }),
    };
    const id = await insertPage(tx, content);
    await claimAddresses(tx, id, addressesIn(content.address));
    await recordChange(tx, actor, {
      entity: 'page',
      entityId: id,
      action: 'create',
      before: null,
      after: content,
    });
    return id;
  });
  // Its addresses name it from now on (an address that was "not found" may be one of them).
  await news.announce([cacheTags.pages]);
  return getPage(db, id);
}

/** PUT admin/pages/{id}/draft: the next version, seen only in the back office. */
export async function savePageDraft(writer: Writer, id: number, input: PageContentData) {
  await changePage(writer, id, 'saveDraft', async (tx, page) => {
    await lockPageAddresses(tx);
    const draft = storedContent(input, page.address);
    await checkAddresses(tx, id, draft.address);
    await setDraft(tx, id, draft);
    return { draft };
  });
  return getPage(writer.db, id);
}

/** DELETE admin/pages/{id}/draft: back to shoppers' version (a schedule goes with it). */
export async function discardPageDraft(writer: Writer, id: number) {
  await changePage(writer, id, 'discardDraft', async (tx) => {
    await setDraft(tx, id, null);
    await setSchedule(tx, id, null, null);
    return { draft: null };
  });
  return getPage(writer.db, id);
}

/** POST admin/pages/{id}/publish: the draft (or the page as it is) on the shop, now. */
export async function publishPage(writer: Writer, id: number) {
  let tags: string[] = [];
  await changePage(writer, id, 'publish', async (tx, page) => {
    const content = nextContent(page);
    tags = await goLive(tx, page, content);
    return { published: true, live: content };
  });
  await writer.news.announce(tags);
  return getPage(writer.db, id);
}

/** POST admin/pages/{id}/unpublish: off the shop; its words are kept. */
export async function unpublishPage(writer: Writer, id: number) {
  await changePage(writer, id, 'unpublish', async (tx) => {
    await setPublished(tx, id, false);
    await setSchedule(tx, id, null, null);
    return { published: false };
  });
  await writer.news.announce([cacheTags.page(id)]);
  return getPage(writer.db, id);
}

/** POST admin/pages/{id}/schedule: the saved draft (or the hidden page) goes live at publishAt. */
export async function schedulePage(writer: Writer, id: number, publishAt: Date, now = Date.now()) {
  checkScheduleMoment(publishAt, now);
  await changePage(writer, id, 'schedule', async (tx, page) => {
    if (page.publishAt) throw new HttpError(409, 'conflict', 'errors.pageScheduled');
    if (!page.draft && page.published) throw new HttpError(409, 'conflict', 'errors.noPageDraft');
    await setSchedule(tx, id, publishAt, writer.actor.id);
    return { publishAt: publishAt.toISOString() };
  });
  return getPage(writer.db, id);
}

/** DELETE admin/pages/{id}/schedule. */
export async function cancelPageSchedule(writer: Writer, id: number) {
  await changePage(writer, id, 'cancelSchedule', async (tx, page) => {
    if (!page.publishAt) throw new HttpError(404, 'not_found', 'errors.noPageSchedule');
    await setSchedule(tx, id, null, null);
    return { publishAt: null };
  });
  return getPage(writer.db, id);
}

/**
 * The job queue's periodic work: pages whose scheduled moment has come go live, in the name of
 * whoever scheduled them. Answers how many did.
 */
export async function publishDuePages(db: Db, news: CatalogueNews, now = new Date()) {
  const tags = new Set<string>();
  const published = await db.transaction(async (tx) => {
    const due = await duePages(tx, now);
    for (const page of due) {
      const content = nextContent(page);
      for (const tag of await goLive(tx, page, content)) tags.add(tag);
      if (page.scheduledBy) {
        await recordChange(
          tx,
          { id: page.scheduledBy, permission: 'content.manage' },
          {
            entity: 'page',
            entityId: page.id,
            action: 'publishScheduled',
            before: auditOf(page),
            after: { published: true, live: content },
          },
        );
      }
    }
    return due.map((page) => page.id);
  });
  if (published.length > 0) await news.announce([...tags]);
  return published.length;
}

/** GET admin/contact-recipients. */
export async function getRecipients(db: Db): Promise<ContactRecipients> {
  return { emails: await recipientRows(db) };
}

/** PUT admin/contact-recipients: the list as given (duplicates once). */
export async function saveRecipients({ db, actor }: Writer, input: ContactRecipients) {
  const emails = [...new Set(input.emails)];
  await db.transaction(async (tx) => {
    const before = await recipientRows(tx);
    await replaceRecipients(tx, emails);
    await recordChange(tx, actor, {
      entity: 'contactRecipients',
      entityId: 'contact',
      action: 'update',
      before,
      after: emails,
    });
  });
  return getRecipients(db);
}
