import { api } from '@storefront/client/api-client';
import { popularSearches, quickSearch } from '@storefront/contracts/endpoints/catalogue/products';
import { SUGGESTION_COUNT } from '@storefront/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET products/quick-search (issue 29): the header box's answer while typing: 5 products (spec
 * 9), the matching categories and brands, and the corrected text when a word was mistyped.
 * Public, so sent without a token (decision 19): a first search never waits for the guest
 * session.
 */
export const quickSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'quick', query],
    // TanStack Query aborts this request (the signal) once the box asks for newer text, and a
    // late answer lands under its own key: an old answer never replaces a newer one.
    queryFn: ({ signal }) =>
      api.call(quickSearch, {
        query: { query, pageCount: SUGGESTION_COUNT },
        signal,
        auth: false,
      }),
    staleTime: 60_000,
  });

/**
 * The box's answer for `query` (already trimmed and debounced); none for empty text (spec 5).
 * While the next answer is on its way the previous one stays, so the list does not flicker.
 */
export function useQuickSearch(query: string) {
  return useQuery({
    ...quickSearchQueryOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET products/popular-searches: what the focused, empty box offers. */
export function usePopularSearches(enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'popular'],
    queryFn: ({ signal }) => api.call(popularSearches, { signal, auth: false }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
