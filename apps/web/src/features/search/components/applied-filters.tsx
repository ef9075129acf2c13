import { isolateLtr } from '@storefront/contracts/list-format';
import { formatPrice } from '@storefront/contracts/price';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { usePriceSettings } from '../../../shared/hooks/use-price-settings.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProductFacets } from '../api/get-product-facets.ts';
import { categoryPath } from '../category-tree.ts';
import {
  type AppliedFilter,
  appliedFilters,
  NO_FILTERS,
  productFacetsQuery,
  type SearchState,
} from '../search-state.ts';

interface AppliedFiltersProps {
  state: SearchState;
  update: (patch: Partial<SearchState>) => void;
  hrefFor: (patch: Partial<SearchState>) => string;
}

/**
 * The filters applied, as chips above the results (issue 29): each names its facet and value and
 * removes that filter alone; "Clear all" removes every filter (the keyword and sort stay).
 */
export function AppliedFilters({ state, update, hrefFor }: AppliedFiltersProps) {
  const { t } = useTranslation();
  const label = useChipLabel(state);
  const applied = appliedFilters(state);
  if (applied.length === 0) return null;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <ul aria-label={t('search.chips.label')} className="flex flex-wrap gap-2">
        {applied.map((filter) => {
          const { facet, value } = label(filter);
          return (
            <li key={chipKey(filter)}>
              <button
                type="button"
                aria-label={t('search.chips.remove', { facet, value })}
                onClick={() => update(filter.remove)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-neutral-300 bg-neutral-50 ps-3 pe-2 text-sm text-neutral-900 hover:border-neutral-400 hover:bg-neutral-100"
              >
                <bdi>{value}</bdi>
                <X aria-hidden className="size-4 text-neutral-600" />
              </button>
            </li>
          );
        })}
      </ul>
      <Link
        to={hrefFor(NO_FILTERS)}
        className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-primary-strong underline-offset-2 hover:underline"
      >
        {t('search.filters.clearAll')}
      </Link>
    </div>
  );
}

const chipKey = (filter: AppliedFilter) =>
  filter.kind === 'brand' ? `brand-${filter.brandId}` : filter.kind;

/** A chip's facet and value, in the page's language: "Brand", "Acme". */
function useChipLabel(state: SearchState) {
  const { t, language } = useTranslation();
  const settings = usePriceSettings();
  const categories = useCategories();
  const facets = useProductFacets(productFacetsQuery(state));
  // A chip's text is a string (its button's name too): amounts keep their order in Arabic by
  // isolation marks, as a <Price> would keep it by markup.
  const price = (fils: number) =>
    language === 'ar' ? isolateLtr(formatPrice(fils, settings)) : formatPrice(fils, settings);
  return (filter: AppliedFilter): { facet: string; value: string } => {
    switch (filter.kind) {
      case 'category': {
        const category = categoryPath(categories.data ?? [], filter.categoryId).at(-1);
        return { facet: t('search.filters.category'), value: category?.name ?? '…' };
      }
      case 'brand': {
        const brand = facets.data?.brands.find((b) => b.brandId === filter.brandId);
        return { facet: t('search.filters.brand'), value: brand?.name ?? '…' };
      }
      case 'price':
        return {
          facet: t('search.filters.price'),
          value:
            filter.minPrice !== null && filter.maxPrice !== null
              ? t('search.chips.priceRange', {
                  min: price(filter.minPrice),
                  max: price(filter.maxPrice),
                })
              : filter.minPrice !== null
                ? t('search.chips.priceFrom', { min: price(filter.minPrice) })
                : t('search.chips.priceUpTo', { max: price(filter.maxPrice ?? 0) }),
        };
      case 'inStock':
        return { facet: t('search.filters.availability'), value: t('search.filters.inStock') };
      case 'onSale':
        return { facet: t('search.filters.availability'), value: t('search.filters.onSale') };
    }
  };
}
