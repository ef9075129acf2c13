// Catalogue pages of issue 3 (spec 2, 7): the product page (attributes → get-price, Arabic), the
// home page's data lists, a static page reached from the footer, and the contact form.
import type { APIRequestContext, Page } from '@playwright/test';
import type { DataList, ProductDetail, Variation } from '@storefront/contracts/catalogue';
import { formatPrice, type PriceSettings } from '@storefront/contracts/price';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { seriousViolations } from '../axe.ts';
import { API, expect, LANGS, type Lang, t, test } from '../fixtures.ts';

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang = 'en') {
  const response = await request.get(path, { headers: { 'accept-language': lang } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The seeded theme's price settings, so expected prices read as the shop shows them. */
async function priceSettings(request: APIRequestContext): Promise<PriceSettings> {
  const theme = await getJson<ThemeConfig>(request, API.themeConfig);
  return {
    format: theme.price_format,
    currencyLabel: theme.currency_label || 'KD',
    currencyPosition: theme.currency_position,
  };
}

/**
 * A seeded product whose page opens on one in-stock variation and has another in-stock
 * variation at a different price, with both.
 */
async function productWithPricedVariations(request: APIRequestContext) {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/api/products/${id}`);
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    const first = product.variations.find((v) => v.activeQty > 0);
    const other = product.variations.find(
      (v) => v.activeQty > 0 && first && v.price !== first.price,
    );
    if (first && other) return { product, first, other };
  }
  throw new Error('The demo seed has no product with in-stock variations at different prices');
}

/**
 * A seeded product with a colour, whose page opens on one in-stock variation, and an in-stock
 * variation of another colour; each has a picture of its own (the seed draws one per colour).
 */
async function productWithColours(request: APIRequestContext, lang: Lang) {
  for (let id = 1; id <= 80; id++) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    const colour = product.attributes.find((a) => a.kind === 'color');
    if (!colour) continue;
    const colourOf = (v: Variation) =>
      v.attributes.find((a) => a.attributeId === colour.attributeId)?.valueId;
    const pictureOf = (v: Variation) =>
      product.pictures.find((p) => p.variationId === v.variationId);
    const first = product.variations.find((v) => v.activeQty > 0);
    const other = product.variations.find(
      (v) => v.activeQty > 0 && first && colourOf(v) !== colourOf(first),
    );
    const own = product.pictures.find((p) => p.variationId === null);
    if (!first || !other || !own) continue;
    const firstPicture = pictureOf(first);
    const otherPicture = pictureOf(other);
    if (firstPicture && otherPicture) {
      return { product, first, other, own, firstPicture, otherPicture };
    }
  }
  throw new Error('The demo seed has no product with in-stock variations of two colours');
}

/** Chooses the values of `variation` that differ from `from`, by their radios' names. */
async function chooseVariation(page: Page, product: ProductDetail, from: Variation, to: Variation) {
  for (const { attributeId, valueId } of to.attributes) {
    if (from.attributes.some((a) => a.attributeId === attributeId && a.valueId === valueId))
      continue;
    const attribute = product.attributes.find((a) => a.attributeId === attributeId)!;
    const value = attribute.values.find((v) => v.valueId === valueId)!;
    const group = page.getByRole('group', { name: attribute.name, exact: true });
    const name = new RegExp(`^${escapeRegExp(value.value)}`);
    // The radio itself is visually hidden; what a shopper clicks is its button or swatch.
    await group.locator('label', { has: page.getByRole('radio', { name }) }).click();
    await expect(group.getByRole('radio', { name })).toBeChecked();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page about one thing is titled "Its name | The shop", as the server writes it. */
const titleOf = (name: string) => new RegExp(`^${escapeRegExp(name)} \\| `);

test.describe('product page', () => {
  // A combination passed through on the way to another may not exist: get-price answers 404.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a product with variations changes its price when an attribute changes', async ({
    page,
    request,
    shop,
  }) => {
    const settings = await priceSettings(request);
    const { product, first, other } = await productWithPricedVariations(request);

    await shop.open(`/products/${product.productId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect(page).toHaveTitle(titleOf(product.productName));
    await expect(main.getByText(formatPrice(first.price, settings), { exact: true })).toBeVisible();
    await expect(
      main.getByRole('navigation', { name: t('en', 'catalogue.breadcrumb') }),
    ).toBeVisible();

    const priced = page.waitForResponse(
      (r) => r.url().endsWith(`/products/${product.productId}/get-price`) && r.ok(),
    );
    await chooseVariation(page, product, first, other);
    const answer = await (await priced).json();
    expect(answer.variationId).toBe(other.variationId);
    await expect(main.getByText(formatPrice(other.price, settings), { exact: true })).toBeVisible();
    await expect(main.getByText(formatPrice(first.price, settings), { exact: true })).toHaveCount(
      0,
    );
  });

  for (const lang of LANGS) {
    test(`choosing a colour shows that colour's picture, ${lang}`, async ({
      page,
      request,
      shop,
    }) => {
      const { product, first, other, own, firstPicture, otherPicture } = await productWithColours(
        request,
        lang,
      );
      await shop.open(`/products/${product.productId}`, { lang });
      const main = page.getByRole('main');
      const picture = (alt: string) => main.getByRole('img', { name: alt, exact: true });
      // Nothing chosen yet: the product's own picture.
      await expect(picture(own.alt)).toBeVisible();

      await chooseVariation(page, product, first, other);
      await expect(picture(otherPicture.alt)).toBeVisible();
      await expect(picture(otherPicture.alt)).toHaveAttribute('src', otherPicture.path);
      await expect(picture(own.alt)).toHaveCount(0);
      // The colour's picture is drawn, not left loading.
      expect(
        await picture(otherPicture.alt).evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);

      await chooseVariation(page, product, other, first);
      await expect(picture(firstPicture.alt)).toBeVisible();
      await expect(picture(otherPicture.alt)).toHaveCount(0);
    });
  }

  test('the product page in Arabic: names, labels and a mirrored layout', async ({
    page,
    request,
    shop,
  }) => {
    const product = await getJson<ProductDetail>(request, '/api/products/1', 'ar');
    await shop.open('/products/1', { lang: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1, name: product.productName });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(titleOf(product.productName));
    await expect(
      main.getByRole('navigation', { name: t('ar', 'catalogue.breadcrumb') }),
    ).toBeVisible();
    await expect(
      main.getByRole('spinbutton', { name: t('ar', 'catalogue.quantity') }),
    ).toBeVisible();
    for (const attribute of product.attributes) {
      await expect(main.getByRole('group', { name: attribute.name, exact: true })).toBeVisible();
    }
    // Right to left: the gallery starts the row on the right, the name is beside it on the left.
    const gallery = await main.getByRole('img', { name: product.pictures[0]!.alt }).boundingBox();
    const name = await heading.boundingBox();
    expect(gallery!.x).toBeGreaterThan(name!.x);
  });

  test('a product the shop does not have shows the not-found page', async ({ page, shop }) => {
    await shop.open('/products/987654');
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'notFound.title') }),
    ).toBeVisible();
  });
});

test('the home page shows its data lists with products', async ({ page, request, shop }) => {
  const lists = await getJson<DataList[]>(request, '/api/v2/data-lists');
  const productList = lists.find((list) => list.kind === 'product');
  expect(productList, 'the demo seed has a product data list').toBeDefined();

  await shop.open('/');
  const section = page.getByRole('region', { name: productList!.name, exact: true });
  await expect(section).toBeVisible();
  const cards = section.locator('a[href^="/products/"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);

  await cards.first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a static page opens from the footer', async ({ page, shop }) => {
  await shop.open('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Shipping & returns', exact: true }).click();
  // Linked as page 2, the footer names its address.
  await expect(page).toHaveURL(/\/pages\/shipping-returns$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Shipping & returns' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle(titleOf('Shipping & returns'));
});

test('the contact form sends a message and confirms it', async ({ page, shop }) => {
  await shop.open('/contact-us');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t('en', 'contact.title') }),
  ).toBeVisible();

  const email = `contact-${Date.now()}@example.com`;
  await main.getByLabel(t('en', 'contact.field.name')).fill('Sara Al-Ali');
  await main.getByLabel(t('en', 'contact.field.email')).fill(email);
  await main.getByLabel(new RegExp(`^${t('en', 'contact.field.subject')}`)).fill('My order');
  // Too short first: the rule of the contract shows as the shopper types.
  const message = main.getByLabel(t('en', 'contact.field.message'));
  await message.fill('Hello');
  await message.blur();
  await expect(main.getByText(t('en', 'validation.messageTooShort', { min: 10 }))).toBeVisible();
  await message.fill('Hello, when will order 1042 arrive?');

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/stores/self/contact-us'));
  await main.getByRole('button', { name: t('en', 'contact.submit') }).click();
  expect((await sent).status()).toBe(201);
  await expect(
    main.getByRole('heading', { level: 1, name: t('en', 'contact.sentTitle') }),
  ).toBeVisible();
  await expect(
    main.getByText(t('en', 'contact.sent', { email: `\u2068${email}\u2069` })),
  ).toBeVisible();
});

// axe (WCAG 2.x A and AA): no serious or critical violation on the pages of this spec.
for (const lang of LANGS) {
  for (const width of [1280, 375]) {
    test(`product, static and contact pages, ${lang}, ${width} px: accessible`, async ({
      page,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/products/1', '/pages/2', '/contact-us']) {
        await shop.open(path, { lang });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const serious = await seriousViolations(page);
        expect(serious, `${path} (${lang}, ${width} px)`).toEqual([]);
      }
    });
  }
}
