import { menuItemsSchema, menuParamsSchema, menuSchema } from '@storefront/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { menuItems, menus } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { localize } from '../../lib/localized-text.ts';

type MenuItemRow = typeof menuItems.$inferSelect;

/** A hidden item hides its whole branch: keep only items whose every ancestor is visible too. */
export function withVisibleAncestors(rows: MenuItemRow[]): MenuItemRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const verdict = new Map<number, boolean>();
  const reachable = (row: MenuItemRow, depth = 0): boolean => {
    const known = verdict.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentItemId === null ? null : byId.get(row.parentItemId);
    // depth guards against a cycle in bad data: such items are simply not shown.
    const ok =
      row.parentItemId === null ||
      (parent !== undefined && depth < 32 && reachable(parent!, depth + 1));
    verdict.set(row.id, ok);
    return ok;
  };
  return rows.filter((row) => reachable(row));
}

export const menusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const findMenu = async (menuId: number) => {
    const [menu] = await db.select().from(menus).where(eq(menus.id, menuId));
    if (!menu) throw notFound(`Menu ${menuId} does not exist.`);
    return menu;
  };

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
      const menu = await findMenu(request.params.menuId);
      reply.header('cache-control', 'public, max-age=60');
      return { menuId: menu.id, name: localize(menu.name, request.lang) };
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
      const menu = await findMenu(request.params.menuId);
      const rows = await db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.menuId, menu.id), eq(menuItems.visible, true)))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
      reply.header('cache-control', 'public, max-age=60');
      return withVisibleAncestors(rows).map((row) => ({
        menuItemId: row.id,
        parentItemId: row.parentItemId,
        title: localize(row.title, request.lang),
        route: row.route,
        icon: row.icon,
        openInNewTab: row.openInNewTab,
        allowGuestUser: row.allowGuestUser,
      }));
    },
  );
};
