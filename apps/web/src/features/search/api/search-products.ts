import { api } from '@storefront/client/api-client';
import type { productSearchQuerySchema } from '@storefront/contracts/catalogue';
import { searchProducts as searchProductsEndpoint } from '@storefront/contracts/endpoints/catalogue/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** The parameters as the API reads them ($top and $skip as numbers). */
export type ProductSearchParams = z.infer<typeof productSearchQuerySchema>;

/** GET products/search with $filter, $orderby, $top, $skip, $count and keyword (spec 7). */
export function searchProducts(query: ProductSearchParams, signal?: AbortSignal) {
  return api.call(searchProductsEndpoint, {
    query: { ...query },
    signal,
    auth: false,
  });
}

export const searchProductsQueryOptions = (query: ProductSearchParams) =>
  queryOptions({
    queryKey: ['search', 'list', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
  });

/** One page of results; the previous page stays on screen while the next loads (no flash). */
export function useSearchProducts(query: ProductSearchParams) {
  return useQuery({ ...searchProductsQueryOptions(query), placeholderData: keepPreviousData });
}
