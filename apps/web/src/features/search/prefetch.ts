import type { QueryClient } from '@tanstack/react-query';
import { brandsQueryOptions } from './api/get-brands.ts';
import { categoriesQueryOptions } from './api/get-categories.ts';
import { maxPriceQueryOptions } from './api/get-max-price.ts';
import { searchProductsQueryOptions } from './api/search-products.ts';
import { productSearchQuery, readSearchState } from './search-state.ts';

/** What the search page reads for its URL: the results, and the facets' categories, brands and top price. */
export function prefetchSearchPage(client: QueryClient, params: URLSearchParams): Promise<void>[] {
  const state = readSearchState(params);
  return [
    client.prefetchQuery(searchProductsQueryOptions(productSearchQuery(state))),
    client.prefetchQuery(categoriesQueryOptions()),
    client.prefetchQuery(brandsQueryOptions()),
    client.prefetchQuery(maxPriceQueryOptions(state.categoryId)),
  ];
}
