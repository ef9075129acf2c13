import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PageData, pageRoutePaths, staticSitePlugin } from './static-site.ts';

/**
 * The page cache with a stand-in server build (dist-server/render-page.js): each drawing says
 * its number, and the test decides whether the page's answers are still current.
 */
const root = mkdtempSync(path.join(tmpdir(), 'static-site-'));
const webDist = path.join(root, 'dist');
mkdirSync(webDist);
mkdirSync(path.join(root, 'dist-server'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(
  path.join(root, 'dist-server', 'render-page.js'),
  `export function configureRenderer() {}
export async function renderPage(request) {
  const control = globalThis.__pageRenderer;
  if (request.url.includes('/products/broken')) throw new Error('a component threw');
  control.drawings += 1;
  const drawing = control.drawings;
  return {
    html: '<p>drawing ' + drawing + ' of ' + request.url + ' for ' +
      request.translations['shop.title'] + '</p>' + 'x'.repeat(2000),
    stateScript: '',
    isCurrent: async () => control.current,
  };
}
`,
);

const control = { drawings: 0, current: true };
let title = 'Shop';
/** Every change to the catalogue comes with a new version (its sync bumps it). */
let catalogueVersion = 1;

describe('drawn pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    (globalThis as { __pageRenderer?: typeof control }).__pageRenderer = control;
    app = Fastify();
    await app.register(staticSitePlugin, {
      webDist,
      loadPageData: async (): Promise<PageData> => ({
        theme: null,
        translations: { version: catalogueVersion, translations: { 'shop.title': title } },
      }),
      pageCacheSeconds: 5,
    });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
    control.current = true;
  });

  const drawing = async (url: string) =>
    (await app.inject(url)).body.match(/drawing (\d+)/)?.[1] ?? null;
  /** Lets a check or drawing started in the background finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('keeps a page while its answers and inputs are current, and draws it again when they change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await drawing('/products/1');
    expect(await drawing('/products/1')).toBe(first);

    // Past its 5 s: answered at once, checked in the background, and kept.
    vi.advanceTimersByTime(6000);
    expect(await drawing('/products/1')).toBe(first);
    await settle();
    expect(await drawing('/products/1')).toBe(first);

    // Its answers changed: the stale page once more, then the new drawing.
    control.current = false;
    vi.advanceTimersByTime(6000);
    expect(await drawing('/products/1')).toBe(first);
    await settle();
    const second = await drawing('/products/1');
    expect(Number(second)).toBeGreaterThan(Number(first));

    // What the server puts around it (its UI strings here) changed.
    control.current = true;
    title = 'Renamed shop';
    catalogueVersion = 2;
    vi.advanceTimersByTime(6000);
    await drawing('/products/1');
    await settle();
    const page = await app.inject('/products/1');
    expect(page.body).toContain('Renamed shop');
    expect(Number(page.body.match(/drawing (\d+)/)![1])).toBeGreaterThan(Number(second));
  });

  it('draws a kept page again at least every 30 s, even when nothing changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await drawing('/pages/1');
    for (let waited = 0; waited < 30_000; waited += 6000) {
      vi.advanceTimersByTime(6000);
      await drawing('/pages/1');
      await settle();
    }
    expect(Number(await drawing('/pages/1'))).toBeGreaterThan(Number(first));
  });

  it('sends the shell, for the browser to draw, when a page fails to draw; never a 500', async () => {
    const response = await app.inject('/products/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="boot-data"');
  });

  it('sends a page compressed as the browser accepts, each encoding made once per drawing', async () => {
    const plain = await app.inject('/contact-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The language cookie decides a bare address's language, not one that names it.
    expect(plain.headers.vary).toBe('cookie, accept-encoding');
    const named = await app.inject('/contact-us?lang=ar');
    expect(named.headers.vary).toBe('accept-encoding');
    expect(plain.headers.etag).toMatch(/^W\/"/);

    const br = await app.inject({ url: '/contact-us', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await app.inject({
      url: '/contact-us',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await app.inject({
      url: '/contact-us',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("gives every storefront route a route of its own, and answers others as the app's 404", async () => {
    expect(pageRoutePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/products/:productId',
        '/search/filterSearch',
        '/pages/:pageId',
        '/cart',
      ]),
    );
    expect(pageRoutePaths().every((route) => !route.includes('?'))).toBe(true);
    expect((await app.inject('/search/filterSearch?keyword=mug')).statusCode).toBe(200);
    expect((await app.inject('/pages/1/more')).statusCode).toBe(404);
    expect((await app.inject('/account')).statusCode).toBe(404);
    expect((await app.inject('/no/such/page')).statusCode).toBe(404);
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    const cart = await app.inject('/cart');
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers.etag).toBeUndefined();
  });

  it('keeps one page for addresses that differ only in what the page does not read', async () => {
    const first = await drawing('/products/5');
    for (const url of [
      '/products/5?utm_source=ad&utm_medium=cpc&fbclid=XYZ',
      '/products/5/?gclid=abc',
      `/products/5?x=${Math.random()}`,
    ]) {
      expect(await drawing(url), url).toBe(first);
    }
    // A parameter the route reads is another page, drawn from the address without the rest.
    const variation = await app.inject('/products/5?variation=9&utm_source=ad');
    expect(variation.body).toContain('of /products/5?variation=9 for');
    expect(variation.body).not.toContain('utm_source');

    const search = await drawing('/search/filterSearch?keyword=mug&sort=price-asc&page=1');
    expect(await drawing('/search/filterSearch?page=1&sort=price-asc&keyword=mug&fbclid=1')).toBe(
      search,
    );
    expect(await drawing('/search/filterSearch?keyword=mug&sort=price-desc')).not.toBe(search);

    // Unknown addresses all show the one not-found page.
    const missing = await drawing('/no/such/page');
    expect(await drawing(`/another/${Math.random()}`)).toBe(missing);
  });
});
