import { api } from '@storefront/client/api-client';
import { lookupOrder as lookupOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import type { OrderLookupRequest } from '@storefront/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeOrderAccess } from '../order-access.ts';
import { ordersKeys } from './keys.ts';

/**
 * POST orders/lookup (issue 15): a guest finds an order by its number and email. Public: no
 * token (a 404 says the same for a wrong number and a wrong email; 429 when tried too often).
 */
export function lookupOrder(body: OrderLookupRequest) {
  return api.call(lookupOrderEndpoint, { body, auth: false });
}

/** On success the order goes into the cache and its key into this tab's storage. */
export function useLookupOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lookupOrder,
    onSuccess: ({ order, accessToken }) => {
      queryClient.setQueryData(ordersKeys.detail(order.orderId), order);
      storeOrderAccess(order.orderId, accessToken);
    },
  });
}
