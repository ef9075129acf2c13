import { themeConfigQuerySchema, themeConfigSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findThemeConfig, localizeThemeConfig } from './service.ts';

export const themeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/theme-config',
    {
      schema: {
        tags: ['theme'],
        summary: "The web app's theme: colours, logo, menus, footer, price settings (spec 3)",
        querystring: themeConfigQuerySchema,
        response: { 200: themeConfigSchema },
      },
    },
    async (request, reply) => {
      const stored = await findThemeConfig(db, request.query);
      if (!stored) throw notFound('No theme is configured for this tenant, web app and slot.');
      reply.header('cache-control', 'public, max-age=60');
      return localizeThemeConfig(stored, request.lang);
    },
  );
};
