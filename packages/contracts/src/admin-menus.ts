import { z } from 'zod';
import { localizedInputSchema, localizedTextSchema } from './admin-catalogue.ts';
import { idParamSchema, idSchema } from './input-rules.ts';
import { isMenuLink, MAX_MENU_ITEMS, MENU_TITLE_MAX } from './menu-links.ts';

export { isMenuLink, MAX_MENU_DEPTH, MAX_MENU_ITEMS, MENU_TITLE_MAX } from './menu-links.ts';

/**
 * The back office's menus (issue 28): the main menu and the footer's as trees, under
 * /api/admin/menus (endpoints/admin/menus.ts), behind content.manage. An item links to one of the
 * storefront's pages (a category, a product, a static page…) by its address, or to another site;
 * the storefront shows a changed menu on every instance's next page.
 */

export const adminMenuItemSchema = z.object({
  id: z.number().int(),
  parentItemId: z.number().int().nullable(),
  title: localizedTextSchema,
  route: z.string(),
  openInNewTab: z.boolean(),
  /** Shown to guests too; false: only to signed-in customers. */
  allowGuestUser: z.boolean(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;

/** A menu and its items, flat, parents before their children, siblings in order. */
export const adminMenuSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  /** Where the theme shows it (live, draft or scheduled): a menu in use cannot be deleted. */
  usedAs: z.array(z.enum(['main', 'footer', 'draft', 'scheduled'])),
  items: z.array(adminMenuItemSchema),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;
export const adminMenusSchema = z.array(adminMenuSchema);

const menuItemFields = {
  title: localizedInputSchema(MENU_TITLE_MAX),
  route: z
    .string('validation.menuLink')
    .trim()
    .max(2048, 'validation.tooLong')
    .refine(isMenuLink, 'validation.menuLink'),
  openInNewTab: z.boolean().default(false),
  allowGuestUser: z.boolean().default(true),
  visible: z.boolean().default(true),
};

/** PUT admin/menus/{menuId}/items/{id}: what the item is (where it sits moves separately). */
export const menuItemRequestSchema = z.object(menuItemFields);
export type MenuItemRequest = z.input<typeof menuItemRequestSchema>;

/** POST admin/menus/{menuId}/items: a new item, last under its parent (null: at the top). */
export const menuItemCreateSchema = z.object({
  ...menuItemFields,
  parentItemId: idSchema.nullable().default(null),
});
export type MenuItemCreate = z.input<typeof menuItemCreateSchema>;

/** PUT admin/menus/{menuId}/items/{id}/position: under parentItemId, at index among siblings. */
export const moveMenuItemSchema = z.object({
  parentItemId: idSchema.nullable(),
  index: z.number('validation.required').int('validation.required').min(0).max(MAX_MENU_ITEMS),
});
export type MoveMenuItem = z.input<typeof moveMenuItemSchema>;

export const adminMenuParamsSchema = z.object({ menuId: idParamSchema });

/**
 * POST admin/menus and PUT admin/menus/{menuId}: a menu's name. A new menu is shown nowhere until
 * the theme uses it (as the main menu or a footer menu): a menu for Eid is made ahead, then the
 * theme is scheduled to switch to it.
 */
export const menuRequestSchema = z.object({ name: localizedInputSchema(MENU_TITLE_MAX) });
export type MenuRequest = z.input<typeof menuRequestSchema>;
export const adminMenuItemParamsSchema = z.object({ menuId: idParamSchema, id: idParamSchema });
