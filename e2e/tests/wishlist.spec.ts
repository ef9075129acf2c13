// The wishlist (issue 5, spec 2 /wishlist, spec 7 Wishlist): the heart on the product page and
// on cards, the header count following at once, move to cart, remove, the empty state; a guest's
// wishlist carried into the account on login; in English and Arabic; axe on the page.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail, ProductSearchResponse } from '@storefront/contracts/catalogue';
import { seriousViolations } from '../axe.ts';
import { expect, LANGS, type Lang, logIn, registerCustomer, t, test } from '../fixtures.ts';

/** Product 12 (Voltix Orbit 8 5G Smartphone) has colour and storage variations. */
const PHONE_ID = 12;

/** A seeded, in-stock product without variations and not a bundle. */
async function simpleProduct(request: APIRequestContext, lang: Lang): Promise<ProductDetail> {
  const response = await request.get('/api/products/search?$filter=inStock eq true&$top=60');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ProductSearchResponse;
  const summary = items.find((p) => !p.hasVariations && p.productId !== PHONE_ID)!;
  const detail = await request.get(`/api/products/${summary.productId}`, {
    headers: { 'accept-language': lang },
  });
  const product = (await detail.json()) as ProductDetail;
  expect(product.isGrouped, 'a product sold as itself').toBe(false);
  return product;
}

async function productName(request: APIRequestContext, id: number, lang: Lang) {
  const response = await request.get(`/api/products/${id}`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ProductDetail).productName;
}

const wishlistLink = (page: Page, lang: Lang, count: number) =>
  page.getByRole('banner').getByRole('link', { name: t(lang, 'header.wishlist', { count }) });
/** The header's cart: a link under 768 px, the drop-down's button above. */
const cartControl = (page: Page, lang: Lang, count: number) =>
  page.getByRole('banner').getByLabel(t(lang, 'header.cart', { count }), { exact: true });

/** Adds the product on its page (the page opens on an in-stock variation) with the heart. */
async function addOnProductPage(page: Page, lang: Lang, id: number) {
  await page.goto(`/products/${id}`);
  const add = page.getByRole('button', { name: t(lang, 'wishlist.button.add'), exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(
    page.getByRole('button', { name: t(lang, 'wishlist.button.remove'), exact: true }),
  ).toBeVisible();
}

for (const lang of LANGS) {
  test(`wishlist as a guest, ${lang}: add, count, move to cart, remove, empty`, async ({
    page,
    shop,
    request,
  }) => {
    const simple = await simpleProduct(request, lang);
    const phone = await productName(request, PHONE_ID, lang);
    await shop.open('/', { lang });
    await expect(wishlistLink(page, lang, 0)).toBeVisible();

    await addOnProductPage(page, lang, simple.productId);
    await expect(wishlistLink(page, lang, 1)).toBeVisible();
    await addOnProductPage(page, lang, PHONE_ID);
    await expect(wishlistLink(page, lang, 2)).toBeVisible();

    await wishlistLink(page, lang, 2).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'wishlist.page.title') }),
    ).toBeVisible();
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Newest first: the phone, with the variation chosen on its page.
    await expect(rows.first()).toContainText(phone);

    // The phone moves to the cart with its variation, and leaves the wishlist.
    await page
      .getByRole('button', { name: t(lang, 'wishlist.item.moveNamed', { name: phone }) })
      .click();
    await expect(cartControl(page, lang, 1)).toBeVisible();
    await expect(wishlistLink(page, lang, 1)).toBeVisible();
    await expect(rows).toHaveCount(1);

    await page
      .getByRole('button', {
        name: t(lang, 'wishlist.button.removeNamed', { name: simple.productName }),
      })
      .click();
    await expect(page.getByText(t(lang, 'wishlist.page.emptyTitle'))).toBeVisible();
    await expect(wishlistLink(page, lang, 0)).toBeVisible();
  });
}

test('the heart on a product card adds and removes the product', async ({
  page,
  shop,
  request,
}) => {
  const simple = await simpleProduct(request, 'en');
  await shop.open(`/search/filterSearch?keyword=${encodeURIComponent(simple.productName)}`);
  const add = page.getByRole('button', {
    name: t('en', 'wishlist.button.addNamed', { name: simple.productName }),
  });
  await add.first().click();
  await expect(wishlistLink(page, 'en', 1)).toBeVisible();
  await page
    .getByRole('button', {
      name: t('en', 'wishlist.button.removeNamed', { name: simple.productName }),
    })
    .first()
    .click();
  await expect(wishlistLink(page, 'en', 0)).toBeVisible();
});

test("a guest's wishlist is kept when they log in", async ({ page, shop, request }) => {
  const customer = await registerCustomer(request, 'Wishlist Keeper');
  const simple = await simpleProduct(request, 'en');
  await shop.open('/');
  await addOnProductPage(page, 'en', simple.productId);
  await expect(wishlistLink(page, 'en', 1)).toBeVisible();

  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).not.toHaveURL(/\/login/);

  await expect(wishlistLink(page, 'en', 1)).toBeVisible();
  await wishlistLink(page, 'en', 1).click();
  await expect(page.getByRole('main')).toContainText(simple.productName);
});

for (const lang of LANGS) {
  for (const width of [1280, 375] as const) {
    test(`/wishlist, ${lang}, ${width} px: no serious accessibility violations`, async ({
      page,
      shop,
      request,
    }, testInfo) => {
      const simple = await simpleProduct(request, lang);
      await page.setViewportSize({ width, height: 800 });
      await shop.open('/wishlist', { lang });
      await expect(page.getByText(t(lang, 'wishlist.page.emptyTitle'))).toBeVisible();
      expect(await seriousViolations(page, testInfo)).toEqual([]);
      await addOnProductPage(page, lang, simple.productId);
      await page.goto('/wishlist');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page, testInfo)).toEqual([]);
    });
  }
}
