import { configureApiClient } from '@storefront/client/api-client';
import type { PageRequest, RenderedPage } from '@storefront/contracts/page-render';
import { matchPageRoute } from '@storefront/contracts/routes';
import { hashKey, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppContent } from '../app/app.tsx';
import { IslandRendering } from '../lib/islands.tsx';
import { QUERY_STATE_ELEMENT_ID, type QueryState } from '../lib/query-state.ts';
import { themeConfigQueryOptions } from '../shared/api/get-theme-config.ts';
import { ServerTranslations, stateFor } from '../shared/hooks/use-translation.ts';
import { draw } from './draw.ts';
import { islandDrawings } from './island-drawings.ts';
import { layoutLoader, loaders } from './loaders.ts';

/**
 * The storefront rendered on the server (decision 42): the API process imports this module's
 * build (dist-server/render-page.js) and answers a page with its HTML, then the browser hydrates
 * it (main.tsx). Pages render as a guest sees them: the session lives in the browser's storage,
 * so the personal parts (counts, user menu) fill in after hydration and one page suits every
 * anonymous visitor.
 *
 * Data: the route's loader (server/loaders.ts) and the layout's ask for everything the page reads,
 * from its URL, in parallel; then the page is drawn once. Only successful answers are kept and
 * handed to the browser, so hydration sees exactly what the server drew; a query the server could
 * not answer renders as loading on both sides.
 */

/** Query keys the server may answer: public data, the same for every visitor. */
const PUBLIC_QUERIES = new Set(['theme', 'menus', 'catalogue', 'search', 'content', 'locale']);
/** Within those, answers that depend on the caller. */
const PERSONAL_QUERIES = new Set(['price']);
/**
 * Renders at most this many times: a page's queries depend on each other at most this deep, and
 * its lazy parts load on their first render (they are kept loaded for later pages).
 */
const MAX_PASSES = 5;
/**
 * A part that suspended while the page was drawn is written after it, with an inline script
 * that moves it into place: a crawler or a browser without script (and our CSP) would not see
 * it there. The page is drawn again until nothing suspends.
 */
const OUT_OF_ORDER = /<template|\$RC\(/;
const outOfOrder = (html: string) => OUT_OF_ORDER.test(html);

/**
 * How the renderer's API calls are answered: the API process passes a fetch that dispatches into
 * its own routes (no network), in the language of the page being rendered.
 */
export function configureRenderer(options: { fetch: typeof fetch }): void {
  configureApiClient({ fetch: options.fetch });
}

/** Whether a key holds an object, whose keys TanStack's hash sorts. */
const holdsObject = (values: readonly unknown[]): boolean =>
  values.some(
    (value) =>
      value !== null && typeof value === 'object' && (!Array.isArray(value) || holdsObject(value)),
  );
/**
 * TanStack's hash of a key, without its replacer where nothing needs sorting: the same text,
 * written by JSON's fast path. A drawing hashes a key for every query it reads.
 */
const hashQueryKey = (key: QueryKey) => (holdsObject(key) ? hashKey(key) : JSON.stringify(key));

const isPublic = (key: QueryKey) =>
  typeof key[0] === 'string' &&
  PUBLIC_QUERIES.has(key[0]) &&
  !(typeof key[1] === 'string' && PERSONAL_QUERIES.has(key[1]));

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, queryKeyHashFn: hashQueryKey },
    },
  });
  if (request.theme) client.setQueryData(themeConfigQueryOptions().queryKey, request.theme);
  const translations = stateFor(request.lang, request.translations);
  /** The page's data, strings and address, around the page or around one island of it. */
  const within = (content: ReactNode) => (
    <ServerTranslations.Provider value={translations}>
      <QueryClientProvider client={client}>
        <StaticRouter location={request.url}>{content}</StaticRouter>
      </QueryClientProvider>
    </ServerTranslations.Provider>
  );

  const [pathname = '/', query = ''] = request.url.split('?');
  const match = matchPageRoute(pathname);
  // A page of islands (decision 66): each island drawn as the root the browser will hydrate.
  const islands = match !== null && 'islands' in match.route;
  const islandsOfPage = islandDrawings(within);
  const element = (
    <StrictMode>
      <IslandRendering.Provider value={islands ? islandsOfPage.renderer : null}>
        {within(<AppContent />)}
      </IslandRendering.Provider>
    </StrictMode>
  );

  // The route's data and the layout's, asked for together, before the one drawing.
  const context = {
    client,
    values: match?.values ?? {},
    search: new URLSearchParams(query),
    theme: request.theme,
  };
  const loader =
    match && !match.route.personal ? loaders[match.name as keyof typeof loaders] : null;
  await Promise.all([layoutLoader(context), loader?.(context)].flat());
  forgetFailed(client);

  // Drawn again only for what the loaders did not name (a dependent part, a lazy part written
  // out of order): `passes` says how often, and is 1 when they name it all.
  const tried = new Set<string>();
  const drawPage = async () => islandsOfPage.fill(await draw(element));
  let html = await drawPage();
  let passes = 1;
  for (; passes < MAX_PASSES; passes++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          !query.isDisabled() &&
          !tried.has(query.queryHash) &&
          isPublic(query.queryKey) &&
          query.options.queryFn,
      );
    if (asked.length === 0 && !outOfOrder(html)) break;
    for (const query of asked) tried.add(query.queryHash);
    await Promise.all(asked.map((query) => query.fetch().catch(() => {})));
    forgetFailed(client);
    html = await drawPage();
  }

  const answered = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && query.queryKey[0] !== 'theme');
  const state: QueryState = answered.map((query) => [
    query.queryKey,
    query.state.data,
    query.state.dataUpdatedAt,
  ]);
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return {
    html,
    stateScript: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${json}</script>`,
    passes,
    islands,
  };
}

/** A failed answer is forgotten: the browser asks again, and both sides draw it loading. */
function forgetFailed(client: QueryClient) {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'error') client.getQueryCache().remove(query);
  }
}
