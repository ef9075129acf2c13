import type { LanguageCode } from '@storefront/contracts';
import type { ContactUsRequest, StaticPage } from '@storefront/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import { findStaticPageRow, insertContactMessage } from './queries.ts';

/** GET static-pages/{id}: the page in the request's language (English where it has no other). */
export async function findStaticPage(
  db: Db,
  lang: LanguageCode,
  pageId: number,
): Promise<StaticPage> {
  const page = await findStaticPageRow(db, pageId);
  if (!page) throw notFound(`Static page ${pageId} does not exist.`);
  return {
    pageId: page.id,
    title: localize(page.title, lang),
    body: localize(page.body, lang),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** POST stores/self/contact-us: kept for the shop to answer, with who sent it and from where. */
export async function storeContactMessage(
  db: Db,
  message: ContactUsRequest,
  from: { userId: string | null; clientAddress: string },
): Promise<void> {
  await insertContactMessage(db, {
    name: message.name,
    email: message.email.toLowerCase(),
    phone: message.phone || null,
    subject: message.subject || null,
    message: message.message,
    userId: from.userId,
    clientAddress: from.clientAddress,
  });
}
