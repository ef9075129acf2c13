import { api, configureApiClient } from '@storefront/client/api-client';
import { json, mockFetch } from '@storefront/client/testing/fetch';
import { listDataLists } from '@storefront/contracts/endpoints/catalogue/data-lists';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryPreviewHeaders } from './preview-calls.ts';

describe('a previewed page’s own calls', () => {
  afterEach(() => {
    configureApiClient({ fetch: undefined });
    vi.unstubAllGlobals();
  });

  it('carry the preview’s headers (from its boot data), kept by no browser cache', async () => {
    carryPreviewHeaders({ 'x-shop-preview': 'home.1.sig' });
    const calls = mockFetch(() => json([]));
    const recorded = globalThis.fetch;
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return recorded(input, init);
    });
    await api.call(listDataLists, { auth: false });
    expect(calls[0]?.headers['x-shop-preview']).toBe('home.1.sig');
    expect(calls[0]?.headers['accept-language']).toBe('en');
    expect(seen[0]?.cache).toBe('no-store');
  });

  it('are as before on every other page', async () => {
    carryPreviewHeaders(undefined);
    const calls = mockFetch(() => json([]));
    await api.call(listDataLists, { auth: false });
    expect(calls[0]?.headers['x-shop-preview']).toBeUndefined();
  });
});
