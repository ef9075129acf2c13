import { api } from '@storefront/client/api-client';
import type { AdminOrderMove } from '@storefront/contracts/admin-orders';
import { moveAdminOrder } from '@storefront/contracts/endpoints/admin/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST admin/orders/{id}/status: the answer is the order as its page shows it. */
export function useMoveOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderMove) => api.call(moveAdminOrder, { params: { id }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', 'detail', id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
