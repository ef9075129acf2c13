import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ForgetTags } from '../lib/catalogue-news.ts';
import { standInWebDist } from '../test/stand-in-renderer.ts';
import { type PageData, pageRoutePaths, staticSitePlugin } from './static-site.ts';

/**
 * The page cache with a stand-in server build (dist-server/render-page.js): each drawing says
 * its number, and the test decides whether the page's answers are still current.
 */
const webDist = standInWebDist(`let api;
export function configureRenderer(options) { api = options.fetch; }
export async function renderPage(request) {
  const control = globalThis.__pageRenderer;
  if (request.url.includes('/products/broken')) throw new Error('a component threw');
  // An answer of the API, in process: it names what it shows (surrogate-key).
  await api('/api/shows' + request.url.split('?')[0]);
  control.drawings += 1;
  const drawing = control.drawings;
  return {
    html: '<p>drawing ' + drawing + ' of ' + request.url + ' for ' +
      request.translations['shop.title'] + '</p>' + 'x'.repeat(2000),
    stateScript: '',
    passes: 2,
  };
}
`);
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// A hashed asset with the .br and .gz the build writes beside it (apps/web/vite.config.ts).
const script = `export const words = ${JSON.stringify('a shop script '.repeat(200))};`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets/app-1a2b.js'), script);
writeFileSync(path.join(webDist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/app-1a2b.js.gz'), gzipSync(script));

const control = { drawings: 0 };
let title = 'Shop';
/** Every change to the catalogue comes with a new version (its sync bumps it). */
let catalogueVersion = 1;
/** Word of changes, as lib/catalogue-news.ts gives it to the plugin. */
const listeners: ForgetTags[] = [];
const announce = (tags: ReadonlySet<string> | 'everything') => {
  for (const forget of listeners) forget(tags);
};

describe('drawn pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    (globalThis as { __pageRenderer?: typeof control }).__pageRenderer = control;
    app = Fastify();
    // A product page's answer shows its product (as the catalogue's answers name theirs).
    app.get('/api/shows/products/:id', (request, reply) =>
      reply.header('surrogate-key', `product:${(request.params as { id: string }).id}`).send({}),
    );
    await app.register(staticSitePlugin, {
      webDist,
      loadPageData: async (): Promise<PageData> => ({
        theme: null,
        translations: { version: catalogueVersion, translations: { 'shop.title': title } },
      }),
      pageCacheSeconds: 30,
      catalogueNews: { onChange: (forget) => listeners.push(forget), announce: async () => {} },
    });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const drawing = async (url: string) =>
    (await app.inject(url)).body.match(/drawing (\d+)/)?.[1] ?? null;

  it('keeps a page until what it shows changes, and only the pages that show it', async () => {
    const one = await drawing('/products/1');
    const two = await drawing('/products/2');
    const contact = await drawing('/contact-us');
    expect(await drawing('/products/1')).toBe(one);

    announce(new Set(['product:1']));
    const again = await drawing('/products/1');
    expect(Number(again)).toBeGreaterThan(Number(two));
    expect(await drawing('/products/2')).toBe(two);
    expect(await drawing('/contact-us')).toBe(contact);

    // Every page shows the theme and the UI strings.
    title = 'Renamed shop';
    catalogueVersion = 2;
    announce(new Set(['translations']));
    const page = await app.inject('/products/2');
    expect(page.body).toContain('Renamed shop');
    expect(Number(page.body.match(/drawing (\d+)/)![1])).toBeGreaterThan(Number(again));
    announce('everything');
    expect(Number(await drawing('/contact-us'))).toBeGreaterThan(Number(contact));
  });

  it('says whether it drew the page for the request or kept it', async () => {
    announce('everything');
    const first = await app.inject('/pages/3');
    // The stand-in renderer says how many passes it took (the real one: 1 with its loaders).
    expect(first.headers['server-timing']).toMatch(
      /^page;desc=drawn;dur=\d+(\.\d)?, render;desc="2 passes"$/,
    );
    const second = await app.inject('/pages/3');
    expect(second.headers['server-timing']).toBe('page;desc=kept');
  });

  it('draws a kept page again in the background past its safety net, answering the kept one meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await drawing('/pages/1');
    vi.advanceTimersByTime(31_000);
    expect(await drawing('/pages/1')).toBe(first);
    // The background drawing takes what it takes on a busy machine: wait for it, not a set time.
    await vi.waitFor(async () =>
      expect(Number(await drawing('/pages/1'))).toBeGreaterThan(Number(first)),
    );
  });

  it('sends the shell, for the browser to draw, when a page fails to draw; never a 500', async () => {
    const response = await app.inject('/products/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="boot-data"');
    // Not kept: the next request tries to draw it again.
    expect((await app.inject('/products/broken')).headers['server-timing']).toMatch(/drawn/);
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

  it('sends a hashed asset as the build compressed it, or plain', async () => {
    const ask = (encoding: string) =>
      app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("gives every storefront route a route of its own, and answers others as the app's 404", async () => {
    expect(pageRoutePaths()).toEqual(
      expect.arrayContaining([
        '/',
        '/products/:productId',
        '/search/filterSearch',
        '/pages/:pageAddress',
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
