import type { LanguageCode } from '@storefront/contracts';
import type { ContactUsRequest, StaticPage } from '@storefront/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';
import type { Messenger } from '../../lib/messaging/messenger.ts';
import { recipientRows } from './admin/queries.ts';
import { findStaticPageRow, insertContactMessage } from './queries.ts';

/** GET static-pages/{id}: the page in the request's language (English where it has no other). */
export async function findStaticPage(
  db: Db,
  lang: LanguageCode,
  pageId: number,
): Promise<StaticPage> {
  const page = await findStaticPageRow(db, pageId);
  // An unpublished page is, for shoppers, no page at all.
  if (!page?.published) throw notFound(`Static page ${pageId} does not exist.`);
  return {
    pageId: page.id,
    title: localize(page.title, lang),
    body: localize(page.body, lang),
    seoTitle: localize(page.seoTitle, lang),
    seoDescription: localize(page.seoDescription, lang),
    updatedAt: page.updatedAt.toISOString(),
  };
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
export { textOfPageHtml } from './page-text.ts';
