import type { ProductSearchResponse } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

const grid = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';
const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold';

/** The first load of a search: card-shaped placeholders where the cards will be. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('app.loading')}</span>
      <ul aria-hidden className={`${grid} animate-pulse`}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl border border-neutral-200">
            <div className="aspect-square bg-neutral-100" />
            <div className="space-y-2 p-4">
              <div className="h-4 w-4/5 rounded bg-neutral-200" />
              <div className="h-4 w-1/3 rounded bg-neutral-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-900">
      <p>{t('search.page.loadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className={`${button} mt-4 bg-red-900 text-white hover:bg-red-800`}
      >
        {t('app.error.retry')}
      </button>
    </div>
  );
}

interface EmptyResultsProps {
  keyword: string;
  /** Whether any filter is set: only then does the hint suggest fewer. */
  hasFilters?: boolean;
  /** The link that removes the filters, when there are any. */
  clearFiltersHref: string | null;
  /** The link to page 1 when this page is past the last one (there are results, elsewhere). */
  firstPageHref: string | null;
}

/** Nothing found: say so, and offer a way on (fewer filters, the first page, or the shop). */
export function EmptyResults({
  keyword,
  hasFilters = true,
  clearFiltersHref,
  firstPageHref,
}: EmptyResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
      <SearchX aria-hidden className="size-10 text-neutral-400" />
      {firstPageHref ? (
        <p className="mt-4 text-neutral-800">{t('search.page.pastLastPage')}</p>
      ) : (
        <>
          <h2 className="mt-4 text-xl font-semibold text-neutral-900">
            {t('search.page.emptyTitle')}
          </h2>
          <p className="mt-2 max-w-md text-neutral-700">
            {keyword && !hasFilters
              ? `${t('search.page.emptyKeywordOnly', { keyword })} `
              : keyword
                ? `${t('search.page.emptyKeyword', { keyword })} `
                : hasFilters
                  ? `${t('search.page.emptyBody')} `
                  : null}
            {t(hasFilters ? 'search.page.emptyHint' : 'search.page.emptyHintNoFilters')}
          </p>
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {firstPageHref && (
          <Link
            to={firstPageHref}
            className={`${button} bg-primary-strong text-white hover:brightness-90`}
          >
            {t('search.page.firstPage')}
          </Link>
        )}
        {!firstPageHref && clearFiltersHref && (
          <Link
            to={clearFiltersHref}
            className={`${button} bg-primary-strong text-white hover:brightness-90`}
          >
            {t('search.page.clearFilters')}
          </Link>
        )}
        <Link
          to={routes.home}
          className={`${button} border border-neutral-300 text-neutral-900 hover:bg-neutral-50`}
        >
          {t('search.page.browseHome')}
        </Link>
      </div>
    </div>
  );
}

type ResultItem = ProductSearchResponse['items'][number];

/**
 * One page of results as product cards, drawn by the page (the catalogue's card, with the cart
 * and wishlist buttons); `index` lets the first row load its pictures at once.
 */
export function ResultsGrid({
  items,
  renderCard,
}: {
  items: readonly ResultItem[];
  renderCard: (product: ResultItem, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  // The cards' names are h3s: the list has its own (hidden) h2, so the headings stay in order
  // when the filters, which come before it, are folded away on a phone.
  return (
    <>
      <h2 className="sr-only">{t('search.page.results')}</h2>
      <ul aria-label={t('search.page.results')} className={grid}>
        {items.map((product, index) => (
          <li key={product.productId} className="[&>article]:h-full">
            {renderCard(product, index)}
          </li>
        ))}
      </ul>
    </>
  );
}
