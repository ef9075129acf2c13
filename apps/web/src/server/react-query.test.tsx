import {
  keepPreviousData,
  type Query,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  type QueryObserverOptions,
  useMutation as useObservedMutation,
  useQuery as useObservedQuery,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstResult, useMutation, useQuery } from './react-query.ts';

const KEY = ['catalogue', 'product', 7];
const queryFn = () => Promise.resolve({ name: 'Tea' });

/** A drawing's client, its cache as a test sets it up. */
function drawingClient(setUp: (client: QueryClient) => void | Promise<void>) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  return Promise.resolve(setUp(client)).then(() => client);
}

const withData = (client: QueryClient) => {
  client.setQueryData(KEY, { name: 'Tea' });
};
const failed = async (client: QueryClient) => {
  await client
    .fetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(new Error('down')) })
    .catch(() => {});
};

const cases: [
  string,
  (client: QueryClient) => void | Promise<void>,
  Partial<QueryObserverOptions>,
][] = [
  ['kept data', withData, {}],
  ['kept data, stale at once', withData, { staleTime: 0 }],
  ['kept data, stale, not refetched on mount', withData, { staleTime: 0, refetchOnMount: false }],
  ['kept data, refetched always', withData, { refetchOnMount: 'always' }],
  ['kept data, static', withData, { staleTime: 'static', refetchOnMount: 'always' }],
  ['kept data, selected', withData, { select: (data) => (data as { name: string }).name }],
  [
    'kept data, selection failing',
    withData,
    {
      select: () => {
        throw new Error('no');
      },
    },
  ],
  ['kept data, disabled', withData, { enabled: false, staleTime: 0 }],
  ['nothing asked yet', () => {}, {}],
  ['nothing asked yet, disabled', () => {}, { enabled: false }],
  ['nothing asked yet, disabled by a function', () => {}, { enabled: () => false }],
  ['nothing asked yet, previous data kept', () => {}, { placeholderData: keepPreviousData }],
  ['nothing asked yet, a placeholder', () => {}, { placeholderData: { name: '…' } }],
  [
    'nothing asked yet, a placeholder selected',
    () => {},
    { placeholderData: { name: '…' }, select: (data) => (data as { name: string }).name },
  ],
  ['nothing asked yet, any network', () => {}, { networkMode: 'always' }],
  ['failed', failed, {}],
  ['failed, not retried on mount', failed, { retryOnMount: false }],
];

function Product({ hook, queryKey }: { hook: typeof useQuery; queryKey: unknown[] }) {
  const { data, status, isLoading } = hook({ queryKey, queryFn });
  return <p>{`${status} ${isLoading} ${(data as { name: string } | undefined)?.name}`}</p>;
}

const results: Record<string, unknown>[] = [];
function Form({ hook }: { hook: typeof useMutation }) {
  const { mutate, mutateAsync, reset, ...result } = hook({ mutationFn: queryFn });
  results.push(result);
  return null;
}

describe("the server build's useQuery", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(cases)(
    'gives what an observer gives at its first render: %s',
    async (_, setUp, extra) => {
      const options = { queryKey: KEY, queryFn, ...extra } as QueryObserverOptions;

      const observed = await drawingClient(setUp);
      const observerOptions = observed.defaultQueryOptions(options);
      observerOptions._optimisticResults = 'optimistic';
      const { refetch, ...expected } = new QueryObserver(
        observed,
        observerOptions,
      ).getOptimisticResult(observerOptions);

      const drawn = await drawingClient(setUp);
      const defaulted = drawn.defaultQueryOptions(options);
      const query = drawn.getQueryCache().build(drawn, defaulted);
      query.setOptions(defaulted);
      expect(firstResult(query as unknown as Query, defaulted)).toEqual(expected);
      expect(typeof refetch).toBe('function');
    },
  );

  it('draws what the library draws, building the query it reads', async () => {
    const client = await drawingClient(withData);
    const draw = (hook: typeof useQuery) =>
      renderToString(
        <QueryClientProvider client={client}>
          <Product hook={hook} queryKey={KEY} />
          <Product hook={hook} queryKey={['catalogue', 'product', 8]} />
        </QueryClientProvider>,
      );
    const drawn = draw(useQuery);
    expect(drawn).toBe(draw(useObservedQuery as typeof useQuery));
    expect(drawn).toContain('success false Tea');
    expect(drawn).toContain('pending true undefined');
    // The query no loader asked for is in the cache, for the renderer to ask.
    expect(
      client.getQueryCache().find({ queryKey: ['catalogue', 'product', 8] })?.options.queryFn,
    ).toBe(queryFn);
  });
});

describe("the server build's useMutation", () => {
  it('is the idle result of a mutation not yet asked for', () => {
    const client = new QueryClient();
    results.length = 0;
    renderToString(
      <QueryClientProvider client={client}>
        <Form hook={useMutation} />
        <Form hook={useObservedMutation as typeof useMutation} />
      </QueryClientProvider>,
    );
    expect(results[0]).toEqual(results[1]);
    expect(results[0]).toMatchObject({ status: 'idle', isIdle: true, isPending: false });
  });
});
