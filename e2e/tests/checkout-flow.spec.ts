// The checkout that moves forward by itself (spec 4 Checkout stepper, decision 38): a returning
// customer (the demo customer, with a saved default address) checks out in four clicks after the
// cart — Continue, the payment, the terms, Place order: the address and the standard method are
// chosen for them — and a reload in the middle comes back where it was. A line short of stock
// says so in the same words on the cart page, in the drop-down and at checkout, which refuses to
// go on until it is fixed with one press; a quantity asked above the stock says what it became.
// In English and Arabic, at 1280 and 375 px.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Address, LookupItem } from '@storefront/contracts/addresses';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import { routes } from '@storefront/contracts/routes';
import type { ShippingMethod } from '@storefront/contracts/shipping';
import { seriousViolations } from '../axe.ts';
import {
  expect,
  type Lang,
  logIn,
  registerCustomer,
  type Shop,
  t,
  test,
  userIdOf,
} from '../fixtures.ts';

// The browser logs every 4xx answer as a console error (a token refreshed before the login).
test.use({ allowedConsoleErrors: [/status of 40\d/] });

const CASH = { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' } as const;
const STANDARD = { en: 'Standard delivery', ar: 'التوصيل العادي' } as const;

interface Shopper {
  userId: string;
  headers: Record<string, string>;
}

/** A call beside the page that must succeed; its failure says what answered. */
async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  { headers }: Shopper,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers, data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The page's shopper (its stored token), for calls made through the API. */
async function shopperOf(page: Page, lang: Lang): Promise<Shopper> {
  const token = await page.evaluate(
    () => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken'),
  );
  const userId = userIdOf(token);
  expect(userId, 'the page has a session').not.toBeNull();
  return {
    userId: userId!,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  };
}

/** Demo products without variations (named in `lang`), in id order, with stock in [min, max]. */
async function plainProducts(
  request: APIRequestContext,
  { ids, min, max, lang = 'en' }: { ids: readonly number[]; min: number; max: number; lang?: Lang },
): Promise<ProductDetail[]> {
  const found: ProductDetail[] = [];
  for (const id of ids) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    if (product.hasVariations || product.isGrouped) continue;
    if (product.activeQty >= min && product.activeQty <= max) found.push(product);
  }
  return found;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A Kuwaiti address of the shopper (the first one a customer saves becomes the default). */
async function saveAddress(request: APIRequestContext, shopper: Shopper, fullName: string) {
  const [state] = await call<LookupItem[]>(
    request,
    'get',
    '/api/states/lookup?countryId=1',
    shopper,
  );
  const areas = await call<LookupItem[]>(
    request,
    'get',
    `/api/areas/lookup?stateId=${state!.id}`,
    shopper,
  );
  return call<Address>(request, 'post', `/api/customers/${shopper.userId}/address`, shopper, {
    fullName,
    phone: '50000001',
    countryId: 1,
    stateId: state!.id,
    areaId: areas[0]?.id ?? null,
    block: '4',
    street: '10',
    building: '21',
    isDefault: true,
  });
}

/** Another customer buys one unit of the product, through the API. */
async function someoneElseBuysOne(request: APIRequestContext, productId: number) {
  const customer = await registerCustomer(request, 'Quick Buyer');
  const login = await request.post('/api/account/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const buyer: Shopper = {
    userId: userIdOf(token)!,
    headers: { authorization: `Bearer ${token}` },
  };
  await call(request, 'post', '/api/cart-items', buyer, { productId, quantity: 1 });
  const { addressId } = await saveAddress(request, buyer, 'Quick Buyer');
  await call(request, 'put', `/api/carts/shipping-address?shippingAddressId=${addressId}`, buyer);
  await call(request, 'put', `/api/carts/billing-address?billingAddressId=${addressId}`, buyer);
  const [method] = await call<ShippingMethod[]>(
    request,
    'get',
    `/api/shipping-methods?addressId=${addressId}`,
    buyer,
  );
  await call(
    request,
    'put',
    `/api/carts/shipping-method?shippingMethodId=${method!.shippingMethodId}`,
    buyer,
    { shippingAmount: method!.price },
  );
  await call(request, 'put', '/api/carts/payment-method?paymentMethodId=1', buyer);
  const response = await request.post(`/api/users/${buyer.userId}/orders`, {
    headers: { ...buyer.headers, 'idempotency-key': `e2e-stock-${Date.now()}` },
    data: { acceptCheckoutTerms: true, orderNotes: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const stepButton = (page: Page, lang: Lang, step: 0 | 1 | 2 | 3 | 4) =>
  page
    .getByRole('navigation', { name: t(lang, 'checkout.steps.label') })
    .getByRole('button', { name: t(lang, `checkout.steps.${step}`) });

/** The default address and the standard method chosen; the payment is what is asked. */
async function expectAddressAndMethodChosen(page: Page, lang: Lang) {
  const picker = page.getByRole('group', { name: t(lang, 'addresses.picker.label') });
  await expect(
    picker.locator('label', { hasText: t(lang, 'addresses.picker.default') }).getByRole('radio'),
  ).toBeChecked();
  await expect(
    page
      .getByRole('group', { name: t(lang, 'shipping.picker.label') })
      .getByRole('radio', { name: new RegExp(STANDARD[lang]) }),
  ).toBeChecked();
  await expect(stepButton(page, lang, 4)).toHaveAttribute('aria-current', 'step');
  await expect(
    page.getByRole('heading', { name: t(lang, 'checkout.payment.title') }),
  ).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
}

async function returningCustomerChecksOut(
  page: Page,
  shop: Shop,
  request: APIRequestContext,
  lang: Lang,
  account: { email: string; password: string },
) {
  await shop.open(routes.login, { lang });
  await logIn(page, account, { lang });
  await expect(page).not.toHaveURL(/\/login/);
  const customer = await shopperOf(page, lang);
  const addresses = await call<Address[]>(
    request,
    'get',
    `/api/customers/${customer.userId}/addresses`,
    customer,
  );
  if (!addresses.some((address) => address.isDefault)) {
    await saveAddress(request, customer, 'Sara Al-Mutairi');
  }
  // The account's cart is shared between tests (one at a time): start from an empty one.
  await call(request, 'delete', '/api/clear-cart', customer);
  const [product] = await plainProducts(request, { ids: range(1, 60), min: 20, max: 999 });
  await call(request, 'post', '/api/cart-items', customer, {
    productId: product!.productId,
    quantity: 1,
  });

  await shop.open(routes.cart, { lang });
  await page.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
  await expect(page.getByRole('heading', { name: t(lang, 'checkout.cart.title') })).toBeVisible();
  const summary = page.getByRole('region', { name: t(lang, 'checkout.summary.title') });
  // No method yet: the shipping line asks for one rather than reading as free.
  await expect(summary).toContainText(t(lang, 'checkout.summary.shippingPending'));

  let clicks = 0;
  const press = async (target: Locator) => {
    await target.click();
    clicks += 1;
  };

  // 1. Continue: the default address (billing, shipped there too), then the standard method.
  await press(page.getByRole('button', { name: t(lang, 'checkout.continue') }));
  await expectAddressAndMethodChosen(page, lang);
  await expect(summary).not.toContainText(t(lang, 'checkout.summary.shippingPending'));
  await expectNoSidewaysScroll(page);

  // A reload in the middle comes back where it was.
  await page.reload();
  await shop.ready(lang);
  await expectAddressAndMethodChosen(page, lang);

  // 2. The payment: the checkout card opens with Place order.
  const cash = page.getByRole('radio', { name: CASH[lang], exact: true });
  await press(cash);
  const place = page.getByRole('button', { name: t(lang, 'checkout.placeOrder') });
  await expect(place).toBeVisible();
  await page.reload();
  await shop.ready(lang);
  await expect(cash).toBeChecked();
  await expect(place).toBeVisible();
  await expect(stepButton(page, lang, 4)).toHaveAttribute('aria-current', 'step');

  // 3. The terms (the demo theme enforces them), 4. Place order.
  await press(
    page.getByLabel(t(lang, 'checkout.terms.accept', { terms: t(lang, 'checkout.terms.link') })),
  );
  await press(place);
  await expect(page).toHaveURL(/\/checkout\/result\?orderId=\d+/);
  await expect(
    page.getByRole('heading', { name: t(lang, 'payments.result.placedTitle') }),
  ).toBeVisible();
  expect(clicks, 'clicks after the cart').toBe(4);
}

for (const lang of ['en', 'ar'] as const) {
  test(`a returning customer checks out in four clicks, reloads included (${lang}, 1280 px)`, async ({
    page,
    shop,
    request,
    demoCustomer,
  }) => {
    await returningCustomerChecksOut(page, shop, request, lang, demoCustomer);
  });
}

/**
 * A guest's line of a product with little stock: asked above the stock, then short of it once
 * someone else buys one; the same words and the same fix on the cart page, in the drop-down
 * (when the header has it) and at checkout, which goes on only once the line is fixed.
 */
async function shortLineJourney(
  page: Page,
  shop: Shop,
  request: APIRequestContext,
  lang: Lang,
  { productIndex, dropDown }: { productIndex: number; dropDown: boolean },
  testInfo: TestInfo,
) {
  // Beyond the ids other specs buy from (1–60), so no one else takes this stock meanwhile.
  const product = (await plainProducts(request, { ids: range(61, 200), min: 2, max: 19, lang }))[
    productIndex
  ];
  expect(product, 'the demo seed has products with little stock').toBeDefined();
  const name = product!.productName;
  const stock = product!.activeQty;
  await shop.open('/', { lang });
  const guest = await shopperOf(page, lang);
  await call(request, 'post', '/api/cart-items', guest, {
    productId: product!.productId,
    quantity: 1,
  });

  // More than there is: the most there is, and it says so.
  await shop.open(routes.cart, { lang });
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  const field = line.getByRole('spinbutton', { name: t(lang, 'cart.line.quantityOf', { name }) });
  await field.fill('999');
  await expect(line.getByRole('status')).toHaveText(
    t(lang, 'cart.stock.clamped', { count: stock }),
  );
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/api/carts/items/'),
  );
  await field.blur();
  expect((await saved).ok()).toBe(true);
  await expect(field).toHaveValue(String(stock));

  // Someone else buys one: the line is now short by one.
  await someoneElseBuysOne(request, product!.productId);
  const left = stock - 1;
  const onlyLeft = t(lang, 'cart.stock.onlyLeft', { count: left });
  const setTo = { name: t(lang, 'cart.stock.setToFor', { count: left, name }) };
  await page.reload();
  await shop.ready(lang);
  await expect(line).toContainText(onlyLeft);
  await expect(line.getByRole('button', setTo)).toHaveText(
    t(lang, 'cart.stock.setTo', { count: left }),
  );

  if (dropDown) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'header.cart', { count: stock }) })
      .click();
    const dropDownPanel = page.getByRole('dialog', { name: t(lang, 'cart.dropDown.title') });
    await expect(dropDownPanel).toContainText(onlyLeft);
    await expect(dropDownPanel.getByRole('button', setTo)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropDownPanel).toBeHidden();
  }

  // Checkout: the same words beside the line; it says why it cannot go on, and does not.
  await page.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
  const review = page.getByRole('region', { name: t(lang, 'checkout.cart.title') });
  await expect(review).toContainText(onlyLeft);
  const why = t(lang, 'checkout.stock.short', { name, count: left });
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible();
  await page.getByRole('button', { name: t(lang, 'checkout.continue') }).click();
  await expect(page.getByRole('status').filter({ hasText: why })).toBeVisible();
  await expect(stepButton(page, lang, 0)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { name: t(lang, 'checkout.billing.title') })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: t(lang, 'checkout.placeOrder') })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, testInfo)).toEqual([]);

  // One press sets the line to what is left, and the checkout goes on.
  await review.getByRole('button', setTo).click();
  await expect(page.getByText(why)).toHaveCount(0);
  await page.getByRole('button', { name: t(lang, 'checkout.continue') }).click();
  await expect(
    page.getByRole('heading', { name: t(lang, 'checkout.billing.title') }),
  ).toBeFocused();
}

test('a line short of stock, in English: cart page, drop-down and checkout (1280 px)', async ({
  page,
  shop,
  request,
}, testInfo) => {
  await shortLineJourney(page, shop, request, 'en', { productIndex: 0, dropDown: true }, testInfo);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of ['en', 'ar'] as const) {
    test(`a returning customer checks out in four clicks, reloads included (${lang}, 375 px)`, async ({
      page,
      shop,
      request,
      demoCustomer,
    }) => {
      await returningCustomerChecksOut(page, shop, request, lang, demoCustomer);
      if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('a line short of stock, in Arabic: cart page and checkout (375 px)', async ({
    page,
    shop,
    request,
  }, testInfo) => {
    await shortLineJourney(
      page,
      shop,
      request,
      'ar',
      { productIndex: 1, dropDown: false },
      testInfo,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
