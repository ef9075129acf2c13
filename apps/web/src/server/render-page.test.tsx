import type { StaticPage } from '@storefront/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureRenderer, renderPage } from './render-page.tsx';

/** The API as the renderer sees it: the one static page, a 404 for everything else. */
let page: StaticPage = {
  pageId: 1,
  title: 'About us',
  body: 'A shop in Kuwait.',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
let pageStatus = 200;
const answer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('renderPage', () => {
  beforeAll(() => {
    configureRenderer({
      fetch: async (input) =>
        String(input).startsWith('/api/static-pages/1')
          ? answer(page, pageStatus)
          : answer({ error: { code: 'not_found', message: 'Not found' } }, 404),
    });
  });

  it('draws a public page with its answers, and says whether they are still current', async () => {
    const drawn = await renderPage({ url: '/pages/1', lang: 'en', theme: null, translations: {} });
    expect(drawn.html).toContain('About us');
    expect(drawn.stateScript).toContain('"About us"');

    // The same answer, read again: the page may be kept.
    page = { ...page };
    expect(await drawn.isCurrent()).toBe(true);
    // A changed answer, or one that fails, means the page must be drawn again.
    page = { ...page, title: 'About the shop' };
    expect(await drawn.isCurrent()).toBe(false);
    page = { ...page, title: 'About us' };
    expect(await drawn.isCurrent()).toBe(true);
    pageStatus = 500;
    expect(await drawn.isCurrent()).toBe(false);
  });
});
