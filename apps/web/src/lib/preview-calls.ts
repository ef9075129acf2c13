import { configureApiClient } from '@storefront/client/api-client';

/**
 * A page the back office previews (a static page's or the home page's draft, in its frame) was
 * drawn from the answers the API gave its preview token, and its boot data names the headers
 * that carried it. The islands' calls carry them too (islands/main.tsx), so what the page asks
 * once it is live (a list asked again when it grows stale, another tab of a home row) is the
 * draft as well, never the live answer, and is not kept by the browser. Other pages have none:
 * nothing changes. Both previewed pages are pages of islands; the whole app's first load, at its
 * budget, does not carry this.
 */
export function carryPreviewHeaders(headers: Record<string, string> | undefined): void {
  if (!headers) return;
  configureApiClient({
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        cache: 'no-store',
        headers: { ...(init?.headers as Record<string, string> | undefined), ...headers },
      }),
  });
}
