import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { ProductCard } from '../../features/catalogue/index.ts';
import {
  AppliedFilters,
  activeFilterCount,
  categoryPath,
  DidYouMean,
  EmptyResults,
  ITEMS_PER_PAGE,
  loadFiltersDrawer,
  NO_FILTERS,
  Pagination,
  productSearchQuery,
  ResultsError,
  ResultsGrid,
  ResultsSkeleton,
  SearchFacets,
  type SearchState,
  SortSelect,
  useCategories,
  useSearchProducts,
  useSearchState,
} from '../../features/search/index.ts';
import { island } from '../../lib/islands.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { productCardSlots } from './product-card-slots.tsx';

const FiltersDrawer = lazy(loadFiltersDrawer);

/** The whole page answers touches (filters, sort, pages): one island (decision 66). */
const FilterSearchPage = island('search', FilterSearch);
export default FilterSearchPage;

/**
 * /search/filterSearch (spec 2): products matching a keyword (by name prefix, spec 5) and the
 * facets, sorted and paged, all from the URL so back, forward and a shared link show the same.
 * The previous page of results stays (dimmed) while the next loads, so the grid never flashes.
 */
export function FilterSearch() {
  const { t } = useTranslation();
  const { state, update, hrefFor } = useSearchState();
  const results = useSearchProducts(productSearchQuery(state));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code comes when the shopper reaches for its button; once there, it stays.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filterCount = activeFilterCount(state);
  const title = useSearchTitle(state);
  useDocumentTitle(title, { withShopName: true });

  // A new page of results starts at the top, with the heading focused for screen readers.
  const page = useRef(state.page);
  useEffect(() => {
    if (page.current === state.page) return;
    page.current = state.page;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [state.page]);

  const data = results.data;
  const count = data ? (data.count ?? data.items.length) : null;
  const pages = count === null ? 0 : Math.ceil(count / ITEMS_PER_PAGE);

  let body: ReactNode;
  if (results.isPending) body = <ResultsSkeleton />;
  else if (results.isError || !data) body = <ResultsError onRetry={() => void results.refetch()} />;
  else if (data.items.length === 0) {
    body = (
      <EmptyResults
        keyword={state.keyword}
        hasFilters={filterCount > 0}
        clearFiltersHref={filterCount > 0 ? hrefFor(NO_FILTERS) : null}
        firstPageHref={count !== null && count > 0 && state.page > 1 ? hrefFor({ page: 1 }) : null}
      />
    );
  } else {
    body = (
      <>
        <ResultsGrid
          items={data.items}
          renderCard={(product, index) => (
            <ProductCard product={product} eager={index < 4} {...productCardSlots(product)} />
          )}
        />
        <Pagination
          page={state.page}
          pages={pages}
          hrefFor={(target) => hrefFor({ page: target })}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance text-neutral-900 outline-none sm:text-3xl"
          >
            {title ?? (
              <span
                aria-hidden
                className="inline-block h-8 w-48 animate-pulse rounded-lg bg-neutral-200"
              />
            )}
          </h1>
          <p aria-live="polite" className="mt-1 min-h-6 text-sm text-neutral-700">
            {count !== null && !results.isPlaceholderData && t('search.page.count', { count })}
          </p>
          {!results.isPlaceholderData && <DidYouMean suggestion={data?.didYouMean} />}
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <button
            ref={filtersButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onPointerEnter={wantDrawer}
            onFocus={wantDrawer}
            onClick={() => {
              wantDrawer();
              setDrawerOpen(true);
            }}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-neutral-300 px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-50 md:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {t('search.filters.toggle')}
            {filterCount > 0 && (
              <span className="rounded-full bg-primary-strong px-2 py-0.5 text-xs text-white">
                <span aria-hidden>{filterCount}</span>
                <span className="sr-only">
                  {t('search.filters.activeCount', { count: filterCount })}
                </span>
              </span>
            )}
          </button>
          <SortSelect state={state} update={update} />
        </div>
      </div>

      <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Beside the results from md; below it the same facets open in a drawer. */}
        <aside aria-label={t('search.filters.title')} className="hidden md:block">
          <SearchFacets state={state} update={update} hrefFor={hrefFor} />
        </aside>
        {drawerWanted && (
          <Suspense fallback={null}>
            <FiltersDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              returnFocus={filtersButton}
              count={count}
              clearAllHref={filterCount > 0 ? hrefFor(NO_FILTERS) : null}
            >
              <SearchFacets state={state} update={update} hrefFor={hrefFor} />
            </FiltersDrawer>
          </Suspense>
        )}
        <section
          aria-label={t('search.page.results')}
          aria-busy={results.isFetching}
          className={`transition-opacity ${results.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <AppliedFilters state={state} update={update} hrefFor={hrefFor} />
          {body}
        </section>
      </div>
    </div>
  );
}

/**
 * What was searched, for the heading and the tab: the keyword, else the category, else offers
 * or everything. Null while the category's name is on its way.
 */
function useSearchTitle(state: SearchState): string | null {
  const { t } = useTranslation();
  const categories = useCategories();
  if (state.keyword) return t('search.page.resultsFor', { keyword: state.keyword });
  if (state.categoryId !== null) {
    if (categories.isPending) return null;
    const category = categoryPath(categories.data ?? [], state.categoryId).at(-1);
    if (category) return category.name;
  }
  if (state.onSale) return t('search.page.onSale');
  return t('search.page.allProducts');
}
