import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchPageRoute } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { demoTheme } from './db/seed/demo-shop.ts';
import { localizeThemeConfig } from './modules/theme/service.ts';
import { paletteStyle, renderPage, withScriptsAfterPaint } from './plugins/static-site.ts';
import { createGuest, testConfig, useTestApp } from './test/app.ts';
import { openTestDatabase } from './test/database.ts';

describe('the platform', () => {
  const t = useTestApp();

  it('answers unknown API paths with a JSON 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nope' },
      { method: 'POST' as const, url: '/api/nope' },
      { method: 'DELETE' as const, url: '/api/menus/53' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject('/api/health');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    // Framed by nobody but the shop itself (the back office's theme preview).
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large responses', async () => {
    const response = await t.app.inject({
      url: '/api/locale/self/translations/versions/1?area=ui.prisma',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('publishes an OpenAPI 3.1 document and a reference page at /api/docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/theme-config',
        '/api/menus/{menuId}',
        '/api/menus/{menuId}/items/visible',
        '/api/locale/languages/lookup',
        '/api/locale/self/translations/versions/{version}',
        '/api/users/customers/guest',
        '/api/account/refresh-token',
      ]),
    );
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('rejects a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/refresh-token',
      payload: { refreshToken: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('the {userId} guard', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db });
    // Any route with :userId is guarded, whoever writes it.
    app.get('/api/users/:userId/probe', async (request) => ({ ok: true, user: request.user?.id }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lets a user reach their own id', async () => {
    const guest = await createGuest(app);
    const response = await app.inject({
      url: `/api/users/${guest.userId}/probe`,
      headers: { authorization: `Bearer ${guest.accessToken}` },
    });
    expect(response.json()).toEqual({ ok: true, user: guest.userId });
  });

  it("answers 403 for another user's id and 401 without a valid token", async () => {
    const [me, other] = await Promise.all([createGuest(app), createGuest(app)]);
    const foreign = await app.inject({
      url: `/api/users/${other.userId}/probe`,
      headers: { authorization: `Bearer ${me.accessToken}` },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');
    for (const authorization of [
      undefined,
      'Bearer not-a-jwt',
      `Bearer ${me.accessToken}x`,
      'Basic abc',
    ]) {
      const response = await app.inject({
        url: `/api/users/${me.userId}/probe`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('rejects a token signed with another secret', async () => {
    const otherDb = await openTestDatabase();
    const other = await buildApp({
      config: testConfig({ JWT_SECRET: 'a-completely-different-secret-of-enough-length' }),
      db: otherDb.db,
    });
    try {
      const forged = await createGuest(other);
      const response = await app.inject({
        url: `/api/users/${forged.userId}/probe`,
        headers: { authorization: `Bearer ${forged.accessToken}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});

describe('the storefront site', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.info(1)');
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const t = useTestApp({ env: { WEB_DIST: webDist } });

  it('serves the app for its routes with the theme in the head', async () => {
    for (const url of ['/', '/_app', '/search/filterSearch?keyword=tv', '/cart', '/account/info']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe(
        matchPageRoute(url.split('?')[0] ?? '/')?.route.personal
          ? 'no-store'
          : 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      );
      const title = {
        '/search/filterSearch?keyword=tv': 'Results for “tv” | Dukkan',
        '/cart': 'Shopping cart | Dukkan',
        '/account/info': 'My account | Dukkan',
      }[url];
      expect(response.body, url).toContain(
        `<title>${title ?? 'Dukkan — everyday shopping, delivered across Kuwait'}</title>`,
      );
      expect(response.body).toContain('<meta name="description" content="Electronics, fashion');
      expect(response.body).toContain('<link rel="icon" href="/brand/icon.svg">');
    }
  });

  it("writes the theme's colour palette into the page, the default one for a bad colour", async () => {
    const response = await t.app.inject('/');
    expect(response.body).toContain(paletteStyle('#57b568'));
    expect(paletteStyle('#1e6fd9')).toMatch(
      /^<style id="theme-palette">:root\{--color-primary:#1e6fd9;--color-secondary:#1859ae;--color-primary-strong:#[0-9a-f]{6};--color-on-primary:#(000000|ffffff)\}<\/style>$/,
    );
    expect(paletteStyle('red;}body{display:none')).toBe(paletteStyle('#57b568'));
  });

  it('serves a product page with the product in the head, and an unknown product as a 404', async () => {
    const response = await t.app.inject({ url: '/products/12', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    const name = response.body.match(/<meta property="og:title" content="([^"]+)">/)?.[1];
    expect(name).toBeTruthy();
    expect(response.body).toContain(`<title>${name} | Dukkan</title>`);
    expect(response.body).toContain('<link rel="canonical" href="http://shop.test/products/12">');
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.test\/files\//,
    );
    const jsonLd = JSON.parse(
      response.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
    );
    const product = jsonLd['@graph'].find(
      (node: { '@type': string }) => node['@type'] === 'Product',
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'KWD',
        price: expect.stringMatching(/^\d+\.\d{3}$/),
      },
    });
    const arabic = await t.app.inject({ url: '/products/12?lang=ar' });
    expect(arabic.body).toMatch(/<meta property="og:title" content="[^"]*[\u0600-\u06ff]/);

    for (const url of ['/products/99999999', '/products/0']) {
      const missing = await t.app.inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    }
  });

  const bootData = (body: string) =>
    JSON.parse(body.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/)![1]!);

  it("writes the page in English by default, with the theme and the catalogue's version as boot data", async () => {
    const response = await t.app.inject('/');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.headers.vary).toContain('cookie');
    const boot = bootData(response.body);
    expect(boot.lang).toBe('en');
    expect(boot.theme.title).toBe('Dukkan');
    expect(boot.translationsVersion).toBeGreaterThanOrEqual(1);
    // The strings themselves are not in the page: the browser keeps them per version.
    expect(boot.translations).toBeUndefined();
    expect(response.body).not.toContain('notFound.title');
  });

  it('writes the page in the language of ?lang=, else of the lang cookie, ignoring unknown codes', async () => {
    const byParam = await t.app.inject('/products/1?lang=ar');
    expect(byParam.body).toContain('<html lang="ar" dir="rtl">');
    expect(bootData(byParam.body).theme.title).toBe('دكان');
    expect(bootData(byParam.body).lang).toBe('ar');
    const byCookie = await t.app.inject({ url: '/', headers: { cookie: 'a=1; lang=ar' } });
    expect(bootData(byCookie.body).lang).toBe('ar');
    const unknown = await t.app.inject({ url: '/?lang=xx', headers: { cookie: 'lang=<b>' } });
    expect(bootData(unknown.body).lang).toBe('en');
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
  });

  it("loads a drawn page's code after it paints, through /hydrate.js", () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>';
    const html = withScriptsAfterPaint(template);
    expect(html).toContain(
      '<script defer src="/hydrate.js" data-entry="/assets/index-1.js" data-preload="/assets/vendor-2.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(withScriptsAfterPaint('<head></head>')).toBe('<head></head>');
  });

  it("gives a page of islands the islands' scripts, and the app's entry to fall back on", () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css"></head>';
    const islands =
      '<head><script type="module" crossorigin src="/assets/islands-4.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-5.js"></head>';
    const html = withScriptsAfterPaint(template, islands);
    expect(html).toContain(
      '<script defer src="/hydrate.js" data-entry="/assets/islands-4.js" data-preload="/assets/react-5.js" data-app="/assets/index-1.js"></script>',
    );
    expect(html).not.toContain('vendor-2');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('keeps boot data from closing its script element', () => {
    const title = '</script><script>alert(1)</script>';
    const html = renderPage('<html><head><!--app-head--></head></html>', 'en', {
      theme: { ...localizeThemeConfig(demoTheme, 'en'), title },
      translations: null,
    });
    expect(html).not.toContain('</script><script>');
    expect(bootData(html).theme.title).toBe(title);
  });

  it("writes a page's own head: title, canonical URL, Open Graph and JSON-LD, all escaped", () => {
    const html = renderPage(
      '<html><head><!--app-head--></head></html>',
      'en',
      { theme: null, translations: null },
      {
        lang: 'en',
        origin: 'https://shop.example',
        title: 'Mug "Classic" <b>',
        description: 'A mug & a saucer',
        canonicalUrl: 'https://shop.example/products/7?lang=en',
        alternates: [{ hreflang: 'x-default', href: 'https://shop.example/products/7?a=1&b=2' }],
        imageUrl: 'https://shop.example/files/p7.svg',
        ogType: 'product',
        jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      },
    );
    expect(html).toContain('<title>Mug &#34;Classic&#34; &#60;b&#62;</title>');
    expect(html).toContain('<meta name="description" content="A mug &#38; a saucer">');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/products/7?lang=en">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/products/7?a=1&#38;b=2">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/files/p7.svg">',
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"',
    );
    expect(html).toContain('{"@type":"Product","name":"\\u003c/script>');
    expect(html).not.toContain('</script><script>alert');
  });

  it('answers the same page with a real 404 for unknown paths', async () => {
    const response = await t.app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script keeps the headers that apply to it, not a document's (decision 74).
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    expect(asset.headers.vary).toBe('accept-encoding');
    const page = await t.app.inject('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const file = await t.app.inject('/favicon.svg');
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it("answers robots.txt itself, not with the built storefront's file", async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });

  it('never serves index.html raw, with its placeholder', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.body).not.toContain('<!--app-head-->');
  });

  it('serves the brand files', async () => {
    const response = await t.app.inject('/brand/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('without a built storefront', () => {
  const t = useTestApp();

  it('says how to build it', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
