import { PAGE_ADDRESS_MAX } from '@storefront/contracts/admin-pages';
import {
  contactUsRequestSchema,
  contactUsResponseSchema,
  idParamsSchema,
  staticPageSchema,
} from '@storefront/contracts/catalogue';
import * as endpoints from '@storefront/contracts/endpoints/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cacheTags, TAGS_HEADER } from '../../lib/catalogue-news.ts';
import { notFound } from '../../lib/http-error.ts';
import { PREVIEW_HEADER } from '../../lib/preview-token.ts';
import { route } from '../../lib/route.ts';
import { adminPagesRoutes } from './admin/routes.ts';
import {
  findStaticPage,
  forgetPageAddresses,
  pageIdOfAddress,
  previewedPageId,
  previewedStaticPage,
  storeContactMessage,
} from './service.ts';

const TAGS = ['content'];

/** Spec 7 Other: static pages and the contact form. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; previewSecret: Uint8Array }> = async (
  app,
  { db, previewSecret },
) => {
  /**
   * The page as the back office's preview shows it, when the request carries a preview token
   * for it (decision 70): its draft, published or not, kept by no one. Else null.
   */
  const previewed = async (request: FastifyRequest, reply: FastifyReply, pageId: number) => {
    const token = request.headers[PREVIEW_HEADER];
    if (previewedPageId(previewSecret, typeof token === 'string' ? token : undefined) !== pageId) {
      return null;
    }
    reply.header('cache-control', 'no-store');
    const { addresses: _, ...page } = await previewedStaticPage(db, request.lang, pageId);
    return page;
  };

  app.catalogueNews.onChange((tags) => {
    if (tags === 'everything' || tags.has(cacheTags.pages)) forgetPageAddresses(db);
  });
  route(app, endpoints.getStaticPage, {
    schema: {
      tags: TAGS,
      summary: 'An about, shipping or privacy page in the request language',
      description:
        'body is HTML cleaned by an allow-list when it was stored (headings, paragraphs, lists, ' +
        'links, pictures, tables). 404 for a page that does not exist or is not published. ' +
        'The answer names its tag (surrogate-key page:{id}): a publish forgets it at once.',
      params: idParamsSchema,
      response: { 200: staticPageSchema },
    },
    handler: async (request, reply) => {
      // Named on a 404 too: a page drawn as "not found" is forgotten when this one is published.
      reply.header(TAGS_HEADER, cacheTags.page(request.params.id));
      const draft = await previewed(request, reply, request.params.id);
      if (draft) return draft;
      const page = await findStaticPage(db, request.lang, request.params.id);
      reply.header('cache-control', 'public, max-age=60');
      return page;
    },
  });

  route(app, endpoints.getStaticPageByAddress, {
    schema: {
      tags: TAGS,
      summary: 'The page at /pages/{address}, in the request language',
      description:
        'address is an address the page has or had in any language (case does not matter), or ' +
        "its id. The answer's address is the page's own in the request language: where it " +
        'differs from the one asked, the storefront redirects to it. 404 for an address no ' +
        'published page has.',
      params: z.object({
        address: z.string().min(1).max(PAGE_ADDRESS_MAX, 'validation.tooLong'),
      }),
      response: { 200: staticPageSchema },
    },
    handler: async (request, reply) => {
      const { address } = request.params;
      const pageId = await pageIdOfAddress(db, address);
      // The page's tag when the address names one; else `pages`: a page given this address
      // later makes the "not found" drawn now forgotten.
      reply.header(TAGS_HEADER, pageId === null ? cacheTags.pages : cacheTags.page(pageId));
      if (pageId === null) throw notFound(`No static page has the address ${address}.`);
      const draft = await previewed(request, reply, pageId);
      if (draft) return draft;
      const page = await findStaticPage(db, request.lang, pageId);
      reply.header('cache-control', 'public, max-age=60');
      return page;
    },
  });

  route(app, endpoints.sendContactMessage, {
    schema: {
      tags: TAGS,
      summary: 'Send the shop a message from the contact form',
      description:
        "Stored for the shop with the sender's user id (when signed in) and address. At most " +
        '5 messages per address per 10 minutes (429).',
      body: contactUsRequestSchema,
      response: { 201: contactUsResponseSchema },
    },
    // Each message is stored and read by a person: a script must not flood the inbox.
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      await storeContactMessage(db, app.messenger, request.body, {
        userId: request.user?.id ?? null,
        clientAddress: request.ip,
      });
      return reply.status(201).send({ received: true as const });
    },
  });

  await app.register(adminPagesRoutes, { db, previewSecret });
};
