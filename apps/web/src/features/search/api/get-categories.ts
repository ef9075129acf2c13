import { api } from '@storefront/client/api-client';
import { listPublishedCategories } from '@storefront/contracts/endpoints/catalogue/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET categories/published/lookup: the published category tree, flat, in display order. */
export function getCategories(signal?: AbortSignal) {
  return api.call(listPublishedCategories, { signal, auth: false });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
