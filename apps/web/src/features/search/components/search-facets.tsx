import type { CategoryLookup, ProductFacets } from '@storefront/contracts/catalogue';
import { type ReactNode, startTransition, useId, useOptimistic, useState } from 'react';
import { Link } from 'react-router';
import { usePriceSettings } from '../../../shared/hooks/use-price-settings.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { TextWithPrice } from '../../../shared/ui/text-with-price.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { categoryPath, childrenByParent } from '../category-tree.ts';
import { formatAmount, parseAmount } from '../price-amount.ts';
import { productFacetsQuery, type SearchState } from '../search-state.ts';

interface SearchFacetsProps {
  state: SearchState;
  update: (patch: Partial<SearchState>) => void;
  hrefFor: (patch: Partial<SearchState>) => string;
}

/**
 * The filter search facets (spec 2): category (links, the chosen branch opened), brand, price
 * range up to the highest price, and availability. Every change goes to the URL. Each value
 * shows how many results choosing it gives with the other filters (issue 29); a value that
 * would give none is not offered, unless it is chosen (so it can be taken off).
 */
export function SearchFacets({ state, update, hrefFor }: SearchFacetsProps) {
  const facets = useProductFacets(productFacetsQuery(state));
  const data = facets.data;
  const retry = () => void facets.refetch();
  return (
    <div className="space-y-7">
      <CategoryFacet state={state} hrefFor={hrefFor} counts={data?.categories} />
      <BrandFacet
        state={state}
        update={update}
        facets={facets.isError ? 'error' : data}
        onRetry={retry}
      />
      <PriceFacet state={state} update={update} ceiling={data?.maxPrice} />
      <AvailabilityFacet state={state} update={update} facets={data} />
    </div>
  );
}

/**
 * How many results a value gives: the number on screen, and said in words to a screen reader
 * ("Phones (20 results)"); `spoken` false when the value's label says it already.
 */
function ValueCount({ count, spoken = true }: { count: number; spoken?: boolean }) {
  return (
    <span className="ms-auto ps-2 text-xs text-neutral-600 tabular-nums">
      <span aria-hidden>{count}</span>
      {spoken && <SpokenCount count={count} />}
    </span>
  );
}

function SpokenCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      {' '}
      <span className="sr-only">({t('search.filters.valueCount', { count })})</span>
    </>
  );
}

function Facet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-neutral-900 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * A facet's checkbox. The URL is the state, and a navigation is a transition: the box shows the
 * shopper's click at once (optimistic) rather than flicking back until the new URL renders.
 */
function Checkbox({
  checked,
  onChange,
  count,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The results choosing it gives (issue 29); none while the counts are on their way. */
  count?: number | undefined;
  children: ReactNode;
}) {
  const [shown, setShown] = useOptimistic(checked);
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2.5 text-sm text-neutral-800">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          const next = event.target.checked;
          startTransition(() => {
            setShown(next);
            onChange(next);
          });
        }}
        className="size-4.5 shrink-0 accent-primary-strong"
      />
      {/* One run of text, so the box is named "Acme (12 results)". */}
      <span className="min-w-0">
        {children}
        {count !== undefined && <SpokenCount count={count} />}
      </span>
      {count !== undefined && <ValueCount count={count} spoken={false} />}
    </label>
  );
}

function FacetSkeleton() {
  return (
    <div aria-hidden className="animate-pulse space-y-2.5">
      {[80, 64, 72, 56].map((width) => (
        <div key={width} className="h-4 rounded bg-neutral-200" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

function FacetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-red-800">
      {t('search.filters.loadFailed')}{' '}
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold underline underline-offset-2"
      >
        {t('app.error.retry')}
      </button>
    </p>
  );
}

const categoryLink =
  'block rounded-lg py-1.5 ps-2 pe-12 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 aria-[current=true]:bg-primary/15 aria-[current=true]:font-semibold aria-[current=true]:text-neutral-950';

/**
 * The category tree, each with how many results it (and everything under it) gives; a category
 * with none is not offered, unless it is the chosen one or above it. The count sits beside the
 * link, not in it, so the link is named by the category alone.
 */
function CategoryFacet({
  state,
  hrefFor,
  counts,
}: Pick<SearchFacetsProps, 'state' | 'hrefFor'> & {
  counts: ProductFacets['categories'] | undefined;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const titleId = useId();
  let body: ReactNode;
  if (categories.isPending) body = <FacetSkeleton />;
  else if (categories.isError) body = <FacetError onRetry={() => void categories.refetch()} />;
  else {
    const children = childrenByParent(categories.data);
    const open = new Set(categoryPath(categories.data, state.categoryId).map((c) => c.categoryId));
    const countOf = new Map(counts?.map((c) => [c.categoryId, c.count]));
    // Every product sits under exactly one top category: theirs add up to all categories'.
    const all = counts
      ? (children.get(null) ?? []).reduce(
          (sum, node) => sum + (countOf.get(node.categoryId) ?? 0),
          0,
        )
      : undefined;
    const offered = (node: CategoryLookup) =>
      !counts || open.has(node.categoryId) || (countOf.get(node.categoryId) ?? 0) > 0;
    const row = (link: ReactNode, count: number | undefined) => (
      <div className="relative">
        {link}
        {count !== undefined && (
          <span className="pointer-events-none absolute inset-y-0 end-2 flex items-center">
            <ValueCount count={count} />
          </span>
        )}
      </div>
    );
    const branch = (parentId: number | null): ReactNode => {
      const nodes = children.get(parentId)?.filter(offered);
      if (!nodes || nodes.length === 0) return null;
      return (
        <ul className={parentId === null ? 'space-y-0.5' : 'ms-3 mt-0.5 space-y-0.5 border-s ps-2'}>
          {nodes.map((node: CategoryLookup) => (
            <li key={node.categoryId}>
              {row(
                <Link
                  to={hrefFor({ categoryId: node.categoryId })}
                  aria-current={node.categoryId === state.categoryId ? 'true' : undefined}
                  className={categoryLink}
                >
                  {node.name}
                </Link>,
                counts ? (countOf.get(node.categoryId) ?? 0) : undefined,
              )}
              {open.has(node.categoryId) && branch(node.categoryId)}
            </li>
          ))}
        </ul>
      );
    };
    body = (
      <>
        {row(
          <Link
            to={hrefFor({ categoryId: null })}
            aria-current={state.categoryId === null ? 'true' : undefined}
            className={categoryLink}
          >
            {t('search.filters.allCategories')}
          </Link>,
          all,
        )}
        {branch(null)}
      </>
    );
  }
  return (
    <nav aria-labelledby={titleId}>
      <h2
        id={titleId}
        className="mb-3 text-sm font-semibold tracking-wide text-neutral-900 uppercase"
      >
        {t('search.filters.category')}
      </h2>
      {body}
    </nav>
  );
}

/** The brands with results (with the other filters), and any chosen brand, even at 0. */
function BrandFacet({
  state,
  update,
  facets,
  onRetry,
}: Pick<SearchFacetsProps, 'state' | 'update'> & {
  facets: ProductFacets | 'error' | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (facets !== undefined && facets !== 'error' && facets.brands.length === 0) return null;
  return (
    <Facet title={t('search.filters.brand')}>
      {facets === undefined ? (
        <FacetSkeleton />
      ) : facets === 'error' ? (
        <FacetError onRetry={onRetry} />
      ) : (
        <div className="max-h-72 space-y-1 overflow-y-auto">
          {facets.brands.map((brand) => (
            <Checkbox
              key={brand.brandId}
              checked={state.brandIds.includes(brand.brandId)}
              count={brand.count}
              onChange={(checked) =>
                update({
                  brandIds: checked
                    ? [...state.brandIds, brand.brandId]
                    : state.brandIds.filter((id) => id !== brand.brandId),
                })
              }
            >
              {brand.name}
            </Checkbox>
          ))}
        </div>
      )}
    </Facet>
  );
}

/** In stock and on sale, each offered when it gives results (or is chosen). */
function AvailabilityFacet({
  state,
  update,
  facets,
}: Pick<SearchFacetsProps, 'state' | 'update'> & { facets: ProductFacets | undefined }) {
  const { t } = useTranslation();
  const showInStock = state.inStock || !facets || facets.inStock > 0;
  const showOnSale = state.onSale || !facets || facets.onSale > 0;
  if (!showInStock && !showOnSale) return null;
  return (
    <Facet title={t('search.filters.availability')}>
      <div className="space-y-2">
        {showInStock && (
          <Checkbox
            checked={state.inStock}
            count={facets?.inStock}
            onChange={(inStock) => update({ inStock })}
          >
            {t('search.filters.inStock')}
          </Checkbox>
        )}
        {showOnSale && (
          <Checkbox
            checked={state.onSale}
            count={facets?.onSale}
            onChange={(onSale) => update({ onSale })}
          >
            {t('search.filters.onSale')}
          </Checkbox>
        )}
      </div>
    </Facet>
  );
}

type PriceProps = Pick<SearchFacetsProps, 'state' | 'update'> & {
  /** The highest price with the other filters, in fils (issue 29). */
  ceiling: number | undefined;
};

function PriceFacet(props: PriceProps) {
  const { state } = props;
  // The form starts again from the URL whenever the URL's prices change (back, clear all).
  return <PriceForm key={`${state.minPrice}-${state.maxPrice}-${state.categoryId}`} {...props} />;
}

type PriceProblem = 'search.filters.priceInvalid' | 'search.filters.priceOrder' | null;

function PriceForm({ state, update, ceiling }: PriceProps) {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  const id = useId();
  // Nothing matches (0): no top to speak of.
  const top = ceiling || undefined;
  const [min, setMin] = useState(state.minPrice === null ? '' : formatAmount(state.minPrice));
  const [max, setMax] = useState(state.maxPrice === null ? '' : formatAmount(state.maxPrice));
  const [problem, setProblem] = useState<{ field: 'min' | 'max'; key: PriceProblem } | null>(null);
  const currency = settings.currencyLabel;

  const field = (which: 'min' | 'max', value: string, setValue: (text: string) => void) => {
    const invalid = problem?.field === which;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}${which}`} className="block text-xs text-neutral-700">
          {t(which === 'min' ? 'search.filters.minPrice' : 'search.filters.maxPrice', {
            currency,
          })}
        </label>
        <input
          id={`${id}${which}`}
          name={which === 'min' ? 'minPrice' : 'maxPrice'}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={which === 'max' && top !== undefined ? formatAmount(top) : '0'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}problem` : top !== undefined ? `${id}hint` : undefined}
          className="mt-1 h-10 w-full rounded-lg border border-neutral-300 bg-white px-2.5 text-sm text-neutral-900 tabular-nums hover:border-neutral-400 aria-invalid:border-red-700"
        />
      </div>
    );
  };

  return (
    <Facet title={t('search.filters.price')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const minPrice = min.trim() ? parseAmount(min) : null;
          const maxPrice = max.trim() ? parseAmount(max) : null;
          if (min.trim() && minPrice === null) {
            setProblem({ field: 'min', key: 'search.filters.priceInvalid' });
          } else if (max.trim() && maxPrice === null) {
            setProblem({ field: 'max', key: 'search.filters.priceInvalid' });
          } else if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
            setProblem({ field: 'min', key: 'search.filters.priceOrder' });
          } else {
            setProblem(null);
            update({ minPrice, maxPrice });
          }
        }}
      >
        <div className="flex items-end gap-2">
          {field('min', min, setMin)}
          <span aria-hidden className="pb-2.5 text-neutral-500">
            –
          </span>
          {field('max', max, setMax)}
        </div>
        {problem?.key && (
          <p id={`${id}problem`} className="mt-2 text-sm text-red-800">
            {t(problem.key)}
          </p>
        )}
        {top !== undefined && (
          <p id={`${id}hint`} className="mt-2 text-xs text-neutral-600">
            <TextWithPrice text={t('search.filters.priceUpTo')} placeholder="max" minor={top} />
          </p>
        )}
        <button
          type="submit"
          className="mt-3 rounded-full border border-neutral-300 px-4 py-1.5 text-sm font-semibold text-neutral-900 hover:border-neutral-400 hover:bg-neutral-50"
        >
          {t('search.filters.applyPrice')}
        </button>
      </form>
    </Facet>
  );
}
