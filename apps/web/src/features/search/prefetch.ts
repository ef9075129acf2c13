import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from './api/get-categories.ts';
import { productFacetsQueryOptions } from './api/get-product-facets.ts';
import { searchProductsQueryOptions } from './api/search-products.ts';
import { productFacetsQuery, productSearchQuery, readSearchState } from './search-state.ts';

/**
 * What the search page reads for its URL: the results, the category tree, and the facets' counts
 * (brands, availability, top price), so the server draws it whole in one pass.
 */
export function prefetchSearchPage(client: QueryClient, params: URLSearchParams): Promise<void>[] {
  const state = readSearchState(params);
  return [
    client.prefetchQuery(searchProductsQueryOptions(productSearchQuery(state))),
    client.prefetchQuery(categoriesQueryOptions()),
    client.prefetchQuery(productFacetsQueryOptions(productFacetsQuery(state))),
  ];
}
