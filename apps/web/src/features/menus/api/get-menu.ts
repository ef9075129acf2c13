import { api } from '@storefront/client/api-client';
import { getMenu as getMenuEndpoint } from '@storefront/contracts/endpoints/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET menus/{menuId} (spec 7): the menu's name, in the request's language. */
export function getMenu(menuId: number) {
  return api.call(getMenuEndpoint, { params: { menuId }, auth: false });
}

export const menuQueryOptions = (menuId: number) =>
  queryOptions({
    queryKey: ['menus', 'detail', { menuId }],
    queryFn: () => getMenu(menuId),
    staleTime: 5 * 60_000,
  });

export function useMenu(menuId: number | undefined) {
  return useQuery({ ...menuQueryOptions(menuId ?? 0), enabled: menuId !== undefined });
}
