import { api } from '@storefront/client/api-client';
import type { StockAdjustment } from '@storefront/contracts/admin-catalogue';
import { adjustAdminStock } from '@storefront/contracts/endpoints/admin/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustment) =>
      api.call(adjustAdminStock, { params: { id: productId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['stock', productId] });
    },
  });
}
