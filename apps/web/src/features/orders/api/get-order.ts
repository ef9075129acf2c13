import { getOrder as getOrderEndpoint } from '@storefront/contracts/endpoints/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../sessions/index.ts';
import { ordersKeys } from './keys.ts';

/** GET orders/{id} (spec 7): one of the caller's orders (404 for any other). */
export function getOrder(orderId: number, signal?: AbortSignal) {
  return api.call(getOrderEndpoint, { params: { id: orderId }, signal });
}

export function useOrder(orderId: number) {
  const { userId } = useSession();
  return useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: userId !== null && Number.isInteger(orderId) && orderId > 0,
  });
}
