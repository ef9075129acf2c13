/** The back office's menus (apps/api/src/modules/menus/admin), behind content.manage. */
import type {
  adminMenuSchema,
  adminMenusSchema,
  menuItemCreateSchema,
  menuItemRequestSchema,
  menuRequestSchema,
  moveMenuItemSchema,
} from '../../admin-menus.ts';
import { adminEndpoint, types } from '../../endpoint.ts';

export const listAdminMenus = adminEndpoint(
  'GET',
  'admin/menus',
  'content.manage',
  types<{ response: typeof adminMenusSchema }>(),
);
export const createAdminMenuItem = adminEndpoint(
  'POST',
  'admin/menus/{menuId}/items',
  'content.manage',
  types<{ status: 201; response: typeof adminMenuSchema; body: typeof menuItemCreateSchema }>(),
);
export const updateAdminMenuItem = adminEndpoint(
  'PUT',
  'admin/menus/{menuId}/items/{id}',
  'content.manage',
  types<{ response: typeof adminMenuSchema; body: typeof menuItemRequestSchema }>(),
);
export const moveAdminMenuItem = adminEndpoint(
  'PUT',
  'admin/menus/{menuId}/items/{id}/position',
  'content.manage',
  types<{ response: typeof adminMenuSchema; body: typeof moveMenuItemSchema }>(),
);
/** The item and everything under it. */
export const deleteAdminMenuItem = adminEndpoint(
  'DELETE',
  'admin/menus/{menuId}/items/{id}',
  'content.manage',
  types<{ response: typeof adminMenuSchema }>(),
);
/** A new, empty menu: shown nowhere until the theme uses it. */
export const createAdminMenu = adminEndpoint(
  'POST',
  'admin/menus',
  'content.manage',
  types<{ status: 201; response: typeof adminMenuSchema; body: typeof menuRequestSchema }>(),
);
export const renameAdminMenu = adminEndpoint(
  'PUT',
  'admin/menus/{menuId}',
  'content.manage',
  types<{ response: typeof adminMenuSchema; body: typeof menuRequestSchema }>(),
);
/** A menu the theme does not use, with its items. */
export const deleteAdminMenu = adminEndpoint(
  'DELETE',
  'admin/menus/{menuId}',
  'content.manage',
  types<{ status: 204 }>(),
);
