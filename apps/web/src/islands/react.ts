/**
 * The islands build's 'react' (decision 74): Preact's compat layer, a tenth of React DOM's size,
 * with the two things it lacks for our islands. Every import of 'react' and 'react-dom' in that
 * build (ours and the libraries') comes here or to Preact's compat; the app's build, the server
 * and the tests keep React.
 */
import compat, {
  createContext,
  useCallback,
  useContext,
  useId as useRootId,
  useState,
} from 'preact/compat';

import type { Context } from 'react';

// @ts-expect-error Preact's types for compat say `export =`, which `export *` cannot take; the
// module itself is an ES module, and this build's 'react' is everything it exports.
export * from 'preact/compat';

const prefixes = createContext('');
/** The island's name as a prefix to its ids: every island is a root, and roots count from 0. */
export const IdPrefix = prefixes as unknown as Context<string>;

/** Ids unique in the page: Preact's own count within a root, after the island's name. */
export function useId(): string {
  return useContext(prefixes) + useRootId();
}

/**
 * React's `useOptimistic` without transitions: the value set shows until the state it was set
 * over changes (the answer it stood in for has come), then the state shows again.
 */
export function useOptimistic<S, A = S>(
  state: S,
  update?: (current: S, action: A) => S,
): [S, (action: A) => void] {
  const [optimistic, setOptimistic] = useState<{ over: S; value: S } | null>(null);
  const shown = optimistic && Object.is(optimistic.over, state) ? optimistic.value : state;
  const add = useCallback(
    (action: A) =>
      setOptimistic({
        over: state,
        value: update ? update(shown, action) : (action as unknown as S),
      }),
    [state, shown, update],
  );
  return [shown, add];
}

export default { ...compat, useId, useOptimistic };
