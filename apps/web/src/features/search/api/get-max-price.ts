import type { maxPriceSchema } from '@storefront/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** `maxPrice` in fils. */
type MaxPrice = z.infer<typeof maxPriceSchema>;

/** GET products/max-price (optionally within a category): the top of the price facet. */
export function getMaxPrice(categoryId: number | null, signal?: AbortSignal) {
  return api.get<MaxPrice>('products/max-price', {
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
