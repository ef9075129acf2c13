import { api } from '@storefront/client/api-client';
import { listVisibleMenuItems } from '@storefront/contracts/endpoints/menus';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET menus/{menuId}/items/visible (spec 7): flat, in display order; parentItemId nests them. */
export function getMenuItems(menuId: number) {
  return api.call(listVisibleMenuItems, { params: { menuId }, auth: false });
}

export const menuItemsQueryOptions = (menuId: number) =>
  queryOptions({
    queryKey: ['menus', 'list', { menuId }],
    queryFn: () => getMenuItems(menuId),
    staleTime: 5 * 60_000,
  });

export function useMenuItems(menuId: number | undefined) {
  return useQuery({ ...menuItemsQueryOptions(menuId ?? 0), enabled: menuId !== undefined });
}
