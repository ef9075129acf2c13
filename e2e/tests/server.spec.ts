// What the server promises around the app (issue 2, The base): OpenAPI docs, security headers
// with a CSP the app itself passes, compression, immutable caching of hashed assets, the SPA
// fallback for the spec's routes, JSON errors under /api.
import { expect, test } from '../fixtures.ts';

test('GET /api/docs is an HTML reference and /api/docs/json an OpenAPI 3 document', async ({
  request,
}) => {
  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(docs.headers()['content-type']).toContain('text/html');

  const json = await request.get('/api/docs/json');
  expect(json.status()).toBe(200);
  const document = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
  for (const path of [
    '/api/theme-config',
    '/api/menus/{menuId}',
    '/api/menus/{menuId}/items/visible',
    '/api/locale/languages/lookup',
    '/api/locale/self/translations/versions/{version}',
    '/api/users/customers/guest',
    '/api/account/refresh-token',
  ]) {
    expect(Object.keys(document.paths), `OpenAPI documents ${path}`).toContain(path);
  }
});

test('pages and API responses carry security headers', async ({ request }) => {
  for (const path of ['/', '/api/health']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, `${path}: Content-Security-Policy`).toContain("default-src 'self'");
    expect(csp, `${path}: scripts only from the shop`).toMatch(/script-src 'self'(;|$)/);
    expect(csp, `${path}: framed only by the shop itself`).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBeTruthy();
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the home page loads with no Content Security Policy violation', async ({ page, shop }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  await shop.open('/');
  await page.waitForLoadState('networkidle');
  // Console errors (where Chromium reports CSP refusals too) fail the test through the fixture.
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test('the app document is revalidated; hashed assets are immutable and compressed', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.headers()['content-type']).toContain('text/html');
  expect(index.headers()['cache-control']).toMatch(/no-cache|max-age=0/);
  const html = await index.text();
  // A page the server drew loads its code through /hydrate.js, which names it in data-entry.
  const script =
    html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1] ??
    html.match(/<script[^>]+src="\/hydrate\.js"[^>]+data-entry="([^"]+)"/)?.[1];
  expect(script, 'the page loads the app code').toBeTruthy();

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['cache-control']).toMatch(/max-age=31536000/);
  expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test("the spec's routes and /_app get the app; unknown paths get it with 404", async ({
  request,
}) => {
  for (const path of [
    '/',
    '/_app',
    '/products/1',
    '/search/filterSearch?keyword=phone',
    '/wishlist',
    '/cart',
    '/account/info',
    '/register',
    '/login',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('text/html');
});

test('unknown and malformed API calls answer JSON errors, never HTML or 5xx', async ({
  request,
}) => {
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBeTruthy();

  const malformed = await request.get('/api/menus/not-a-number/items/visible');
  expect(malformed.status()).toBe(400);
  const body = (await malformed.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBeTruthy();
  expect(body.error.message).toBeTruthy();

  const badRefresh = await request.post('/api/account/refresh-token', {
    data: { refreshToken: 'nope' },
  });
  expect(badRefresh.status()).toBe(401);
});
