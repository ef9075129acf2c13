import { getOrder as getOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET orders/{id} (spec 7): a cash on delivery order, for the result page. */
export function getPlacedOrder(orderId: string, signal?: AbortSignal) {
  return api.call(getOrderEndpoint, { params: { id: orderId }, signal });
}

export const placedOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'placed-order', orderId],
    queryFn: ({ signal }) => getPlacedOrder(orderId, signal),
  });

export function usePlacedOrder(orderId: string | null) {
  return useQuery({ ...placedOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
