import { api } from '@storefront/client/api-client';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { OrderRefundRequest } from '@storefront/contracts/admin-refunds';
import { refundAdminOrder } from '@storefront/contracts/endpoints/admin/order-refunds';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/** The order as its page shows it, after a refund or a return's step; the lists it changes. */
export function showChangedOrder(queryClient: QueryClient, id: number, order: AdminOrder) {
  queryClient.setQueryData(['orders', 'detail', id], order);
  void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

/** POST admin/orders/{id}/refunds: the answer is the order with its new refund. */
export function useRefundOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRefundRequest) => api.call(refundAdminOrder, { params: { id }, body }),
    onSuccess: (order) => showChangedOrder(queryClient, id, order),
  });
}
