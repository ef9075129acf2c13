import { api } from '@storefront/client/api-client';
import type { AdminProductInput } from '@storefront/contracts/admin-catalogue';
import {
  createAdminProduct,
  updateAdminProduct,
} from '@storefront/contracts/endpoints/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST admin/products for a new product, PUT admin/products/{id} (the whole document) after. */
export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductInput) =>
      id === null
        ? api.call(createAdminProduct, { body })
        : api.call(updateAdminProduct, { params: { id }, body }),
    onSuccess: (product) => {
      queryClient.setQueryData(['products', 'detail', product.id], product);
      void queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['products', 'history', product.id] });
    },
  });
}
