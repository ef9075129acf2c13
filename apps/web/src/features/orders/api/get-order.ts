import { api } from '@storefront/client/api-client';
import { getOrder as getOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';
import { accessHeaders } from '../order-access.ts';
import { ordersKeys } from './keys.ts';

/**
 * GET orders/{id} (spec 7): one of the caller's orders (404 for any other), or the one an
 * Order-Access key from POST orders/lookup opens.
 */
export function getOrder(orderId: number, signal?: AbortSignal, access?: string | null) {
  return api.call(getOrderEndpoint, {
    params: { id: orderId },
    signal,
    headers: accessHeaders(access),
  });
}

export function useOrder(orderId: number, access?: string | null) {
  const { userId } = useSession();
  return useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal, access),
    enabled: userId !== null && Number.isInteger(orderId) && orderId > 0,
  });
}
