import { matchPageRoute } from './routes.ts';

/** What a menu item may link to, and a menu's limits (zod-free: the back office's menus page reads them). */

export const MENU_TITLE_MAX = 60;
/** Items in one menu, and how deep its tree may go (a header shows three levels). */
export const MAX_MENU_ITEMS = 200;
export const MAX_MENU_DEPTH = 3;

/** A storefront page's address (`/products/12`, `/search/filterSearch?categoryId=3`) or https. */
export function isMenuLink(route: string): boolean {
  if (/^https:\/\/[^\s/]+\.\S+$/.test(route)) return true;
  if (!route.startsWith('/') || route.startsWith('//') || /\s/.test(route)) return false;
  return matchPageRoute(route.split(/[?#]/)[0] ?? '') !== null;
}
