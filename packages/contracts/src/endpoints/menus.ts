/** The menus' operations (apps/api/src/modules/menus). */
import { endpoint, types } from '../endpoint.ts';
import type { menuItemsSchema, menuSchema } from '../menus.ts';

export const getMenu = endpoint('GET', 'menus/{menuId}', types<{ response: typeof menuSchema }>());
export const listVisibleMenuItems = endpoint(
  'GET',
  'menus/{menuId}/items/visible',
  types<{ response: typeof menuItemsSchema }>(),
);
