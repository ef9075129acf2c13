import type { ThemeConfig } from '@storefront/contracts/theme';
import type { QueryClient } from '@tanstack/react-query';
import { languagesQueryOptions } from './api/get-languages.ts';

/** The header's language choice reads the languages when the shop offers more than one. */
export function prefetchLanguages(client: QueryClient, theme: ThemeConfig | null): Promise<void>[] {
  return theme && theme.languages.length > 1 ? [client.prefetchQuery(languagesQueryOptions())] : [];
}
