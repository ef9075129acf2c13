import { api } from '@storefront/client/api-client';
import { getMaxPrice as getMaxPriceEndpoint } from '@storefront/contracts/endpoints/catalogue/products';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET products/max-price (optionally within a category): the top of the price facet, in fils. */
export function getMaxPrice(categoryId: number | null, signal?: AbortSignal) {
  return api.call(getMaxPriceEndpoint, {
    query: { categoryId },
    signal,
    auth: false,
  });
}

export const maxPriceQueryOptions = (categoryId: number | null) =>
  queryOptions({
    queryKey: ['search', 'max-price', { categoryId }],
    queryFn: ({ signal }) => getMaxPrice(categoryId, signal),
    staleTime: 10 * 60_000,
  });

export function useMaxPrice(categoryId: number | null) {
  return useQuery(maxPriceQueryOptions(categoryId));
}
