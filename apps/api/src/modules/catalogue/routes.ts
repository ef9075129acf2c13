import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { type CatalogueNews, TAGS_HEADER } from '../../lib/catalogue-news.ts';
import { adminCatalogueRoutes } from './admin/routes.ts';
import { productTagsOf } from './cache-tags.ts';
import { categoryRoutes } from './categories/routes.ts';
import { dataListRoutes } from './data-lists/routes.ts';
import { adminHomeRoutes } from './home/routes.ts';
import { announceStockChangesThrough } from './inventory/service.ts';
import { productRoutes } from './products/routes.ts';
import { stockAlertRoutes } from './stock-alerts/routes.ts';
import { catalogueTransferRoutes } from './transfer/routes.ts';

/** The back office's answers are for one staff member, never kept: they name no tags. */
const ADMIN = '/api/admin/';

/** Spec 7 Catalogue: products, search, categories and data lists (issue 3). */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cacheSeconds: number;
  news: CatalogueNews;
  /** Where the storefront is, for the links of the emails the catalogue sends. */
  baseUrl: string;
  /** Signs and checks the home page's preview tokens (home/home-preview.ts). */
  previewSecret: Uint8Array;
}> = async (app, { db, cacheSeconds, news, baseUrl, previewSecret }) => {
  // Every answer names the products it shows, so a page drawn from it is forgotten when one of
  // them changes (the page renderer collects them; a CDN may too).
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !request.url.startsWith(ADMIN)) {
      // Beside the tags a route names itself (the data lists').
      const own = reply.getHeader(TAGS_HEADER);
      const tags = [...(typeof own === 'string' ? own.split(' ') : []), ...productTagsOf(payload)];
      if (tags.length > 0) reply.header(TAGS_HEADER, tags.join(' '));
    }
    return payload;
  });
  await app.register(productRoutes, { db, cacheSeconds, news });
  await app.register(categoryRoutes, { db });
  await app.register(dataListRoutes, { db, previewSecret });
  await app.register(stockAlertRoutes, { db, baseUrl });
  // Issue 25: the back office's catalogue; stock changed elsewhere (orders) is announced too.
  announceStockChangesThrough(db, news);
  await app.register(adminCatalogueRoutes, { db, news });
  // Issue 28: the home page's sections.
  await app.register(adminHomeRoutes, { db, previewSecret });
  // Issue 27: the catalogue by CSV.
  await app.register(catalogueTransferRoutes, { db, news });
};
