import { api } from '@storefront/client/api-client';
import { listOrders as listOrdersEndpoint } from '@storefront/contracts/endpoints/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../sessions/index.ts';
import { ORDERS_PER_PAGE, ordersKeys } from './keys.ts';

/** GET customers/{userId}/orders?page&itemsPerPage (spec 7): newest first. */
export function getOrders(page: number, signal?: AbortSignal) {
  return api.call(listOrdersEndpoint, {
    query: { page, itemsPerPage: ORDERS_PER_PAGE },
    signal,
  });
}

export function useOrders(page: number) {
  const { userId } = useSession();
  return useQuery({
    queryKey: ordersKeys.list(userId, page),
    queryFn: ({ signal }) => getOrders(page, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}
