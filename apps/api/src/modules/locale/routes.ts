import {
  languagesLookupSchema,
  translationsParamsSchema,
  translationsQuerySchema,
  translationsResponseSchema,
} from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cacheTags, TAGS_HEADER } from '../../lib/catalogue-news.ts';
import { route } from '../../lib/route.ts';
import { adminTranslationRoutes } from './admin/routes.ts';
import { currentCatalogueVersion, listLanguages, readCatalogue } from './service.ts';

/** Spec 7 locale: the languages and the UI catalogue of an area, with an ETag. */
export const localeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.listLanguages, {
    schema: {
      tags: ['locale'],
      summary: 'The languages the shop has, each named in itself',
      response: { 200: languagesLookupSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header(TAGS_HEADER, cacheTags.languages);
      return listLanguages(db);
    },
  });

  route(app, endpoints.getTranslations, {
    schema: {
      tags: ['locale'],
      summary: "The area's catalogue in the request language at the current version",
      description:
        'Clients ask with the version they hold (1 at first). The answer is always the current ' +
        'catalogue and its version; an ETag lets an unchanged catalogue come back as 304.',
      params: translationsParamsSchema,
      querystring: translationsQuerySchema,
      response: { 200: translationsResponseSchema, 304: z.void().describe('Not modified') },
    },
    handler: async (request, reply) => {
      const { area } = request.query;
      const lang = request.lang;
      const version = await currentCatalogueVersion(db, area);
      const etag = `"${area}.${lang}.${version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return readCatalogue(db, area, lang, version);
    },
  });

  await app.register(adminTranslationRoutes, { db });
};
