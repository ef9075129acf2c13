import { api } from '@storefront/client/api-client';
import { listOrderItems as listOrderItemsEndpoint } from '@storefront/contracts/endpoints/orders';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';
import { accessHeaders } from '../order-access.ts';
import { ordersKeys } from './keys.ts';

/** GET orders/{id}/items (spec 7): the order's lines as placed (Order-Access as for the order). */
export function getOrderItems(orderId: number, signal?: AbortSignal, access?: string | null) {
  return api.call(listOrderItemsEndpoint, {
    params: { id: orderId },
    signal,
    headers: accessHeaders(access),
  });
}

export function useOrderItems(orderId: number, access?: string | null) {
  const { userId } = useSession();
  return useQuery({
    queryKey: ordersKeys.items(orderId),
    queryFn: ({ signal }) => getOrderItems(orderId, signal, access),
    enabled: userId !== null && Number.isInteger(orderId) && orderId > 0,
    // Lines as placed never change.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
