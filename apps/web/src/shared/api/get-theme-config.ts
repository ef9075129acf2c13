import { api } from '@storefront/client/api-client';
import { getThemeConfig as getThemeConfigEndpoint } from '@storefront/contracts/endpoints/theme';
import { TENANT } from '@storefront/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface ThemeConfigParams {
  tenantId: number;
  webAppId: number;
  slot: number;
}

/** GET theme-config for the tenant web app (spec 7; spec 9: tenant 1, web app 1, slot 1). */
export function getThemeConfig(params: ThemeConfigParams = TENANT) {
  return api.call(getThemeConfigEndpoint, { query: params, auth: false });
}

export const themeConfigQueryOptions = (params: ThemeConfigParams = TENANT) =>
  queryOptions({
    queryKey: ['theme', 'detail', params],
    queryFn: () => getThemeConfig(params),
    // The theme changes rarely; a page load is a fine moment to pick up a new one.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useThemeConfig(params: ThemeConfigParams = TENANT) {
  return useQuery(themeConfigQueryOptions(params));
}
