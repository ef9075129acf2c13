import { api } from '@storefront/client/api-client';
import { suggestProducts } from '@storefront/contracts/endpoints/catalogue/products';
import { SUGGESTION_COUNT } from '@storefront/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET products/suggest (spec 2 Search; spec 9: 5 results): products whose names start with the
 * text, in the page's language. Public, so sent without a token (decision 19): a first search
 * never waits for the guest session.
 */
export function getSuggestions(query: string, signal?: AbortSignal) {
  return api.call(suggestProducts, {
    query: { query, pageCount: SUGGESTION_COUNT },
    signal,
    auth: false,
  });
}

export const suggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', query],
    // TanStack Query aborts this request (the signal) once the box asks for newer text, and a
    // late answer lands under its own key: an old answer never replaces a newer one.
    queryFn: ({ signal }) => getSuggestions(query, signal),
    staleTime: 60_000,
  });

/**
 * Suggestions for `query` (already trimmed and debounced); none for empty text (spec 5). While
 * the next answer is on its way the previous list stays, so the list does not flicker.
 */
export function useSuggestions(query: string) {
  return useQuery({
    ...suggestionsQueryOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
