import { api } from '@storefront/client/api-client';
import type { BrandRequest } from '@storefront/contracts/admin-catalogue';
import {
  createAdminBrand,
  deleteAdminBrand,
  updateAdminBrand,
} from '@storefront/contracts/endpoints/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const KEY = ['brands', 'list'];

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandRequest) => api.call(createAdminBrand, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BrandRequest }) =>
      api.call(updateAdminBrand, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteAdminBrand, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
