import { api } from '@storefront/client/api-client';
import type { AdminOrdersQuery } from '@storefront/contracts/admin-orders';
import { listAdminOrders } from '@storefront/contracts/endpoints/admin/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const ordersQueryOptions = (query: AdminOrdersQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) => api.call(listAdminOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: AdminOrdersQuery) => useQuery(ordersQueryOptions(query));
