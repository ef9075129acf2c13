import {
  adminMenuItemParamsSchema,
  adminMenuParamsSchema,
  adminMenuSchema,
  adminMenusSchema,
  menuItemCreateSchema,
  menuItemRequestSchema,
  menuRequestSchema,
  moveMenuItemSchema,
} from '@storefront/contracts/admin-menus';
import * as endpoints from '@storefront/contracts/endpoints/admin/menus';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  changeItem,
  changeMenu,
  createItem,
  createMenu,
  listMenus,
  moveItem,
  removeItem,
  removeMenu,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const WRITES =
  'Answers the whole menu (items parents first, siblings in order). One transaction with its ' +
  'audit row (GET admin/audit, entity menuItem); every instance shows the menu on its next page.';
const ITEM =
  'title: English required, Arabic optional (1–60 each); route: an address of one of the ' +
  'storefront’s pages (/products/12, /search/filterSearch?categoryId=3, /pages/about…) or an ' +
  'https address (400 naming route); openInNewTab, allowGuestUser (false: only signed-in ' +
  'customers see it) and visible.';

/** The back office's menus (issue 28), behind content.manage. */
export const adminMenuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const writer = (request: FastifyRequest): Writer => ({
    db,
    actor: staffActorOf(request),
    news: app.catalogueNews,
  });

  route(app, endpoints.listAdminMenus, {
    schema: {
      tags: TAGS,
      summary: 'Every menu with all its items, hidden ones too',
      description:
        'Items flat, parents before their children, siblings in order; texts as English | Arabic pairs.',
      security,
      response: { 200: adminMenusSchema },
    },
    handler: async () => listMenus(db),
  });

  route(app, endpoints.createAdminMenu, {
    schema: {
      tags: TAGS,
      summary: 'Add a menu: shown nowhere until the theme uses it',
      description:
        'name: English required, Arabic optional (1–60 each). Make a menu ahead (for Eid, say), ' +
        'then choose it in the theme, published now or scheduled. Audited (entity menu).',
      security,
      body: menuRequestSchema,
      response: { 201: adminMenuSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createMenu(writer(request), request.body)),
  });

  route(app, endpoints.renameAdminMenu, {
    schema: {
      tags: TAGS,
      summary: 'Rename a menu',
      description: `name: English required, Arabic optional (1–60 each). 404 for an unknown menu. ${WRITES}`,
      security,
      params: adminMenuParamsSchema,
      body: menuRequestSchema,
      response: { 200: adminMenuSchema },
    },
    handler: async (request) => changeMenu(writer(request), request.params.menuId, request.body),
  });

  route(app, endpoints.deleteAdminMenu, {
    schema: {
      tags: TAGS,
      summary: 'Delete a menu the theme does not use, with its items',
      description:
        '409 while the live, draft or scheduled theme uses it (as the main menu or a footer ' +
        'menu: usedAs says where). 404 for an unknown menu. 204. Audited (entity menu).',
      security,
      params: adminMenuParamsSchema,
    },
    handler: async (request, reply) => {
      await removeMenu(writer(request), request.params.menuId);
      return reply.code(204).send();
    },
  });

  route(app, endpoints.createAdminMenuItem, {
    schema: {
      tags: TAGS,
      summary: 'Add an item to a menu, last under its parent',
      description: `${ITEM} parentItemId: an item of this menu, or null for the top (404 naming parentItemId). At most 200 items and 3 levels (409). ${WRITES}`,
      security,
      params: adminMenuParamsSchema,
      body: menuItemCreateSchema,
      response: { 201: adminMenuSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createItem(writer(request), request.params.menuId, request.body)),
  });

  route(app, endpoints.updateAdminMenuItem, {
    schema: {
      tags: TAGS,
      summary: 'Change a menu item',
      description: `${ITEM} 404 for an item not in this menu. ${WRITES}`,
      security,
      params: adminMenuItemParamsSchema,
      body: menuItemRequestSchema,
      response: { 200: adminMenuSchema },
    },
    handler: async (request) =>
      changeItem(writer(request), request.params.menuId, request.params.id, request.body),
  });

  route(app, endpoints.moveAdminMenuItem, {
    schema: {
      tags: TAGS,
      summary: 'Move a menu item: another parent, another place among its siblings',
      description:
        'parentItemId: an item of this menu or null for the top; index among the new siblings ' +
        '(past the end: last). 409 under itself or its own items, or deeper than 3 levels. ' +
        WRITES,
      security,
      params: adminMenuItemParamsSchema,
      body: moveMenuItemSchema,
      response: { 200: adminMenuSchema },
    },
    handler: async (request) =>
      moveItem(writer(request), request.params.menuId, request.params.id, request.body),
  });

  route(app, endpoints.deleteAdminMenuItem, {
    schema: {
      tags: TAGS,
      summary: 'Delete a menu item and everything under it',
      description: `404 for an item not in this menu. ${WRITES}`,
      security,
      params: adminMenuItemParamsSchema,
      response: { 200: adminMenuSchema },
    },
    handler: async (request) =>
      removeItem(writer(request), request.params.menuId, request.params.id),
  });
};
