import { pageToSkipTop } from '@storefront/contracts/paging';
import type { ProductFacetsParams } from './api/get-product-facets.ts';
import type { ProductSearchParams } from './api/search-products.ts';
import { formatAmount, parseAmount } from './price-amount.ts';

/**
 * The filter search page keeps all its state in the URL (spec 2 /search/filterSearch), so back,
 * forward, reload and a shared link all show the same results. Menus link to `?keyword=`,
 * `?keyword=&onSale=true` and `?categoryId=N`. Prices in the URL are amounts in the currency
 * ("12.5"), read into integer fils. Anything that does not parse is ignored, never passed on.
 */

export const ITEMS_PER_PAGE = 24;
/** The API skips at most 1,000,000 results. */
export const MAX_PAGE = Math.floor(1_000_000 / ITEMS_PER_PAGE) + 1;
/** A PostgreSQL integer, the largest id there is. */
const MAX_ID = 2_147_483_647;
const MAX_BRANDS = 50;
const MAX_KEYWORD = 100;

/**
 * The orders a shopper can pick; the first is the default (the route table's, contracts
 * routes.ts): best match, which is newest first when there is no keyword (issue 29).
 */
export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type SortKey = (typeof SORTS)[number];
export const DEFAULT_SORT: SortKey = 'relevance';

/**
 * `$orderby` of each sort. The default sends none: the API's own order, best match with a
 * keyword and newest first without. The API breaks ties by product id (so pages never overlap)
 * and, with keep_out_of_stock_at_end, puts what is out of stock last whatever the order.
 */
const ORDER_BY: Record<SortKey, string | undefined> = {
  relevance: undefined,
  newest: 'createdAt desc',
  'price-asc': 'price asc',
  'price-desc': 'price desc',
  name: 'name asc',
};

/** The order the results are in: without a keyword, best match is newest. */
export const effectiveSort = (state: Pick<SearchState, 'keyword' | 'sort'>): SortKey =>
  state.sort === 'relevance' && !state.keyword ? 'newest' : state.sort;

/** The sorts that mean something for the state: best match only with a keyword. */
export const sortsFor = (state: Pick<SearchState, 'keyword'>): readonly SortKey[] =>
  state.keyword ? SORTS : SORTS.filter((sort) => sort !== 'relevance');

export interface SearchState {
  keyword: string;
  categoryId: number | null;
  /** Ascending, no repeats. */
  brandIds: number[];
  /** Fils. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  onSale: boolean;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

const KEYS = [
  'keyword',
  'categoryId',
  'brandId',
  'minPrice',
  'maxPrice',
  'inStock',
  'onSale',
  'sort',
  'page',
] as const;

/** A positive whole number within `max`, written only with digits; else null. */
function parseId(text: string | null | undefined, max = MAX_ID): number | null {
  if (!text || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number.parseInt(text, 10);
  return value >= 1 && value <= max ? value : null;
}

const parseFlag = (text: string | null) => text === 'true' || text === '1';

export function readSearchState(params: URLSearchParams): SearchState {
  const brandIds = new Set<number>();
  for (const value of params.getAll('brandId')) {
    for (const part of value.split(',')) {
      const id = parseId(part);
      if (id !== null) brandIds.add(id);
    }
  }
  const sort = params.get('sort');
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    categoryId: parseId(params.get('categoryId')),
    brandIds: [...brandIds].sort((a, b) => a - b).slice(0, MAX_BRANDS),
    minPrice: parseAmount(params.get('minPrice') ?? ''),
    maxPrice: parseAmount(params.get('maxPrice') ?? ''),
    inStock: parseFlag(params.get('inStock')),
    onSale: parseFlag(params.get('onSale')),
    sort: SORTS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_SORT,
    page: parseId(params.get('page'), MAX_PAGE) ?? 1,
  };
}

/**
 * The state as URL parameters, defaults left out. Parameters that are not ours (say `utm_source`)
 * are kept from `base`. `keyword` is always there, as the spec's route has it.
 */
export function searchParamsOf(state: SearchState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  params.set('keyword', state.keyword);
  if (state.categoryId !== null) params.set('categoryId', String(state.categoryId));
  if (state.brandIds.length > 0) params.set('brandId', state.brandIds.join(','));
  if (state.minPrice !== null) params.set('minPrice', formatAmount(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', formatAmount(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.onSale) params.set('onSale', 'true');
  // Newest without a keyword is the default order: one address for it.
  if (effectiveSort(state) !== effectiveSort({ ...state, sort: DEFAULT_SORT })) {
    params.set('sort', state.sort);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The state after a change. Any change but a page turn starts again at page 1: page 7 of the
 * old results means nothing in the new ones.
 */
export function changeSearchState(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if (patch.brandIds) next.brandIds = [...new Set(patch.brandIds)].sort((a, b) => a - b);
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** The change that removes every filter (the keyword and the sort stay). */
export const NO_FILTERS: Partial<SearchState> = {
  categoryId: null,
  brandIds: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
};

/** One filter the shopper applied, as a chip above the results, with the change that removes it. */
export type AppliedFilter = { remove: Partial<SearchState> } & (
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brandId: number }
  | { kind: 'price'; minPrice: number | null; maxPrice: number | null }
  | { kind: 'inStock' }
  | { kind: 'onSale' }
);

/** The filters applied, in the facets' order: category, each brand, price, availability. */
export function appliedFilters(state: SearchState): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (state.categoryId !== null) {
    applied.push({ kind: 'category', categoryId: state.categoryId, remove: { categoryId: null } });
  }
  for (const brandId of state.brandIds) {
    const brandIds = state.brandIds.filter((id) => id !== brandId);
    applied.push({ kind: 'brand', brandId, remove: { brandIds } });
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    applied.push({
      kind: 'price',
      minPrice: state.minPrice,
      maxPrice: state.maxPrice,
      remove: { minPrice: null, maxPrice: null },
    });
  }
  if (state.inStock) applied.push({ kind: 'inStock', remove: { inStock: false } });
  if (state.onSale) applied.push({ kind: 'onSale', remove: { onSale: false } });
  return applied;
}

export function activeFilterCount(state: SearchState): number {
  return appliedFilters(state).length;
}

/** An OData integer literal. Only whole numbers reach here; anything else is a bug, not input. */
function integer(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  return String(value);
}

/**
 * The `$filter` of the state, in the API's OData subset (contracts/catalogue.ts), e.g.
 * `categoryId eq 3 and brandId in (1,2) and price ge 1000 and price le 50000 and inStock eq true`.
 * Every value is an integer or a boolean written here, so no text from the URL reaches the
 * expression; the keyword travels in its own `keyword` parameter.
 */
export function productFilter(state: SearchState): string | undefined {
  const terms: string[] = [];
  if (state.categoryId !== null) terms.push(`categoryId eq ${integer(state.categoryId)}`);
  if (state.brandIds.length === 1) terms.push(`brandId eq ${integer(state.brandIds[0]!)}`);
  if (state.brandIds.length > 1) {
    terms.push(`brandId in (${state.brandIds.map(integer).join(',')})`);
  }
  if (state.minPrice !== null) terms.push(`price ge ${integer(state.minPrice)}`);
  if (state.maxPrice !== null) terms.push(`price le ${integer(state.maxPrice)}`);
  if (state.inStock) terms.push('inStock eq true');
  if (state.onSale) terms.push('onSale eq true');
  return terms.length > 0 ? terms.join(' and ') : undefined;
}

/** GET products/search parameters: spec 9, $skip and $top from the page and 24 per page. */
export function productSearchQuery(state: SearchState): ProductSearchParams {
  // Without a keyword, newest is the API's own order: the same request as the default.
  const sort = !state.keyword && state.sort === 'newest' ? 'relevance' : state.sort;
  return {
    keyword: state.keyword || undefined,
    $filter: productFilter(state),
    $orderby: ORDER_BY[sort],
    ...pageToSkipTop(state.page, ITEMS_PER_PAGE),
    $count: 'true',
  };
}

/** GET products/facets parameters: the search's own `$filter` and keyword, so counts match it. */
export function productFacetsQuery(state: SearchState): ProductFacetsParams {
  const { keyword, $filter } = productSearchQuery(state);
  return { keyword, $filter };
}
