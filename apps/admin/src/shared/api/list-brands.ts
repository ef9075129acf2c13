import { api } from '@storefront/client/api-client';
import { listAdminBrands } from '@storefront/contracts/endpoints/admin/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['brands', 'list'],
    queryFn: ({ signal }) => api.call(listAdminBrands, { signal }),
  });

export const useBrands = () => useQuery(brandsQueryOptions());
