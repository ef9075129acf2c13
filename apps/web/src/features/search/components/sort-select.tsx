import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { startTransition, useId, useOptimistic } from 'react';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { effectiveSort, type SearchState, type SortKey, sortsFor } from '../search-state.ts';

const labels: Record<SortKey, TranslationKey> = {
  relevance: 'search.sort.relevance',
  newest: 'search.sort.newest',
  'price-asc': 'search.sort.priceAsc',
  'price-desc': 'search.sort.priceDesc',
  name: 'search.sort.name',
};

interface SortSelectProps {
  state: SearchState;
  update: (patch: Partial<SearchState>) => void;
}

/**
 * The results' order: best match (the default) is offered only with a keyword. The select is as
 * wide as its longest choice and never narrower, so no choice is cut (issue 29: 375 px, Arabic).
 */
export function SortSelect({ state, update }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  // Shows the choice at once while the new URL renders (a navigation is a transition).
  const [shown, setShown] = useOptimistic(effectiveSort(state));
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-neutral-700 max-sm:sr-only">
        {t('search.sort.label')}
      </label>
      <select
        id={id}
        value={shown}
        onChange={(event) => {
          const sort = event.target.value as SortKey;
          startTransition(() => {
            setShown(sort);
            // Without a keyword newest is the default order, kept as the default.
            update({ sort: !state.keyword && sort === 'newest' ? 'relevance' : sort });
          });
        }}
        className="h-10 shrink-0 rounded-lg border border-neutral-300 bg-white ps-3 pe-8 text-sm text-neutral-900 hover:border-neutral-400"
      >
        {sortsFor(state).map((sort) => (
          <option key={sort} value={sort}>
            {t(labels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
