import { api } from '@storefront/client/api-client';
import { requestOrderReturn as requestOrderReturnEndpoint } from '@storefront/contracts/endpoints/orders';
import type { ReturnRequest } from '@storefront/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from './keys.ts';

/**
 * POST orders/{id}/returns (issue 15): lines of a delivered order to send back, and why. Only
 * the order's owner may ask (an Order-Access key does not open it).
 */
export function requestReturn(orderId: number, body: ReturnRequest) {
  return api.call(requestOrderReturnEndpoint, { params: { id: orderId }, body });
}

/** The answer is the order with its returns listed: it replaces the cached one. */
export function useRequestReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => requestReturn(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.orderId), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  });
}
