import { api } from '@storefront/client/api-client';
import type { AdminProductsQuery } from '@storefront/contracts/admin-catalogue';
import { listAdminProducts } from '@storefront/contracts/endpoints/admin/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const productsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => api.call(listAdminProducts, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: AdminProductsQuery) => useQuery(productsQueryOptions(query));
