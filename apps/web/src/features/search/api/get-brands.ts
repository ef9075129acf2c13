import { api } from '@storefront/client/api-client';
import { listBrands } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET products-brands: the brand facet. */
export function getBrands(signal?: AbortSignal) {
  return api.call(listBrands, { signal, auth: false });
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'brands'],
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
