import { api } from '@storefront/client/api-client';
import type { ProductFacetsQuery } from '@storefront/contracts/catalogue';
import { getProductFacets as getProductFacetsEndpoint } from '@storefront/contracts/endpoints/catalogue/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The parameters as the API reads them: the search's `$filter` and keyword. */
export type ProductFacetsParams = ProductFacetsQuery;

/**
 * GET products/facets (issue 29): how many results each category, brand and availability value
 * would give with the other filters applied, and the top price, for the page's search.
 */
export function getProductFacets(query: ProductFacetsParams, signal?: AbortSignal) {
  return api.call(getProductFacetsEndpoint, { query: { ...query }, signal, auth: false });
}

export const productFacetsQueryOptions = (query: ProductFacetsParams) =>
  queryOptions({
    queryKey: ['search', 'facets', query],
    queryFn: ({ signal }) => getProductFacets(query, signal),
  });

/** The facets of the search; the previous counts stay while the next arrive (no skeleton). */
export function useProductFacets(query: ProductFacetsParams) {
  return useQuery({ ...productFacetsQueryOptions(query), placeholderData: keepPreviousData });
}
