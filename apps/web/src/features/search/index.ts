/**
 * Search (the catalogue's search endpoints): the search page's state in the URL, its facets,
 * sorting, paging and results grid (the page draws the cards), and the header's suggestions.
 */
export { useCategories } from './api/get-categories.ts';
export { usePopularSearches, useQuickSearch } from './api/quick-search.ts';
export { useSearchProducts } from './api/search-products.ts';
export type { BoxRow } from './box-rows.ts';
export { categoryPath } from './category-tree.ts';
export { AppliedFilters } from './components/applied-filters.tsx';
export { DidYouMean } from './components/did-you-mean.tsx';
export { loadFiltersDrawer } from './components/load-filters-drawer.ts';
export {
  loadedSuggestionOptions,
  loadSuggestionOptions,
} from './components/load-suggestion-options.ts';
export { Pagination } from './components/pagination.tsx';
export { SearchFacets } from './components/search-facets.tsx';
export {
  EmptyResults,
  ResultsError,
  ResultsGrid,
  ResultsSkeleton,
} from './components/search-results.tsx';
export { SortSelect } from './components/sort-select.tsx';
export { useSearchState } from './hooks/use-search-state.ts';
export { prefetchSearchPage } from './prefetch.ts';
export {
  activeFilterCount,
  ITEMS_PER_PAGE,
  NO_FILTERS,
  productSearchQuery,
  type SearchState,
} from './search-state.ts';
