import {
  languagesLookupSchema,
  translationsParamsSchema,
  translationsQuerySchema,
  translationsResponseSchema,
} from '@storefront/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { languages } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { catalogueRows, catalogueVersion } from './catalogue.ts';

export const localeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/locale/languages/lookup',
    {
      schema: {
        tags: ['locale'],
        summary: 'The languages the shop has, each named in itself',
        response: { 200: languagesLookupSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return db
        .select({ langId: languages.langId, language: languages.language, dir: languages.dir })
        .from(languages)
        .orderBy(asc(languages.sortOrder));
    },
  );

  app.get(
    '/locale/self/translations/versions/:version',
    {
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
    },
    async (request, reply) => {
      const { area } = request.query;
      const lang = request.lang;
      const version = await catalogueVersion(db, area);
      if (version === undefined) throw notFound(`No translations in area '${area}'.`);
      const etag = `"${area}.${lang}.${version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const rows = await catalogueRows(db, area, lang);
      return {
        version,
        area,
        langId: lang,
        translations: rows.map((row) => ({ langId: lang, ...row })),
      };
    },
  );
};
