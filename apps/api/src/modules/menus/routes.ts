import { menuItemsSchema, menuParamsSchema, menuSchema } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getMenu, visibleMenuItems } from './service.ts';

/** Spec 7 menus: a menu's name and its visible items, the same for everyone. */
export const menusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/menus/:menuId',
    {
      schema: {
        tags: ['menus'],
        summary: 'A menu and its name in the request language',
        params: menuParamsSchema,
        response: { 200: menuSchema },
      },
    },
    async (request, reply) => {
      const menu = await getMenu(db, request.params.menuId, request.lang);
      reply.header('cache-control', 'public, max-age=60');
      return menu;
    },
  );

  app.get(
    '/menus/:menuId/items/visible',
    {
      schema: {
        tags: ['menus'],
        summary: "A menu's visible items in display order, flat (parentItemId links the tree)",
        description:
          'Items marked allowGuestUser false are included: the storefront hides them from guests (spec 2).',
        params: menuParamsSchema,
        response: { 200: menuItemsSchema },
      },
    },
    async (request, reply) => {
      const items = await visibleMenuItems(db, request.params.menuId, request.lang);
      reply.header('cache-control', 'public, max-age=60');
      return items;
    },
  );
};
