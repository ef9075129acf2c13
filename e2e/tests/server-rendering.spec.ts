// Issue 14: the server draws the public pages, so a browser without JavaScript (and a crawler)
// reads them whole, in the page's language and direction; with JavaScript the page hydrates
// without a warning (the console guard fails any test that logs one), and pages for one visitor
// are drawn by the browser only, never cached.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CategoryLookup, ProductDetail, StaticPage } from '@storefront/contracts/catalogue';
import type { MenuItem } from '@storefront/contracts/menus';
import { formatPrice } from '@storefront/contracts/price';
import { pageRouteNames, pageRoutes, routes } from '@storefront/contracts/routes';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { API, DEMO, expect, LANGS, type Lang, logIn, t, test } from '../fixtures.ts';
import { startOwnServer } from '../own-server.ts';

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang) {
  const response = await request.get(path, { headers: { 'accept-language': lang } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A page opened in a browser that runs no script at all. */
async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const withLang = (path: string, lang: Lang) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

for (const lang of LANGS) {
  test(`without JavaScript the public pages are whole, ${lang}`, async ({ browser, request }) => {
    const theme = await getJson<ThemeConfig>(request, API.themeConfig, lang);
    const settings = {
      format: theme.price_format,
      currencyLabel: theme.currency_label || 'KD',
      currencyPosition: theme.currency_position,
    };
    const product = await getJson<ProductDetail>(request, '/api/products/1', lang);
    const mainMenu = await getJson<MenuItem[]>(request, API.menuItems(theme.main_menu), lang);
    const footerMenu = await getJson<MenuItem[]>(
      request,
      API.menuItems(theme.footer_menus[0]!),
      lang,
    );
    const categories = await getJson<CategoryLookup[]>(
      request,
      '/api/categories/published/lookup',
      lang,
    );
    const staticPage = await getJson<StaticPage>(request, '/api/static-pages/1', lang);
    const keyword = product.productName.split(' ').find((word: string) => word.length > 3)!;

    await withoutScript(browser, async (page) => {
      const open = async (path: string) => {
        const response = await page.goto(withLang(path, lang));
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        // The shell: the main menu's first item and the footer's menu.
        await expect(
          page.getByRole('banner').getByRole('link', { name: mainMenu[0]!.title }).first(),
        ).toBeVisible();
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: footerMenu[0]!.title }).first(),
        ).toBeVisible();
      };

      await open('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(settings.currencyLabel).first()).toBeVisible();
      expect(await page.getByRole('main').locator('a[href^="/products/"]').count()).toBeGreaterThan(
        5,
      );

      await open('/products/1');
      await expect(
        page.getByRole('heading', { level: 1, name: product.productName }),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByText(formatPrice(product.price, settings)).first(),
      ).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: t(lang, 'catalogue.breadcrumb') });
      await expect(crumbs.getByRole('link', { name: t(lang, 'header.home') })).toBeVisible();

      await open(`/search/filterSearch?keyword=${encodeURIComponent(keyword)}`);
      await expect(page.getByRole('main').getByText(product.productName).first()).toBeVisible();

      const category = categories[0]!;
      await open(`/search/filterSearch?categoryId=${category.categoryId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
      expect(await page.getByRole('main').locator('a[href^="/products/"]').count()).toBeGreaterThan(
        0,
      );

      await open('/pages/1');
      await expect(page.getByRole('heading', { level: 1, name: staticPage.title })).toBeVisible();
    });
  });
}

test('a page the server drew hydrates in place, answers from the page, and works', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/products/')) apiCalls.push(url.pathname);
  });
  const response = await page.goto('/products/1?lang=en');
  const html = await response!.text();
  expect(html).toContain('id="query-state"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The product the server drew the page with is not asked for again.
  await page.waitForLoadState('networkidle');
  expect(apiCalls).not.toContain('/api/products/1');
  // Hydrated: the controls work.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: t('en', 'header.userMenu'), exact: true }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
});

test('a drawn page keeps its content on screen while it hydrates, on a first visit', async ({
  page,
}) => {
  // Every frame from the parsed page until well after hydration: the page's heading and the
  // footer must never give way to their skeletons (React drops a drawing it has to re-render
  // before its code has arrived, as when the layout re-rendered on the session filling in).
  // Frames painted while the HTML is still being parsed are left out: there the footer is not
  // missing but not yet read (a busy machine paints some), and no script has run yet
  // (/hydrate.js is deferred).
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      if (document.readyState !== 'loading' && document.querySelector('main')) {
        const heading = document.querySelector('main h1') ? 'heading' : 'no heading';
        const footer = document.querySelector('footer') ? 'footer' : 'no footer';
        frames.push(`${heading}, ${footer}`);
      }
      if (frames.length < 600) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  for (const path of ['/products/1', '/search/filterSearch?keyword=oud']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    expect(frames.length, path).toBeGreaterThan(10);
    expect([...new Set(frames)], path).toEqual(['heading, footer']);
  }
});

test('public pages revalidate with an ETag; pages for one visitor are never kept', async ({
  request,
}) => {
  const first = await request.get('/products/1?lang=en');
  expect(first.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
  );
  // A page kept past its seconds is answered while it is drawn again (other journeys change
  // this product's stock), so the page as it is now is the one a browser then holds.
  await expect
    .poll(async () => {
      const now = await request.get('/products/1?lang=en');
      const etag = now.headers().etag;
      expect(etag).toBeTruthy();
      const again = await request.get('/products/1?lang=en', {
        headers: { 'if-none-match': etag! },
      });
      return again.status();
    })
    .toBe(304);

  const cart = await request.get('/cart');
  expect(cart.headers()['cache-control']).toBe('no-store');
  // The shell is drawn, the cart itself is left to the browser: a skeleton, no heading yet.
  const html = await cart.text();
  expect(html).toContain('<header');
  const main = html.match(/<main[^>]*>(.*?)<\/main>/s)?.[1];
  expect(main).toContain('role="status"');
  expect(main).not.toContain('<h1');
});

test('a signed-in customer opening their account page directly stays on it', async ({
  page,
  shop,
}) => {
  await shop.open('/login');
  await logIn(page, DEMO.customer, { rememberMe: true });
  await expect(page).not.toHaveURL(/\/login/);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/account/info');
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'accountInfo.title') }),
  ).toBeVisible();
  expect(visited).not.toContain('/login');
});

test('a link naming a variation opens on it, drawn by the server and hydrated as drawn', async ({
  page,
  request,
  shop,
}) => {
  let product: ProductDetail | undefined;
  for (let id = 1; id <= 80 && !product; id++) {
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const candidate = (await response.json()) as ProductDetail;
    const last = candidate.variations.at(-1);
    // A variation with a picture of its own (a colour's).
    if (last && candidate.pictures.some((p) => p.variationId === last.variationId)) {
      product = candidate;
    }
  }
  expect(product, 'the demo seed has a product with a variation’s picture').toBeDefined();
  // Not the one the page would open on by itself.
  const chosen = product!.variations.at(-1)!;
  const picture = product!.pictures.find((p) => p.variationId === chosen.variationId)!;
  const values = chosen.attributes.map(({ attributeId, valueId }) => {
    const attribute = product!.attributes.find((a) => a.attributeId === attributeId)!;
    return attribute.values.find((v) => v.valueId === valueId)!.value;
  });
  const html = await (
    await request.get(`/products/${product!.productId}?variation=${chosen.variationId}`)
  ).text();
  // The server drew the chosen values checked (whatever the order of the input's attributes).
  const checkedInputs = [...html.matchAll(/<input[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => / checked(=""|\s|>)/.test(tag));
  for (const { valueId } of chosen.attributes) {
    expect(checkedInputs.some((tag) => tag.includes(`value="${valueId}"`))).toBe(true);
  }
  // …and the gallery opening on the variation's picture: the large one (a thumbnail has no alt).
  const shown = [...html.matchAll(/<img[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`src="${picture.path}"`));
  expect(shown.some((tag) => /\salt="[^"]+"/.test(tag))).toBe(true);

  await shop.open(`/products/${product!.productId}?variation=${chosen.variationId}`);
  for (const value of values) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${value}`) })).toBeChecked();
  }
  await expect(
    page.getByRole('main').getByRole('img', { name: picture.alt, exact: true }),
  ).toHaveAttribute('src', picture.path);
});

test('every public page of the route table is drawn in one pass, from what its loader asks for', async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  // A shop that keeps no page: every request draws its page, so each one says how.
  const shop = await startOwnServer({ CATALOGUE_CACHE_SECONDS: '0' });
  const request = await playwright.request.newContext({ baseURL: shop.baseURL });
  try {
    const examples: Record<string, string> = {
      home: routes.home,
      appShell: routes.appShell,
      product: routes.product(2),
      filterSearch: `${routes.filterSearch('oud')}&categoryId=1&sort=price-asc`,
      staticPage: routes.staticPage(1),
      contactUs: routes.contactUs,
      trackOrder: `${routes.trackOrder}?number=100001`,
    };
    const publicRoutes = pageRouteNames.filter((name) => !('personal' in pageRoutes[name]));
    expect(Object.keys(examples).sort()).toEqual([...publicRoutes].sort());
    for (const lang of LANGS) {
      for (const path of Object.values(examples)) {
        const response = await request.get(withLang(path, lang));
        expect(response.status(), path).toBe(200);
        expect(response.headers()['server-timing'], path).toMatch(/render;desc="1 pass"/);
        // Drawn whole: no part of the page waits for data the server did not have.
        const main = (await response.text()).match(/<main[^>]*>(.*?)<\/main>/s)?.[1] ?? '';
        expect(main, path).not.toContain('animate-pulse');
      }
    }
  } finally {
    await request.dispose();
    await shop.stop();
  }
});

test('a visitor from an ad gets the kept page, with a clean canonical URL', async ({ request }) => {
  // The same page as the plain address's (another journey may have it drawn again meanwhile).
  let fromAd = await request.get('/products/3');
  await expect
    .poll(async () => {
      const plain = await request.get('/products/3');
      fromAd = await request.get(`/products/3?utm_source=ad&utm_campaign=eid&fbclid=${Date.now()}`);
      return [fromAd.headers()['server-timing'], fromAd.headers().etag === plain.headers().etag];
    })
    .toEqual(['page;desc=kept', true]);
  const html = await fromAd.text();
  expect(html).toContain('<link rel="canonical" href="');
  expect(html).not.toMatch(/utm_|fbclid/);
});
