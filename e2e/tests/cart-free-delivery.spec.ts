// Issue 29: the cart's way to free delivery ("Add KD 2.750 more for free Standard delivery", a
// progress bar, then "You've got free Standard delivery") on the cart page and in the drop-down,
// from the shop's shipping methods; and the drop-down's Checkout button. English and Arabic, at
// 1280 px (drop-down and page) and 375 px (the page: the cart icon goes straight to it there).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { formatPrice, type PriceSettings } from '@storefront/contracts/price';
import { routes } from '@storefront/contracts/routes';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { seriousViolations } from '../axe.ts';
import { API, expect, LANGS, type Lang, type Shop, t, test } from '../fixtures.ts';

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang) {
  const response = await request.get(path, { headers: { 'accept-language': lang } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface Facts {
  /** The offer as the shop's methods make it: the cheapest one with a free-from threshold. */
  method: string;
  threshold: number;
  /** A product without variations, a few of which pass the threshold. */
  product: ProductDetail;
  /** How many of it pass the threshold. */
  enough: number;
  price: (fils: number) => string;
}

async function facts(request: APIRequestContext, lang: Lang): Promise<Facts> {
  const methods = await getJson<ShippingMethod[]>(
    request,
    '/api/shipping-methods?countryId=1',
    lang,
  );
  const offered = methods
    .filter((m) => m.freeFrom !== null && m.freeFrom > 0 && m.regularPrice > 0)
    .sort((a, b) => a.regularPrice - b.regularPrice || a.freeFrom! - b.freeFrom!)[0];
  expect(offered, 'the demo shop has a method that is free from a threshold').toBeDefined();
  const threshold = offered!.freeFrom!;

  // The demo catalogue's products, read in parallel; the cheap ones are few.
  const products = await Promise.all(
    Array.from({ length: 200 }, async (_, index) => {
      const response = await request.get(`/api/products/${index + 1}`, {
        headers: { 'accept-language': lang },
      });
      return response.ok() ? ((await response.json()) as ProductDetail) : undefined;
    }),
  );
  const product = products.find((p) => {
    if (!p || p.hasVariations || p.isGrouped || p.price <= 0) return false;
    // A few of it: the line changes at least once before it is reached.
    const needed = Math.ceil(threshold / p.price);
    return p.price * 2 < threshold && needed <= 10 && p.activeQty >= needed;
  });
  expect(product, 'the demo seed has a product a few of which pass the threshold').toBeDefined();
  const theme = await getJson<ThemeConfig>(request, API.themeConfig, lang);
  const settings: PriceSettings = {
    format: theme.price_format,
    currencyLabel: theme.currency_label || 'KD',
    currencyPosition: theme.currency_position,
  };
  return {
    method: offered!.name,
    threshold,
    product: product!,
    enough: Math.ceil(threshold / product!.price),
    price: (fils) => formatPrice(fils, settings),
  };
}

/** The line's sentence, as the page shows it with the amount in. */
const remainingText = (lang: Lang, f: Facts, fils: number) =>
  t(lang, 'cart.freeDelivery.remaining', { method: f.method, amount: f.price(fils) });
const reachedText = (lang: Lang, f: Facts) =>
  t(lang, 'cart.freeDelivery.reached', { method: f.method });

/** The free-delivery line inside `scope`: its sentence and its bar. */
function line(scope: Locator, lang: Lang, f: Facts) {
  return {
    status: scope.getByRole('status').filter({ hasText: f.method }),
    bar: scope.getByRole('progressbar', {
      name: t(lang, 'cart.freeDelivery.progress', { method: f.method }),
    }),
  };
}

/** Adds one of the product from its page. */
async function addOne(page: Page, shop: Shop, lang: Lang, f: Facts) {
  await shop.open(routes.product(f.product.productId), { lang });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t(lang, 'cart.add.button'), exact: true }).click();
  await expect(page.getByText(t(lang, 'cart.add.added')).first()).toBeVisible();
}

/**
 * On /cart: the remaining amount, then less of it, then the reached message, as the quantity
 * goes up; the amount left to right in Arabic.
 */
async function cartPageJourney(page: Page, shop: Shop, lang: Lang, f: Facts) {
  await shop.open('/cart', { lang });
  const main = page.getByRole('main');
  const { status, bar } = line(main, lang, f);
  await expect(status).toHaveText(remainingText(lang, f, f.threshold - f.product.price));
  await expect(status.locator('bdi[dir="ltr"]')).toHaveText(f.price(f.threshold - f.product.price));
  await expect(bar).toHaveAttribute(
    'aria-valuenow',
    String(Math.floor((f.product.price * 100) / f.threshold)),
  );

  const increase = main.getByRole('button', {
    name: t(lang, 'cart.line.increase', { name: f.product.productName }),
  });
  for (let quantity = 2; quantity <= f.enough; quantity++) {
    const put = page.waitForResponse(
      (r) => r.url().includes('/api/carts/items/') && r.request().method() === 'PUT',
    );
    await increase.click();
    expect((await put).ok()).toBe(true);
    const subTotal = f.product.price * quantity;
    if (subTotal < f.threshold) {
      await expect(status).toHaveText(remainingText(lang, f, f.threshold - subTotal));
    }
  }
  await expect(status).toHaveText(reachedText(lang, f));
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
}

const noOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
};

for (const lang of LANGS) {
  test(`${lang} at 1280 px: the drop-down shows the way to free delivery and its Checkout button goes to checkout`, async ({
    page,
    request,
    shop,
  }) => {
    const f = await facts(request, lang);
    await addOne(page, shop, lang, f);

    const cartButton = page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'header.cart', { count: 1 }) });
    await cartButton.click();
    const dropDown = page.getByRole('dialog', { name: t(lang, 'cart.dropDown.title') });
    const { status, bar } = line(dropDown, lang, f);
    await expect(status).toHaveText(remainingText(lang, f, f.threshold - f.product.price));
    await expect(bar).toBeVisible();
    await expect(
      dropDown.getByRole('link', { name: t(lang, 'cart.dropDown.goToCart') }),
    ).toBeVisible();
    const checkout = dropDown.getByRole('link', { name: t(lang, 'cart.dropDown.checkout') });
    await expect(checkout).toHaveAttribute('href', routes.checkout);
    await page.keyboard.press('Escape');
    await expect(dropDown).toBeHidden();

    await cartPageJourney(page, shop, lang, f);

    // The drop-down follows: free now. Its Checkout button leads to checkout and closes it.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'header.cart', { count: f.enough }) })
      .click();
    await expect(dropDown).toBeVisible();
    await expect(line(dropDown, lang, f).status).toHaveText(reachedText(lang, f));
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(dropDown).toBeHidden();
  });

  test(`${lang} at 375 px: the cart page shows the way to free delivery, then that it is free`, async ({
    page,
    request,
    shop,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const f = await facts(request, lang);
    await addOne(page, shop, lang, f);
    await shop.open('/cart', { lang });
    await expect(page.getByRole('progressbar')).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
    await cartPageJourney(page, shop, lang, f);
    await noOverflow(page);
  });
}
