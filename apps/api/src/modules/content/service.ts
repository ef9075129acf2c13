import type { LanguageCode } from '@storefront/contracts';
import type { ContactUsRequest, StaticPage } from '@storefront/contracts/catalogue';
import { matchPageRoute, routes } from '@storefront/contracts/routes';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { parseId } from '../../lib/ids.ts';
import { localize } from '../../lib/localized-text.ts';
import type { Messenger } from '../../lib/messaging/messenger.ts';
import { recipientRows } from './admin/queries.ts';
import { staticPageAnswer } from './page-answer.ts';
import {
  findStaticPageRow,
  insertContactMessage,
  pageAddressRows,
  pageIdAtAddress,
} from './queries.ts';

/** The published page's row; 404 for one that does not exist or is not published. */
async function publishedPageRow(db: Db, pageId: number) {
  const page = await findStaticPageRow(db, pageId);
  // An unpublished page is, for shoppers, no page at all.
  if (!page?.published) throw notFound(`Static page ${pageId} does not exist.`);
  return page;
}

/** GET static-pages/{id}: the page in the request's language (English where it has no other). */
export async function findStaticPage(
  db: Db,
  lang: LanguageCode,
  pageId: number,
): Promise<StaticPage> {
  const { addresses: _, ...page } = await findStaticPageIn(db, lang, pageId);
  return page;
}

/** The same, with the page's address in every language (its head's alternates). */
export async function findStaticPageIn(db: Db, lang: LanguageCode, pageId: number) {
  const page = await publishedPageRow(db, pageId);
  return staticPageAnswer(page.id, page, page.updatedAt, lang);
}

/**
 * The page an address names (decision 69): its id, or an address it has or had in any language
 * (GET static-pages/addresses/{address}, whose answer's `address` is the page's own in the
 * request's language: the storefront moves there when it differs); null when none does.
 */
export async function pageIdOfAddress(db: Db, address: string): Promise<number | null> {
  // Digits are the page's id (`/pages/4`): an address is never only digits.
  return parseId(address) ?? (await pageIdAtAddress(db, address.toLowerCase())) ?? null;
}

/**
 * Menus link a static page by its id or any of its addresses (`/pages/4`, `/pages/about-us`):
 * shoppers get the page's own address in their language, so a link never goes through a
 * redirect and follows a renamed page. Answers each such route's link (others are as stored),
 * reading the addresses only when there is one.
 */
export async function staticPageLinks(
  db: Db,
  lang: LanguageCode,
  links: readonly string[],
): Promise<Map<string, string>> {
  const asked = links.flatMap((route) => {
    const [path, rest] = splitRoute(route);
    const match = matchPageRoute(path);
    if (match?.name !== 'staticPage') return [];
    try {
      return [{ route, rest, address: decodeURIComponent(match.values.pageAddress ?? '') }];
    } catch {
      return [];
    }
  });
  const resolved = new Map<string, string>();
  if (asked.length === 0) return resolved;
  const known = await addressRowsOf(db);
  const ownOf = new Map(known.map((row) => [row.pageId, localize(row.own, lang)]));
  const pageOf = new Map(known.map((row) => [row.address, row.pageId]));
  for (const { route, rest, address } of asked) {
    const lower = address.toLowerCase();
    const own = ownOf.get(parseId(lower) ?? pageOf.get(lower) ?? 0);
    if (own) resolved.set(route, `${routes.staticPage(own)}${rest}`);
  }
  return resolved;
}

/**
 * Every page's addresses, read once per database and kept until a change announces `pages`
 * (forgetPageAddresses): they change only when a page is created or publishes a new address,
 * and every menu answer reads them.
 */
const addressMemo = new WeakMap<Db, ReturnType<typeof pageAddressRows>>();
function addressRowsOf(db: Db) {
  let rows = addressMemo.get(db);
  if (!rows) {
    rows = pageAddressRows(db);
    addressMemo.set(db, rows);
    rows.catch(() => addressMemo.delete(db));
  }
  return rows;
}

/** Word that pages' addresses changed (the `pages` tag, or everything). */
export function forgetPageAddresses(db: Db): void {
  addressMemo.delete(db);
}

/** A route's path and what follows it (`?…` or `#…`). */
function splitRoute(route: string): [string, string] {
  const at = route.search(/[?#]/);
  return at === -1 ? [route, ''] : [route.slice(0, at), route.slice(at)];
}

/**
 * POST stores/self/contact-us: kept for the shop to answer, with who sent it and from where, and
 * emailed to each of the shop's contact recipients (issue 28) in the same transaction: the
 * message and its emails exist together or not at all.
 */
export async function storeContactMessage(
  db: Db,
  messenger: Messenger,
  message: ContactUsRequest,
  from: { userId: string | null; clientAddress: string },
): Promise<void> {
  const email = message.email.toLowerCase();
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, {
      name: message.name,
      email,
      phone: message.phone || null,
      subject: message.subject || null,
      message: message.message,
      userId: from.userId,
      clientAddress: from.clientAddress,
    });
    for (const to of await recipientRows(tx)) {
      await messenger.send(
        {
          channel: 'email',
          to,
          subject: `Contact form: ${message.subject || message.name}`,
          body: [
            `From: ${message.name} <${email}>`,
            ...(message.phone ? [`Phone: ${message.phone}`] : []),
            ...(message.subject ? [`Subject: ${message.subject}`] : []),
            '',
            message.message,
          ].join('\n'),
        },
        { db: tx },
      );
    }
  });
}
export { previewedPageId } from './admin/page-preview.ts';
export { previewedStaticPage } from './admin/service.ts';
export { textOfPageHtml } from './page-text.ts';
