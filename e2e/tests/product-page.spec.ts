// The product page of issue 29: the picture zoom (click and keyboard, arrows mirrored in Arabic),
// "You may also like" from the product's category, "Recently viewed" from this browser, the
// phone's sticky add-to-cart bar, and the date standard delivery arrives by. Products are picked
// from the API, so the spec does not depend on the demo catalogue's exact contents.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductPage } from '@storefront/contracts/catalogue';
import { deliveryWindow } from '@storefront/contracts/order-rules';
import { formatPrice } from '@storefront/contracts/price';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { API, expect, LANGS, type Lang, t, test } from '../fixtures.ts';

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang = 'en') {
  const response = await request.get(path, { headers: { 'accept-language': lang } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The first seeded product (by id) that `fits`, in `lang`. */
async function findProduct(
  request: APIRequestContext,
  fits: (product: ProductDetail) => boolean,
  lang: Lang = 'en',
) {
  for (let id = 1; id <= 80; id++) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    if (fits(product)) return product;
  }
  throw new Error('The demo seed has no product that fits');
}

/** The product's own pictures, as the gallery opens on them (no variation chosen). */
const ownPictures = (product: ProductDetail) =>
  product.pictures.filter((picture) => picture.variationId === null);

const zoomButton = (page: Page, lang: Lang) =>
  page.getByRole('main').getByRole('button', { name: t(lang, 'catalogue.zoomPicture') });

const cartButton = (page: Page, lang: Lang, count: number, width: number) =>
  page
    .getByRole('banner')
    // Under 768 px the cart icon is a link to /cart (spec 2).
    .getByRole(width < 768 ? 'link' : 'button', { name: t(lang, 'header.cart', { count }) });

for (const lang of LANGS) {
  for (const width of [1280, 375]) {
    test(`the picture zooms by click and by keyboard, ${lang}, ${width} px`, async ({
      page,
      request,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const product = await findProduct(request, (p) => ownPictures(p).length >= 2, lang);
      const [first, second] = ownPictures(product);
      await shop.open(`/products/${product.productId}`, { lang });

      // A click (a tap) on the picture.
      await zoomButton(page, lang).click();
      const dialog = page.getByRole('dialog', { name: product.productName });
      await expect(dialog).toBeVisible();
      const large = (alt: string) => dialog.getByRole('img', { name: alt, exact: true });
      await expect(large(first!.alt)).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'catalogue.nextPicture') }).click();
      await expect(large(second!.alt)).toBeVisible();
      // The arrow towards the reading direction's start goes back: left in English, right in Arabic.
      await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect(large(first!.alt)).toBeVisible();
      await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(large(second!.alt)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(zoomButton(page, lang)).toBeFocused();
      // The gallery stays on the picture last zoomed.
      await expect(
        page.getByRole('main').getByRole('img', { name: second!.alt, exact: true }),
      ).toBeVisible();

      // Enter on the button, then the close button.
      await zoomButton(page, lang).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(large(second!.alt)).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'catalogue.closeZoom') }).click();
      await expect(dialog).toBeHidden();
      await expect(zoomButton(page, lang)).toBeFocused();

      await zoomButton(page, lang).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test(`"You may also like" shows other products of the same category, ${lang}`, async ({
    page,
    request,
    shop,
  }) => {
    // A product whose category holds others.
    let product: ProductDetail | undefined;
    for (let id = 1; id <= 80 && !product; id++) {
      const response = await request.get(`/api/products/${id}`);
      if (!response.ok()) continue;
      const candidate = (await response.json()) as ProductDetail;
      const page = await getJson<ProductPage>(
        request,
        `/api/products?categoryId=${candidate.categoryId}&itemsPerPage=2`,
      );
      if (page.count > 1) product = candidate;
    }
    expect(product, 'the demo seed has a category with several products').toBeDefined();
    const { productId, categoryId } = product!;

    await shop.open(`/products/${productId}`, { lang });
    const row = page.getByRole('region', { name: t(lang, 'catalogue.related') });
    await expect(row).toBeVisible();
    const links = row.locator('a[href^="/products/"]');
    await expect(links.first()).toBeVisible();
    // A card's name, and its "Choose options" for a product with variations, link to it.
    const hrefs = [
      ...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))),
    ];
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(8);
    expect(hrefs).not.toContain(`/products/${productId}`);
    // Each is in the product's category (or one below it).
    for (const href of hrefs) {
      const related = await getJson<ProductDetail>(request, `/api${href}`, lang);
      expect(
        related.breadcrumbs.map((crumb) => crumb.categoryId),
        `${href} is in category ${categoryId}`,
      ).toContain(categoryId);
    }
  });

  test(`"Recently viewed" lists a product opened before, ${lang}`, async ({
    page,
    request,
    shop,
  }) => {
    const before = await getJson<ProductDetail>(request, '/api/products/2', lang);
    const now = await getJson<ProductDetail>(request, '/api/products/3', lang);
    await shop.open('/products/2', { lang });
    await expect(
      page.getByRole('region', { name: t(lang, 'catalogue.recentlyViewed') }),
    ).toHaveCount(0);
    // Another page of the shop, reached by the address: the list is the browser's own.
    await page.goto('/products/3');
    await shop.ready(lang);
    await expect(page.getByRole('heading', { level: 1, name: now.productName })).toBeVisible();
    const row = page.getByRole('region', { name: t(lang, 'catalogue.recentlyViewed') });
    await expect(row.getByRole('link', { name: before.productName, exact: true })).toBeVisible();
    await expect(row.locator('a[href="/products/3"]')).toHaveCount(0);
  });

  test(`the delivery line says the day the default delivery arrives by, ${lang}`, async ({
    page,
    request,
    shop,
  }) => {
    const standard = await getJson<ShippingMethod>(request, '/api/shipping-methods/default', lang);
    const product = await findProduct(request, (p) => p.inStock && p.variations.length === 0);
    // Today in Kuwait, counted now and after the page is drawn (the test may cross midnight).
    const expected = () => arrivesBy(lang, standard.maxDays);
    const early = expected();
    await shop.open(`/products/${product.productId}`, { lang });
    const line = page.getByRole('main').getByText(/^(Arrives by|يصلك بحلول) /);
    await expect(line).toBeVisible();
    expect([early, expected()]).toContain(await line.textContent());

    // An out-of-stock product promises no day.
    const none = await findProduct(request, (p) => !p.inStock);
    await shop.open(`/products/${none.productId}`, { lang });
    await expect(
      page.getByRole('main').getByText(t(lang, 'catalogue.outOfStock')).first(),
    ).toBeVisible();
    await expect(line).toHaveCount(0);
  });

  test(`at 375 px a bar adds to the cart once "Add to cart" has scrolled away, ${lang}`, async ({
    page,
    request,
    shop,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const theme = await getJson<ThemeConfig>(request, API.themeConfig);
    const product = await findProduct(
      request,
      (p) => p.variations.length === 0 && p.activeQty >= 5,
      lang,
    );
    await shop.open(`/products/${product.productId}`, { lang });
    const bar = page.getByRole('region', { name: t(lang, 'catalogue.quickBuy') });
    const mainButton = page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'cart.add.button'), exact: true })
      .first();
    await expect(cartButton(page, lang, 0, 375)).toBeVisible();

    // With the buy area in view there is no bar.
    await mainButton.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);

    // Scrolled past it: the bar, with the name, the price and its own button.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar.getByText(product.productName)).toBeVisible();
    const settings = {
      format: theme.price_format,
      currencyLabel: theme.currency_label || 'KD',
      currencyPosition: theme.currency_position,
    };
    await expect(bar.getByText(formatPrice(product.price, settings))).toBeVisible();
    // It slides in to sit at the bottom of the screen.
    await expect
      .poll(async () => {
        const box = (await bar.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(700);

    await bar.getByRole('button', { name: t(lang, 'cart.add.button') }).click();
    await expect(cartButton(page, lang, 1, 375)).toBeVisible();

    // At the page's end the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const footerEnd = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = (await bar.boundingBox())!.y;
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);

    // Back at the buy area, the bar goes.
    await mainButton.scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
  });
}

test('at 375 px the bar takes a choice that cannot be bought back to the picker', async ({
  page,
  request,
  shop,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  // A product with an attribute value that makes no variation in stock with the others.
  const product = await findProduct(
    request,
    (p) =>
      p.inStock &&
      p.attributes.length > 0 &&
      p.variations.some((v) => v.activeQty === 0) &&
      p.variations.every((v) => v.attributes.length === p.attributes.length),
  );
  const soldOut = product.variations.find((v) => v.activeQty === 0)!;
  await shop.open(`/products/${product.productId}?variation=${soldOut.variationId}`);
  const bar = page.getByRole('region', { name: t('en', 'catalogue.quickBuy') });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: t('en', 'cart.add.button') }).click();
  // Back at the choice, focused on it, and nothing added.
  const firstAttribute = page.getByRole('group', {
    name: product.attributes[0]!.name,
    exact: true,
  });
  await expect(firstAttribute).toBeInViewport();
  await expect(firstAttribute.getByRole('radio', { checked: true })).toBeFocused();
  await expect(cartButton(page, 'en', 0, 375)).toBeVisible();
});

test('at 1280 px there is no sticky bar', async ({ page, request, shop }) => {
  const product = await findProduct(request, (p) => p.inStock && p.variations.length === 0);
  await shop.open(`/products/${product.productId}`);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(page.getByRole('region', { name: t('en', 'catalogue.quickBuy') })).toHaveCount(0);
});

/** "Arrives by Monday 30 Nov" for an order placed now, as the shop counts it (Kuwait). */
function arrivesBy(lang: Lang, maxDays: number) {
  const iso = deliveryWindow(new Date(), maxDays, maxDays)!.latest;
  const date = new Date(`${iso}T00:00:00Z`);
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-GB', {
      ...options,
      timeZone: 'UTC',
    }).format(date);
  return t(lang, 'catalogue.arrivesBy', {
    weekday: name({ weekday: 'long' }),
    day: date.getUTCDate(),
    month: name({ month: 'short' }),
  });
}
