import type { LanguageCode } from '@storefront/contracts/locale';
import { menuItemsQueryOptions, menuQueryOptions } from '../features/menus/index.ts';
import { readBootData } from '../lib/boot-data.ts';
import { themeConfigQueryOptions } from '../shared/api/get-theme-config.ts';
import { queryClient } from './query-client.ts';

/**
 * Starts the layout's data at start-up, while the session and the strings load: the theme
 * (already in the page when the server wrote it there), then the menus it names. The components
 * read the same queries, so nothing is fetched twice.
 */
export function prefetchLayoutData(lang: LanguageCode): void {
  const theme = readBootData(lang)?.theme;
  if (theme) queryClient.setQueryData(themeConfigQueryOptions().queryKey, theme);
  queryClient
    .fetchQuery(themeConfigQueryOptions())
    .then((theme) => {
      void queryClient.prefetchQuery(menuItemsQueryOptions(theme.main_menu));
      for (const menuId of theme.footer_menus) {
        void queryClient.prefetchQuery(menuQueryOptions(menuId));
        void queryClient.prefetchQuery(menuItemsQueryOptions(menuId));
      }
    })
    .catch(() => {
      // The layout shows the failure (and retries) when it renders.
    });
}
