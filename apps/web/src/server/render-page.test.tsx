import type { StaticPage } from '@storefront/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureRenderer, renderPage } from './render-page.tsx';

/** The API as the renderer sees it: the one static page, a 404 for everything else. */
const page: StaticPage = {
  pageId: 1,
  address: 'about-us',
  title: 'About us',
  body: '<p>A shop in <strong>Kuwait</strong>.</p>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const answer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const drawAboutUs = () =>
  renderPage({ url: '/pages/about-us', lang: 'en', theme: null, translations: {} });

describe('renderPage', () => {
  beforeAll(() => {
    configureRenderer({
      fetch: async (input) =>
        String(input).startsWith('/api/static-pages/addresses/about-us')
          ? answer(page, 200)
          : answer({ error: { code: 'not_found', message: 'Not found' } }, 404),
    });
  });

  it('draws a public page with its answers, and hands them to the browser', async () => {
    const drawn = await drawAboutUs();
    expect(drawn.html).toContain('About us');
    expect(drawn.html).toContain('<p>A shop in <strong>Kuwait</strong>.</p>');
    expect(drawn.stateScript).toContain('"About us"');
  });

  it("writes each island's own drawing where the page placed it", async () => {
    const drawn = await drawAboutUs();
    expect(drawn.islands).toBe(true);
    expect(drawn.html).not.toContain('<!--island');
    // The header island holds its drawing: the search form among it, with its own ids.
    const header = drawn.html.match(/data-island="header"[^>]*>(.*?)<\/header>/s)?.[1] ?? '';
    expect(header).toContain('<form');
    expect(header).toMatch(/id="_header-/);
    // Every island is written whole, and nothing after its mark is lost.
    for (const name of ['header', 'footer', 'impersonation']) {
      expect(drawn.html).toContain(`data-island="${name}"`);
    }
    expect(drawn.html.match(/<footer/g)).toHaveLength(1);
    expect(drawn.html.split('<!--$-->').length).toBe(drawn.html.split('<!--/$-->').length);
    expect(drawn.html).toMatch(/<\/footer>.*<\/div>\s*$/s);
    expect(drawn.passes).toBe(1);
  });
});
