import type { LanguageCode } from '@storefront/contracts/locale';
import { readBootData } from '../lib/boot-data.ts';
import { themeConfigQueryOptions } from '../shared/api/get-theme-config.ts';
import { queryClient } from './query-client.ts';

/**
 * The theme the server wrote into the page goes into the query cache before anything renders:
 * the layout and every price read it, and a page the server drew was drawn with it. The menus
 * come with the server's answers (lib/query-state.ts), or are asked for as the layout renders.
 */
export function seedTheme(lang: LanguageCode): void {
  const theme = readBootData(lang)?.theme;
  if (theme) queryClient.setQueryData(themeConfigQueryOptions().queryKey, theme);
}
