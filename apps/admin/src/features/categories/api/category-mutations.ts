import { api } from '@storefront/client/api-client';
import type {
  CreateCategoryRequest,
  MoveCategoryRequest,
  UpdateCategoryRequest,
} from '@storefront/contracts/admin-catalogue';
import {
  createAdminCategory,
  deleteAdminCategory,
  moveAdminCategory,
  updateAdminCategory,
} from '@storefront/contracts/endpoints/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const KEY = ['categories', 'list'];

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCategoryRequest) => api.call(createAdminCategory, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCategoryRequest }) =>
      api.call(updateAdminCategory, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT admin/categories/{id}/position answers the whole tree: it replaces the cached one. */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MoveCategoryRequest }) =>
      api.call(moveAdminCategory, { params: { id }, body }),
    onSuccess: (tree) => queryClient.setQueryData(KEY, tree),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteAdminCategory, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
