import {
  type DefaultError,
  noop,
  onlineManager,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
  replaceEqualDeep,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useQueryClient,
} from '@tanstack/react-query';

/*
 * What the server build gets when it imports '@tanstack/react-query' (vite.config.ts): the
 * library, with a `useQuery` and a `useMutation` that read the drawing's cache without an
 * observer. A drawing reads each query once and never subscribes, refetches or mutates, yet
 * TanStack's hooks build an observer (and default the options twice) for every call: a product
 * page makes about forty, one per price, wishlist and cart button, about a tenth of its CPU.
 * The result is the one TanStack's observer computes for a first render (`getOptimisticResult`),
 * which the browser's hydration computes too: react-query.test.tsx compares them field by field.
 * A drawing has no failed query to throw to a boundary (render-page.tsx forgets them), and the
 * storefront's queries all subscribe, the only case written here.
 */
export * from '@tanstack/react-query';

const resolve = <T>(value: T | ((query: Query) => T), query: Query): T =>
  typeof value === 'function' ? (value as (query: Query) => T)(query) : value;

/** What an observer's first result would be for this query: nothing before it, nothing mounted. */
export function firstResult(
  query: Query,
  options: QueryObserverOptions,
): Omit<QueryObserverResult, 'refetch'> {
  const { state } = query;
  const enabled = resolve(options.enabled, query) !== false;
  const staleTime = resolve(options.staleTime, query);
  const stale = enabled && query.isStaleByTime(staleTime);
  const loadsOnMount =
    enabled &&
    state.data === undefined &&
    !(state.status === 'error' && resolve(options.retryOnMount, query) === false);
  const refetchOnMount = resolve(options.refetchOnMount, query);
  const refetchesOnMount =
    state.data !== undefined &&
    enabled &&
    staleTime !== 'static' &&
    (refetchOnMount === 'always' || (refetchOnMount !== false && stale));

  let { data, error, errorUpdatedAt, status, fetchStatus, fetchFailureCount, fetchFailureReason } =
    state;
  if (loadsOnMount || refetchesOnMount) {
    const online = (query.options.networkMode ?? 'online') !== 'online' || onlineManager.isOnline();
    fetchStatus = online ? 'fetching' : 'paused';
    fetchFailureCount = 0;
    fetchFailureReason = null;
    if (data === undefined) {
      error = null;
      status = 'pending';
    }
  }
  let isPlaceholderData = false;
  if (options.placeholderData !== undefined && data === undefined && status === 'pending') {
    const placeholder =
      typeof options.placeholderData === 'function'
        ? (options.placeholderData as (previous: undefined) => unknown)(undefined)
        : options.placeholderData;
    if (placeholder !== undefined) {
      status = 'success';
      data =
        typeof options.structuralSharing === 'function'
          ? options.structuralSharing(undefined, placeholder)
          : options.structuralSharing !== false
            ? replaceEqualDeep(undefined, placeholder)
            : placeholder;
      isPlaceholderData = true;
    }
  }
  if (options.select && data !== undefined) {
    try {
      data = options.select(data);
    } catch (selectError) {
      error = selectError as DefaultError;
      data = undefined;
      errorUpdatedAt = Date.now();
      status = 'error';
      isPlaceholderData = false;
    }
  }
  const isFetching = fetchStatus === 'fetching';
  const isPending = status === 'pending';
  const isError = status === 'error';
  const isLoading = isPending && isFetching;
  return {
    status,
    fetchStatus,
    isPending,
    isSuccess: status === 'success',
    isError,
    isInitialLoading: isLoading,
    isLoading,
    data,
    dataUpdatedAt: state.dataUpdatedAt,
    error,
    errorUpdatedAt,
    failureCount: fetchFailureCount,
    failureReason: fetchFailureReason,
    errorUpdateCount: state.errorUpdateCount,
    isFetched: query.isFetched(),
    isFetchedAfterMount: false,
    isFetching,
    isRefetching: isFetching && !isPending,
    isLoadingError: isError && data === undefined,
    isPaused: fetchStatus === 'paused',
    isPlaceholderData,
    isRefetchError: isError && data !== undefined,
    isStale: stale,
    isEnabled: enabled,
  } as Omit<QueryObserverResult, 'refetch'>;
}

/** The drawing never refetches: the browser does, once it has hydrated. */
const refetch = () => Promise.reject(new Error('A page drawn on the server does not refetch.'));

export function useQuery<TData = unknown, TError = DefaultError, TSelected = TData>(
  options: UseQueryOptions<TData, TError, TSelected, QueryKey>,
  queryClient?: QueryClient,
): UseQueryResult<TSelected, TError> {
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  // Built and given these options, as an observer does: the renderer fetches a query no loader
  // named with the options it was read with (render-page.tsx).
  const query = client.getQueryCache().build(client, defaulted);
  query.setOptions(defaulted);
  return {
    ...firstResult(query as unknown as Query, defaulted as QueryObserverOptions),
    refetch,
  } as UseQueryResult<TSelected, TError>;
}

/** A mutation as it stands before anyone asks for it: the drawing never runs one. */
const IDLE_MUTATION = {
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: false,
  status: 'idle',
  variables: undefined,
  submittedAt: 0,
  isPending: false,
  isSuccess: false,
  isError: false,
  isIdle: true,
  mutate: noop,
  mutateAsync: () => Promise.reject(new Error('A page drawn on the server does not mutate.')),
  reset: noop,
} as const;

export function useMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  _options: UseMutationOptions<TData, TError, TVariables, TContext>,
  _queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return IDLE_MUTATION as unknown as UseMutationResult<TData, TError, TVariables, TContext>;
}
