// Visual regression (issue 16): the shop's main pages in both languages at 1280 and 375 px,
// compared with committed baselines (visual.spec.ts-snapshots/), so a separator in the wrong
// language, a price split over two lines or a field out of line cannot come back unseen.
//
// The pages are drawn by a shop of its own on a fresh database, so nothing another journey does
// (an order taking stock, a best seller moving) changes them; its tests run one after another,
// so its order numbers come out the same every run. Dates and times are masked: they are today's.
//
// After an intended change of look, look at the new pictures, then:
//   npx playwright test -c e2e tests/visual.spec.ts --update-snapshots
import type { APIRequestContext, Page } from '@playwright/test';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import { routes } from '@storefront/contracts/routes';
import { call, placeOrderThroughApi } from '../checkout-api.ts';
import { expect, LANGS, type Lang, t, test, userIdOf } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from '../own-server.ts';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** Demo products: one with colours and pictures for its page, one without variations ordered (47 in stock). */
const SHOWN_PRODUCT = 2;
const ORDERED_PRODUCT = 36;

let shop: OwnServer;
let request: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  shop = await startOwnServer({});
  request = await playwright.request.newContext({ baseURL: shop.baseURL });
});
test.afterAll(async () => {
  await request?.dispose();
  await shop?.stop();
});

/** Opens a path of the own shop in `lang` and waits until it is live and its pictures are in. */
async function open(page: Page, path: string) {
  await page.goto(`${shop.baseURL}${path}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await settle(page);
}

/**
 * Every picture is in before the whole page is compared: the page is scrolled through as a
 * shopper would, then pictures still waiting for a scroll (lazy ones off to the side in a
 * row that scrolls sideways on a phone) are asked for at once.
 */
async function settle(page: Page) {
  // A list the page asks for once it is scrolled to brings pictures of its own: go round until
  // a pass finds no new picture.
  let seen = -1;
  for (let round = 0; round < 4; round++) {
    const count = await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 60));
      }
      window.scrollTo(0, 0);
      for (const image of document.images) {
        if (image.complete && image.naturalWidth > 0) continue;
        image.loading = 'eager';
        // Setting the address again makes an image that was waiting for a scroll load now.
        image.setAttribute('src', image.getAttribute('src') ?? '');
      }
      await document.fonts.ready;
      return document.images.length;
    });
    await page.waitForLoadState('networkidle');
    if (count === seen) break;
    seen = count;
  }
  const waiting = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((image) => !(image.complete && image.naturalWidth > 0))
        .map((image) => image.currentSrc || image.src),
    );
  await expect.poll(waiting, { timeout: 20_000, message: 'pictures still loading' }).toEqual([]);
  // Loaded is not yet drawn: pictures decode off the main thread (decoding="async"). A picture
  // that is not drawn at all (in a closed menu) may never say so: a second is enough for the rest.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) =>
        Promise.race([
          image.decode().catch(() => undefined),
          new Promise((done) => setTimeout(done, 1000)),
        ]),
      ),
    ),
  );
}

/** A sentence of the catalogue, whatever its {{placeholders}} are filled with. */
const sentence = (lang: Lang, key: TranslationKey) =>
  new RegExp(
    `^${t(lang, key)
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

async function compare(page: Page, lang: Lang, name: string) {
  // A date's text is as long as today makes it ("5" or "25", "9:05" or "10:05"), and at 375 px a
  // longer one wraps its line: each is given one fixed text, so the layout around it is the same
  // every day. Masking alone hides the text but not the wrap.
  await page.locator('time').evaluateAll((times) => {
    for (const time of times) time.textContent = '2026-01-01 00:00';
  });
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    // Today's dates and times: dates in <time>, and the delivery dates counted from today.
    mask: [
      page.locator('time'),
      page.getByText(sentence(lang, 'orders.delivery.between')),
      page.getByText(sentence(lang, 'orders.delivery.on')),
      // The product page's "Arrives by Monday 30 Nov" (issue 29).
      page.getByText(sentence(lang, 'catalogue.arrivesBy')),
    ],
    maxDiffPixelRatio: 0.002,
  });
}

function usesLanguage(page: Page, lang: Lang) {
  return page.addInitScript((value) => localStorage.setItem('lang', value), lang);
}

for (const lang of LANGS) {
  for (const size of WIDTHS) {
    const suffix = `${lang}-${size.name}`;

    test(`catalogue pages look as they did (${lang}, ${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await usesLanguage(page, lang);
      await open(page, routes.home);
      await compare(page, lang, `home-${suffix}`);
      await open(page, routes.product(SHOWN_PRODUCT));
      await compare(page, lang, `product-${suffix}`);
      await open(page, routes.filterSearch('sandals'));
      await compare(page, lang, `search-${suffix}`);
    });

    test(`shopping pages look as they did (${lang}, ${size.width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await usesLanguage(page, lang);
      // A customer of this test's own (the fresh shop has no other), signed in as the app stores it.
      const tokens = await call<{ accessToken: string; refreshToken: string }>(
        request,
        'post',
        '/api/users/customers/register',
        {},
        {
          displayName: 'Layla Haddad',
          email: `visual-${suffix}@example.com`,
          password: 'a sturdy passphrase 2026',
        },
      );
      await page.addInitScript((pair) => {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
        localStorage.setItem('isGuest', 'false');
      }, tokens);
      const userId = userIdOf(tokens.accessToken)!;
      const headers = { authorization: `Bearer ${tokens.accessToken}`, 'accept-language': lang };

      await call(request, 'post', '/api/cart-items', headers, {
        productId: ORDERED_PRODUCT,
        variationId: null,
        quantity: 2,
      });
      await open(page, routes.cart);
      await compare(page, lang, `cart-${suffix}`);
      await open(page, routes.checkout);
      await compare(page, lang, `checkout-${suffix}`);

      const order = await placeOrderThroughApi(
        request,
        { userId, headers },
        { productId: ORDERED_PRODUCT, paymentMethodId: 2 },
      );
      await open(page, routes.order(order.orderId));
      await compare(page, lang, `order-${suffix}`);
      await open(page, routes.accountInfo);
      await compare(page, lang, `account-${suffix}`);

      // The sandbox gateway's page is the API's own (its one script only shapes typing): let it load.
      await page.goto(`${shop.baseURL}/pay/${order.paymentReference}?lang=${lang}`);
      await settle(page);
      await compare(page, lang, `pay-${suffix}`);
    });
  }
}
