import { api } from '@storefront/client/api-client';
import type { BulkProductsRequest } from '@storefront/contracts/admin-catalogue';
import { bulkUpdateAdminProducts } from '@storefront/contracts/endpoints/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST admin/products/bulk: publish, unpublish or archive the selected products. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkProductsRequest) => api.call(bulkUpdateAdminProducts, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
