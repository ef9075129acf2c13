// The cart (issue 5; spec 2 Cart drop-down, spec 3 Cart item and Cart, spec 7 Cart): adding from a
// product card and from a product page with a chosen variation, the header count and drop-down,
// the /cart page (quantity, promo codes, clear), a guest's cart through registration, the demo
// customer's cart, Arabic, the phone width, and axe on the page and the open drop-down.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { ProductDetail, Variation } from '@storefront/contracts/catalogue';
import { formatPrice, type PriceSettings } from '@storefront/contracts/price';
import { routes } from '@storefront/contracts/routes';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { seriousViolations } from '../axe.ts';
import { API, expect, LANGS, type Lang, logIn, type Shop, t, test } from '../fixtures.ts';

// EXPIRED2025 is refused with a 409; the browser logs every 4xx answer as a console error.
test.use({ allowedConsoleErrors: [/status of 40\d/] });

/** The phone of the brief: colour and storage variations. */
const PHONE_ID = 12;

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang = 'en') {
  const response = await request.get(path, { headers: { 'accept-language': lang } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface Facts {
  /** A product without variations, in stock, sold on its own. */
  plain: ProductDetail;
  phone: ProductDetail;
  /** The phone's variation the journey chooses: in stock, not the one the page opens on. */
  chosen: Variation;
  price: (fils: number) => string;
}

/** What the journey buys, named in the language of the run, and how the shop writes prices. */
async function facts(request: APIRequestContext, lang: Lang): Promise<Facts> {
  let plain: ProductDetail | undefined;
  for (let id = 1; id <= 60 && !plain; id++) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    if (!product.hasVariations && !product.isGrouped && product.activeQty >= 3) plain = product;
  }
  expect(plain, 'the demo seed has a product without variations in stock').toBeDefined();
  const phone = await getJson<ProductDetail>(request, `/api/products/${PHONE_ID}`, lang);
  const inStock = phone.variations.filter((v) => v.activeQty >= 3);
  const chosen = inStock.at(-1)!;
  expect(inStock.length, 'the phone has two variations in stock').toBeGreaterThan(1);
  const theme = await getJson<ThemeConfig>(request, API.themeConfig, lang);
  const settings: PriceSettings = {
    format: theme.price_format,
    currencyLabel: theme.currency_label || 'KD',
    currencyPosition: theme.currency_position,
  };
  return { plain: plain!, phone, chosen, price: (fils) => formatPrice(fils, settings) };
}

/** Until no animation or transition is running (a popup has finished opening). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const cartButton = (page: Page, lang: Lang, count: number) =>
  page.getByRole('banner').getByRole('button', { name: t(lang, 'header.cart', { count }) });

/** Chooses a variation's values on the product page, by their radios' names. */
async function chooseVariation(page: Page, product: ProductDetail, variation: Variation) {
  for (const { attributeId, valueId } of variation.attributes) {
    const attribute = product.attributes.find((a) => a.attributeId === attributeId)!;
    const value = attribute.values.find((v) => v.valueId === valueId)!;
    const group = page.getByRole('group', { name: attribute.name, exact: true });
    const radio = group.getByRole('radio', { name: value.value, exact: true });
    if (await radio.isChecked()) continue;
    // The radio itself is visually hidden; what a shopper clicks is its button or swatch.
    await group
      .locator('label', { has: page.getByRole('radio', { name: value.value, exact: true }) })
      .click();
    await expect(radio).toBeChecked();
  }
}

/** Adds the phone in the chosen variation from its page and checks what the page says. */
async function addPhone(page: Page, shop: Shop, lang: Lang, f: Facts, countAfter: number) {
  await shop.open(routes.product(PHONE_ID), { lang });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: f.phone.productName })).toBeVisible();
  const priced = page.waitForResponse((r) => r.url().endsWith('/get-price') && r.ok());
  await chooseVariation(page, f.phone, f.chosen);
  await priced;
  await expect(main.getByText(f.price(f.chosen.price), { exact: true })).toBeVisible();
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/cart-items') && r.request().method() === 'POST',
  );
  await main.getByRole('button', { name: t(lang, 'cart.add.button'), exact: true }).click();
  const body = (await (await added).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toEqual({ productId: PHONE_ID, variationId: f.chosen.variationId, quantity: 1 });
  await expect(page.getByText(t(lang, 'cart.add.added')).first()).toBeVisible();
  await expect(main.getByRole('link', { name: t(lang, 'cart.add.viewCart') })).toHaveAttribute(
    'href',
    '/cart',
  );
  await expect(cartButton(page, lang, countAfter)).toBeVisible();
}

/** Adds the product without variations from its card on the search page. */
async function addPlainFromCard(page: Page, shop: Shop, lang: Lang, f: Facts, countAfter: number) {
  // The whole name, as a shopper would type it (in Arabic with its "من": a stop word).
  await shop.open(routes.filterSearch(f.plain.productName), { lang });
  await page
    .getByRole('button', { name: t(lang, 'cart.add.card', { name: f.plain.productName }) })
    .click();
  await expect(cartButton(page, lang, countAfter)).toBeVisible();
}

/** Empties the cart through the page, if it has anything (the demo customer's cart persists). */
async function emptyCart(page: Page, shop: Shop, lang: Lang) {
  await shop.open('/cart', { lang });
  const empty = page.getByRole('heading', { name: t(lang, 'cart.empty') });
  const clear = page.getByRole('button', { name: t(lang, 'cart.clear'), exact: true });
  await expect(empty.or(clear)).toBeVisible();
  if (await clear.isVisible()) {
    await clear.click();
    await page.getByRole('button', { name: t(lang, 'cart.clear.confirm') }).click();
    await expect(empty).toBeVisible();
  }
}

/**
 * The journey of the brief, at 1280 px: card and product page, drop-down, quantity, promo
 * codes, clear. The cart must be empty when it starts.
 */
async function cartJourney(page: Page, shop: Shop, request: APIRequestContext, lang: Lang) {
  const f = await facts(request, lang);
  const phoneTotal = (quantity: number) => f.chosen.price * quantity;

  await addPlainFromCard(page, shop, lang, f, 1);
  await addPhone(page, shop, lang, f, 2);

  // The drop-down: both lines, the sub-total; remove one there.
  await cartButton(page, lang, 2).click();
  const dropDown = page.getByRole('dialog', { name: t(lang, 'cart.dropDown.title') });
  await expect(dropDown).toBeVisible();
  await expect(dropDown.getByText(t(lang, 'cart.itemCount', { count: 2 }))).toBeVisible();
  for (const product of [f.plain, f.phone]) {
    await expect(
      dropDown.getByRole('link', { name: product.productName, exact: true }),
    ).toHaveAttribute('href', routes.product(product.productId));
    await expect(
      dropDown.getByRole('img', { name: product.productName, exact: true }),
    ).toBeVisible();
  }
  await expect(dropDown.getByText(f.price(f.plain.price + f.chosen.price))).toBeVisible();
  await dropDown
    .getByRole('button', { name: t(lang, 'cart.line.remove', { name: f.plain.productName }) })
    .click();
  await expect(dropDown.getByRole('link', { name: f.plain.productName, exact: true })).toHaveCount(
    0,
  );
  await expect(cartButton(page, lang, 1)).toBeVisible();
  await expect(dropDown.getByText(f.price(f.chosen.price)).first()).toBeVisible();
  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dropDown).toBeHidden();
  await expect(cartButton(page, lang, 1)).toBeFocused();

  // 'Go to cart' leads to the page and closes the drop-down. The click waits until the popup
  // has finished opening, as a shopper's does: one sent mid-animation was lost on a busy CI.
  await cartButton(page, lang, 1).click();
  await expect(dropDown).toBeVisible();
  await settled(page);
  await dropDown.getByRole('link', { name: t(lang, 'cart.dropDown.goToCart') }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(dropDown).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t(lang, 'cart.title') })).toBeVisible();

  // The quantity stepper: one PUT once it pauses; the line and the header follow.
  const quantity = main.getByRole('spinbutton', {
    name: t(lang, 'cart.line.quantityOf', { name: f.phone.productName }),
  });
  await expect(quantity).toHaveValue('1');
  const put = page.waitForResponse(
    (r) => r.url().includes('/api/carts/items/') && r.request().method() === 'PUT',
  );
  await main
    .getByRole('button', { name: t(lang, 'cart.line.increase', { name: f.phone.productName }) })
    .click();
  expect((await put).ok()).toBe(true);
  await expect(quantity).toHaveValue('2');
  await expect(cartButton(page, lang, 2)).toBeVisible();
  const summary = main.getByRole('region', { name: t(lang, 'cart.summary.title') });
  await expect(summary.getByText(f.price(phoneTotal(2))).first()).toBeVisible();

  // WELCOME10: 10 % off from 5 KD, shown in the summary; then removed.
  const field = main.getByRole('textbox', { name: t(lang, 'cart.promo.label') });
  await field.fill('welcome10');
  await main.getByRole('button', { name: t(lang, 'cart.promo.apply'), exact: true }).click();
  await expect(main.getByText(t(lang, 'cart.promo.applied', { code: 'WELCOME10' }))).toBeVisible();
  const discount = Math.floor((phoneTotal(2) * 10 + 50) / 100);
  await expect(
    summary.getByText(t(lang, 'cart.summary.discount', { code: 'WELCOME10' })),
  ).toBeVisible();
  await expect(summary.getByText(f.price(discount))).toBeVisible();
  await expect(summary.getByText(f.price(phoneTotal(2) - discount))).toBeVisible();
  await main
    .getByRole('button', { name: t(lang, 'cart.promo.remove', { code: 'WELCOME10' }) })
    .click();
  await expect(field).toBeVisible();
  await expect(
    summary.getByText(t(lang, 'cart.summary.discount', { code: 'WELCOME10' })),
  ).toHaveCount(0);

  // EXPIRED2025: the server's reason, on the field.
  await field.fill('EXPIRED2025');
  await field.press('Enter');
  const expired = t(lang, 'errors.promoCodeExpired');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expired);
  await expect(main.getByText(expired)).toBeVisible();

  // Clear, after the confirmation; the drop-down then says the spec's sentence.
  await main.getByRole('button', { name: t(lang, 'cart.clear'), exact: true }).click();
  await main.getByRole('button', { name: t(lang, 'cart.clear.confirm') }).click();
  await expect(main.getByRole('heading', { name: t(lang, 'cart.empty') })).toBeVisible();
  await expect(cartButton(page, lang, 0)).toBeVisible();
  await cartButton(page, lang, 0).click();
  await expect(dropDown.getByText(t(lang, 'cart.empty'))).toBeVisible();
}

test.describe('a guest at 1280 px', () => {
  test('adds from a card and a product page, uses the drop-down and the cart page, clears it', async ({
    page,
    request,
    shop,
  }) => {
    await cartJourney(page, shop, request, 'en');
  });

  test('the same journey in Arabic', async ({ page, request, shop }) => {
    await cartJourney(page, shop, request, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('keeps the cart through registering', async ({ page, request, shop }) => {
    const f = await facts(request, 'en');
    await addPhone(page, shop, 'en', f, 1);

    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'register.title') }),
    ).toBeVisible();
    const field = (key: Parameters<typeof t>[1]) => page.getByLabel(t('en', key), { exact: true });
    await field('account.field.displayName').fill('Cart Keeper');
    await field('account.field.email').fill(`e2e-cart-${Date.now()}@example.com`);
    await field('account.field.password').fill('a sturdy passphrase 2026');
    await field('account.field.confirmPassword').fill('a sturdy passphrase 2026');
    await page.getByRole('button', { name: t('en', 'register.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/account\/info$/);
    expect(await shop.stored('isGuest')).toBe('false');

    await expect(cartButton(page, 'en', 1)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await settled(page);
    await page.getByRole('link', { name: t('en', 'cart.dropDown.goToCart') }).click();
    await expect(
      page.getByRole('main').getByRole('link', { name: f.phone.productName, exact: true }),
    ).toBeVisible();
  });
});

test('the demo customer’s cart, after logging in', async ({
  page,
  request,
  shop,
  demoCustomer,
}) => {
  await shop.open('/login');
  await logIn(page, demoCustomer, { rememberMe: true });
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => shop.stored('isGuest')).toBe('false');
  // A customer's cart persists between tests: start from an empty one.
  await emptyCart(page, shop, 'en');
  await cartJourney(page, shop, request, 'en');
});

test('at 375 px the cart icon goes straight to /cart', async ({ page, shop }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await shop.open('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toBeHidden();
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('en', 'header.cart', { count: 0 }) })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('en', 'cart.empty') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'cart.continueShopping') })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
});

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo) {
  const violations = await seriousViolations(page, testInfo);
  if (violations.length > 0) console.info(JSON.stringify(violations, null, 2));
  expect(violations).toEqual([]);
}

for (const lang of LANGS) {
  test(`axe, ${lang}: the cart page and the open drop-down`, async ({
    page,
    request,
    shop,
  }, testInfo) => {
    const f = await facts(request, lang);
    await addPhone(page, shop, lang, f, 1);
    await shop.open('/cart', { lang });
    await expect(
      page.getByRole('main').getByRole('link', { name: f.phone.productName, exact: true }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, testInfo);

    await cartButton(page, lang, 1).click();
    await expect(page.getByRole('dialog', { name: t(lang, 'cart.dropDown.title') })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo);
  });
}
