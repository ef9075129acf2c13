import { api } from '@storefront/client/api-client';
import type {
  AdminMenu,
  MenuItemCreate,
  MenuItemRequest,
  MenuRequest,
  MoveMenuItem,
} from '@storefront/contracts/admin-menus';
import {
  createAdminMenu,
  createAdminMenuItem,
  deleteAdminMenu,
  deleteAdminMenuItem,
  listAdminMenus,
  moveAdminMenuItem,
  renameAdminMenu,
  updateAdminMenuItem,
} from '@storefront/contracts/endpoints/admin/menus';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const MENUS = ['menus', 'admin'] as const;

/** GET admin/menus: every menu with all its items (hidden ones too), parents first. */
export const adminMenusQueryOptions = () =>
  queryOptions({
    queryKey: MENUS,
    queryFn: ({ signal }) => api.call(listAdminMenus, { signal }),
  });

export const useAdminMenus = () => useQuery(adminMenusQueryOptions());

/**
 * Every write answers its whole menu, which replaces that menu in the list; a refusal reads the
 * menus again (another tab may have changed them).
 */
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

export const useRenameMenu = () =>
  useMenuWrite(({ menuId, body }: { menuId: number; body: MenuRequest }) =>
    api.call(renameAdminMenu, { params: { menuId }, body }),
  );

/** A new menu joins the list, last. */
export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuRequest) => api.call(createAdminMenu, { body }),
    onSuccess: (menu) =>
      queryClient.setQueryData(MENUS, (menus: AdminMenu[] | undefined) => [...(menus ?? []), menu]),
  });
}

/** A deleted menu leaves the list (a refusal reads the menus again). */
export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menuId: number) => api.call(deleteAdminMenu, { params: { menuId } }),
    onSuccess: (_answer, menuId) =>
      queryClient.setQueryData(MENUS, (menus: AdminMenu[] | undefined) =>
        menus?.filter((menu) => menu.id !== menuId),
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: MENUS }),
  });
}
