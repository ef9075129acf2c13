import { api } from '@storefront/client/api-client';
import { getAdminOrder } from '@storefront/contracts/endpoints/admin/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api.call(getAdminOrder, { params: { id }, signal }),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
