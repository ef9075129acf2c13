import type { CategoryLookup } from '@storefront/contracts/catalogue';
import { formatPrice } from '@storefront/contracts/price';
import { type ReactNode, startTransition, useId, useOptimistic, useState } from 'react';
import { Link } from 'react-router';
import { usePriceSettings } from '../../../shared/hooks/use-price-settings.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useBrands } from '../api/get-brands.ts';
import { useCategories } from '../api/get-categories.ts';
import { useMaxPrice } from '../api/get-max-price.ts';
import { categoryPath, childrenByParent } from '../category-tree.ts';
import { formatAmount, parseAmount } from '../price-amount.ts';
import { activeFilterCount, NO_FILTERS, type SearchState } from '../search-state.ts';

interface SearchFacetsProps {
  state: SearchState;
  update: (patch: Partial<SearchState>) => void;
  hrefFor: (patch: Partial<SearchState>) => string;
}

/**
 * The filter search facets (spec 2): category (links, the chosen branch opened), brand, price
 * range up to the highest price, and availability. Every change goes to the URL.
 */
export function SearchFacets({ state, update, hrefFor }: SearchFacetsProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-7">
      {activeFilterCount(state) > 0 && (
        <Link
          to={hrefFor(NO_FILTERS)}
          className="inline-flex text-sm font-semibold text-primary-strong underline-offset-2 hover:underline"
        >
          {t('search.filters.clearAll')}
        </Link>
      )}
      <CategoryFacet state={state} hrefFor={hrefFor} />
      <BrandFacet state={state} update={update} />
      <PriceFacet state={state} update={update} />
      <Facet title={t('search.filters.availability')}>
        <div className="space-y-2">
          <Checkbox checked={state.inStock} onChange={(inStock) => update({ inStock })}>
            {t('search.filters.inStock')}
          </Checkbox>
          <Checkbox checked={state.onSale} onChange={(onSale) => update({ onSale })}>
            {t('search.filters.onSale')}
          </Checkbox>
        </div>
      </Facet>
    </div>
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
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
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
      {children}
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
  'block rounded-lg px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 aria-[current=true]:bg-primary/15 aria-[current=true]:font-semibold aria-[current=true]:text-neutral-950';

function CategoryFacet({ state, hrefFor }: Pick<SearchFacetsProps, 'state' | 'hrefFor'>) {
  const { t } = useTranslation();
  const categories = useCategories();
  const titleId = useId();
  let body: ReactNode;
  if (categories.isPending) body = <FacetSkeleton />;
  else if (categories.isError) body = <FacetError onRetry={() => void categories.refetch()} />;
  else {
    const children = childrenByParent(categories.data);
    const open = new Set(categoryPath(categories.data, state.categoryId).map((c) => c.categoryId));
    const branch = (parentId: number | null): ReactNode => {
      const nodes = children.get(parentId);
      if (!nodes) return null;
      return (
        <ul className={parentId === null ? 'space-y-0.5' : 'ms-3 mt-0.5 space-y-0.5 border-s ps-2'}>
          {nodes.map((node: CategoryLookup) => (
            <li key={node.categoryId}>
              <Link
                to={hrefFor({ categoryId: node.categoryId })}
                aria-current={node.categoryId === state.categoryId ? 'true' : undefined}
                className={categoryLink}
              >
                {node.name}
              </Link>
              {open.has(node.categoryId) && branch(node.categoryId)}
            </li>
          ))}
        </ul>
      );
    };
    body = (
      <>
        <Link
          to={hrefFor({ categoryId: null })}
          aria-current={state.categoryId === null ? 'true' : undefined}
          className={categoryLink}
        >
          {t('search.filters.allCategories')}
        </Link>
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

function BrandFacet({ state, update }: Pick<SearchFacetsProps, 'state' | 'update'>) {
  const { t } = useTranslation();
  const brands = useBrands();
  if (brands.isSuccess && brands.data.length === 0) return null;
  return (
    <Facet title={t('search.filters.brand')}>
      {brands.isPending ? (
        <FacetSkeleton />
      ) : brands.isError ? (
        <FacetError onRetry={() => void brands.refetch()} />
      ) : (
        <div className="max-h-72 space-y-1 overflow-y-auto">
          {brands.data.map((brand) => (
            <Checkbox
              key={brand.brandId}
              checked={state.brandIds.includes(brand.brandId)}
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

function PriceFacet({ state, update }: Pick<SearchFacetsProps, 'state' | 'update'>) {
  // The form starts again from the URL whenever the URL's prices change (back, clear all).
  return (
    <PriceForm
      key={`${state.minPrice}-${state.maxPrice}-${state.categoryId}`}
      state={state}
      update={update}
    />
  );
}

type PriceProblem = 'search.filters.priceInvalid' | 'search.filters.priceOrder' | null;

function PriceForm({ state, update }: Pick<SearchFacetsProps, 'state' | 'update'>) {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  const maxPrice = useMaxPrice(state.categoryId);
  const id = useId();
  const [min, setMin] = useState(state.minPrice === null ? '' : formatAmount(state.minPrice));
  const [max, setMax] = useState(state.maxPrice === null ? '' : formatAmount(state.maxPrice));
  const [problem, setProblem] = useState<{ field: 'min' | 'max'; key: PriceProblem } | null>(null);
  const ceiling = maxPrice.data?.maxPrice;
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
          placeholder={which === 'max' && ceiling !== undefined ? formatAmount(ceiling) : '0'}
          aria-invalid={invalid || undefined}
          aria-describedby={
            invalid ? `${id}problem` : ceiling !== undefined ? `${id}hint` : undefined
          }
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
        {ceiling !== undefined && (
          <p id={`${id}hint`} className="mt-2 text-xs text-neutral-600">
            {t('search.filters.priceUpTo', { max: formatPrice(ceiling, settings) })}
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
