import type { ThemeConfig } from '@storefront/contracts/theme';
import type { QueryClient } from '@tanstack/react-query';
import { menuQueryOptions } from './api/get-menu.ts';
import { menuItemsQueryOptions } from './api/get-menu-items.ts';

/**
 * What the shared layout's menus read, for a page drawn on the server in one pass: the main
 * menu's items (the header, and the home page's tiles) and each footer menu with its items.
 */
export function prefetchMenus(client: QueryClient, theme: ThemeConfig | null): Promise<void>[] {
  if (!theme) return [];
  return [
    client.prefetchQuery(menuItemsQueryOptions(theme.main_menu)),
    ...theme.footer_menus.flatMap((menuId) => [
      client.prefetchQuery(menuQueryOptions(menuId)),
      client.prefetchQuery(menuItemsQueryOptions(menuId)),
    ]),
  ];
}
