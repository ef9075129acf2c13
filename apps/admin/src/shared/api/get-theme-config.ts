import { api } from '@storefront/client/api-client';
import { getThemeConfig } from '@storefront/contracts/endpoints/theme';
import { TENANT } from '@storefront/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET theme-config, as the storefront reads it: the shop's name and colour. */
export const themeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['theme', 'detail', TENANT],
    queryFn: ({ signal }) => api.call(getThemeConfig, { query: TENANT, auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useThemeConfig() {
  return useQuery(themeConfigQueryOptions());
}
