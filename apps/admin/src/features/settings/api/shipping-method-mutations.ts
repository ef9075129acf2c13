import { api } from '@storefront/client/api-client';
import type {
  AdminShippingMethod,
  AdminShippingMethodCreate,
  AdminShippingMethodUpdate,
} from '@storefront/contracts/admin-settings';
import {
  createAdminShippingMethod,
  deleteAdminShippingMethod,
  makeDefaultAdminShippingMethod,
  reorderAdminShippingMethods,
  updateAdminShippingMethod,
} from '@storefront/contracts/endpoints/admin/shipping';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { shippingMethodsQueryOptions } from './list-shipping-methods.ts';

const LIST = shippingMethodsQueryOptions().queryKey;

/** A write that answers every method: the list is that answer, each method's page too. */
function rememberAll(queryClient: QueryClient, methods: AdminShippingMethod[]) {
  queryClient.setQueryData(LIST, methods);
  for (const method of methods) {
    queryClient.setQueryData(['settings', 'shipping', 'detail', method.id], method);
  }
}

/** POST admin/shipping-methods for a new method, PUT admin/shipping-methods/{id} after. */
export function useSaveShippingMethod(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminShippingMethodCreate | AdminShippingMethodUpdate) =>
      id === null
        ? api.call(createAdminShippingMethod, { body: body as AdminShippingMethodCreate })
        : api.call(updateAdminShippingMethod, { params: { id }, body }),
    onSuccess: (method) => {
      queryClient.setQueryData(['settings', 'shipping', 'detail', method.id], method);
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
  });
}

export function useDeleteShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteAdminShippingMethod, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}

export function useMakeDefaultShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(makeDefaultAdminShippingMethod, { params: { id } }),
    onSuccess: (methods) => rememberAll(queryClient, methods),
  });
}

/** The checkout's new order: every method's id once. */
export function useReorderShippingMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(reorderAdminShippingMethods, { body: { ids } }),
    onSuccess: (methods) => rememberAll(queryClient, methods),
    onError: () => queryClient.invalidateQueries({ queryKey: LIST }),
  });
}
