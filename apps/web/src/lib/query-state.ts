import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The data a server-rendered page was drawn with, handed to the browser so hydration sees the
 * same answers and no request is made twice: `[queryKey, data, updatedAt]` per query, written by
 * the server (server/render-page.tsx) as JSON in a `<script type="application/json">`.
 */
export type QueryState = [QueryKey, unknown, number][];

export const QUERY_STATE_ELEMENT_ID = 'query-state';

/**
 * Puts the server's answers into the browser's cache; false when the page carries none. They
 * stay there as long as the page: a part that hydrates when seen may wait longer than the
 * cache's five minutes for an answer no one uses, and without it the part would draw something
 * else than the server's HTML (on Preact, beside it: decision 74).
 */
export function restoreQueryState(client: QueryClient): boolean {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: Infinity } });
  try {
    for (const [queryKey, data, updatedAt] of JSON.parse(text) as QueryState) {
      client.setQueryData(queryKey, data, { updatedAt });
    }
    return true;
  } catch {
    return false;
  } finally {
    client.setDefaultOptions(defaults);
  }
}
