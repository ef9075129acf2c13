import { api } from '@storefront/client/api-client';
import { getAdminProduct } from '@storefront/contracts/endpoints/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => api.call(getAdminProduct, { params: { id }, signal }),
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
