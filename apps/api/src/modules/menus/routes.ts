import { menuItemsSchema, menuParamsSchema, menuSchema } from '@storefront/contracts';
import * as endpoints from '@storefront/contracts/endpoints/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { cacheTags, TAGS_HEADER } from '../../lib/catalogue-news.ts';
import { route } from '../../lib/route.ts';
import { adminMenuRoutes } from './admin/routes.ts';
import { getMenu, visibleMenuItems } from './service.ts';

/** Spec 7 menus: a menu's name and its visible items, the same for everyone. */
export const menusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.getMenu, {
    schema: {
      tags: ['menus'],
      summary: 'A menu and its name in the request language',
      params: menuParamsSchema,
      response: { 200: menuSchema },
    },
    handler: async (request, reply) => {
      const menu = await getMenu(db, request.params.menuId, request.lang);
      reply.header('cache-control', 'public, max-age=60').header(TAGS_HEADER, cacheTags.menus);
      return menu;
    },
  });

  route(app, endpoints.listVisibleMenuItems, {
    schema: {
      tags: ['menus'],
      summary: "A menu's visible items in display order, flat (parentItemId links the tree)",
      description:
        'Items marked allowGuestUser false are included: the storefront hides them from guests (spec 2).',
      params: menuParamsSchema,
      response: { 200: menuItemsSchema },
    },
    handler: async (request, reply) => {
      const items = await visibleMenuItems(db, request.params.menuId, request.lang);
      reply.header('cache-control', 'public, max-age=60').header(TAGS_HEADER, cacheTags.menus);
      return items;
    },
  });

  await app.register(adminMenuRoutes, { db });
};
