import { api } from '@storefront/client/api-client';
import { cancelOrder as cancelOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessHeaders } from '../order-access.ts';
import { ordersKeys } from './keys.ts';

/**
 * POST orders/{id}/cancel (issue 15): the shopper cancels until the order ships (409 after),
 * with an optional reason; the caller's own order, or the one an Order-Access key opens.
 */
export function cancelOrder(orderId: number, reason: string, access?: string | null) {
  return api.call(cancelOrderEndpoint, {
    params: { id: orderId },
    body: { reason },
    headers: accessHeaders(access),
  });
}

/** The answer is the cancelled order: it replaces the cached one; the lists are read again. */
export function useCancelOrder(orderId: number, access?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason, access),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
