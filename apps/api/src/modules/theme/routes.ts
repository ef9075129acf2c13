import { themeConfigQuerySchema, themeConfigSchema } from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { adminThemeRoutes } from './admin/routes.ts';
import { getThemeConfig } from './service.ts';

export const themeRoutes: FastifyPluginAsyncZod<{ db: Db; previewSecret: Uint8Array }> = async (
  app,
  { db, previewSecret },
) => {
  route(app, endpoints.getThemeConfig, {
    schema: {
      tags: ['theme'],
      summary: "The web app's theme: colours, logo, menus, footer, price settings (spec 3)",
      querystring: themeConfigQuerySchema,
      response: { 200: themeConfigSchema },
    },
    handler: async (request, reply) => {
      const theme = await getThemeConfig(db, request.query, request.lang);
      reply.header('cache-control', 'public, max-age=60');
      return theme;
    },
  });

  await app.register(adminThemeRoutes, { db, previewSecret });
};
