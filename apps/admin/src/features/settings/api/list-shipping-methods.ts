import { api } from '@storefront/client/api-client';
import { listAdminShippingMethods } from '@storefront/contracts/endpoints/admin/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every shipping method, on or off, in the checkout's order (a shop has a handful). */
export const shippingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'shipping', 'list'],
    queryFn: ({ signal }) => api.call(listAdminShippingMethods, { signal }),
  });

export const useShippingMethods = () => useQuery(shippingMethodsQueryOptions());
