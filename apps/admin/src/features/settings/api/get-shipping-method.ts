import { api } from '@storefront/client/api-client';
import { getAdminShippingMethod } from '@storefront/contracts/endpoints/admin/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const shippingMethodQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['settings', 'shipping', 'detail', id],
    queryFn: ({ signal }) => api.call(getAdminShippingMethod, { params: { id }, signal }),
  });

export const useShippingMethod = (id: number) => useQuery(shippingMethodQueryOptions(id));
