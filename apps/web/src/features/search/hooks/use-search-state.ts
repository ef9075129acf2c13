import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeSearchState,
  readSearchState,
  type SearchState,
  searchParamsOf,
} from '../search-state.ts';

/**
 * The filter search page's state, read from and written to the URL. `update` pushes a history
 * entry (back undoes a filter); `hrefFor` is the link to the state after a change, for real
 * links (categories, pages) that open in a new tab too. Both reset the page unless it changes.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);

  const hrefFor = useCallback(
    (patch: Partial<SearchState>) => `?${searchParamsOf(changeSearchState(state, patch), params)}`,
    [state, params],
  );

  const update = useCallback(
    (patch: Partial<SearchState>) => {
      setParams(searchParamsOf(changeSearchState(state, patch), params));
    },
    [state, params, setParams],
  );

  return { state, update, hrefFor };
}
