import { api } from '@storefront/client/api-client';
import type {
  AdminMenu,
  MenuItemCreate,
  MenuItemRequest,
  MoveMenuItem,
} from '@storefront/contracts/admin-menus';
import {
  createAdminMenuItem,
  deleteAdminMenuItem,
  listAdminMenus,
  moveAdminMenuItem,
  updateAdminMenuItem,
} from '@storefront/contracts/endpoints/admin/menus';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const MENUS = ['menus', 'admin'] as const;

export const adminMenusQueryOptions = () =>
  queryOptions({
    queryKey: MENUS,
    queryFn: ({ signal }) => api.call(listAdminMenus, { signal }),
  });

export const useAdminMenus = () => useQuery(adminMenusQueryOptions());

/** Every write answers its whole menu, which replaces that menu in the list. */
function useMenuWrite<V>(write: (value: V) => Promise<AdminMenu>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (menu) =>
      queryClient.setQueryData(MENUS, (menus: AdminMenu[] | undefined) =>
        menus?.map((each) => (each.id === menu.id ? menu : each)),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: MENUS }),
  });
}

export const useCreateMenuItem = () =>
  useMenuWrite(({ menuId, body }: { menuId: number; body: MenuItemCreate }) =>
    api.call(createAdminMenuItem, { params: { menuId }, body }),
  );
export const useUpdateMenuItem = () =>
  useMenuWrite(({ menuId, id, body }: { menuId: number; id: number; body: MenuItemRequest }) =>
    api.call(updateAdminMenuItem, { params: { menuId, id }, body }),
  );
export const useMoveMenuItem = () =>
  useMenuWrite(({ menuId, id, body }: { menuId: number; id: number; body: MoveMenuItem }) =>
    api.call(moveAdminMenuItem, { params: { menuId, id }, body }),
  );
export const useDeleteMenuItem = () =>
  useMenuWrite(({ menuId, id }: { menuId: number; id: number }) =>
    api.call(deleteAdminMenuItem, { params: { menuId, id } }),
  );
