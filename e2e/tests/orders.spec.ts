// Orders (issue 6; spec 7 Orders): an order placed through the API for a fresh customer (cart,
// address, shipping and payment choices through their own endpoints), then the history lists it,
// its page shows it, the invoice downloads as a PDF naming the order, and "Order again" refills
// the cart; in English and in Arabic, with axe on both pages.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import type { Order } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { seriousViolations } from '../axe.ts';
import {
  expect,
  LANGS,
  type Lang,
  logIn,
  type NewCustomer,
  registerCustomer,
  t,
  test,
  userIdOf,
} from '../fixtures.ts';

// The browser logs every 4xx answer as a console error (e.g. a refresh before login).
test.use({ allowedConsoleErrors: [/status of 40\d/] });

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  token: string,
  lang: Lang,
  options: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, ...options.headers },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fresh customer with one order placed through the API, in `lang`. */
async function customerWithOrder(request: APIRequestContext, lang: Lang) {
  const customer = await registerCustomer(request, 'Order Tester');
  const login = await request.post('/api/account/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const userId = userIdOf(token)!;

  let product: ProductDetail | undefined;
  for (let id = 1; id <= 60 && !product; id++) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const candidate = (await response.json()) as ProductDetail;
    if (!candidate.hasVariations && !candidate.isGrouped && candidate.activeQty >= 5) {
      product = candidate;
    }
  }
  expect(product, 'the demo seed has a product without variations in stock').toBeDefined();
  await call(request, 'post', '/api/cart-items', token, lang, {
    data: { productId: product!.productId, quantity: 2 },
  });

  const areas = await call<{ id: number }[]>(
    request,
    'get',
    '/api/areas/lookup?stateId=1',
    token,
    lang,
  );
  const address = await call<{ addressId: number }>(
    request,
    'post',
    `/api/customers/${userId}/address`,
    token,
    lang,
    {
      data: {
        fullName: 'Order Tester',
        phone: '50000001',
        countryId: 1,
        stateId: 1,
        areaId: areas[0]?.id ?? null,
        block: '3',
        street: 'Gulf Road',
        building: '12',
      },
    },
  );
  const id = address.addressId;
  await call(request, 'put', `/api/carts/shipping-address?shippingAddressId=${id}`, token, lang);
  await call(request, 'put', `/api/carts/billing-address?billingAddressId=${id}`, token, lang);
  const methods = await call<{ shippingMethodId: number; price: number }[]>(
    request,
    'get',
    `/api/shipping-methods?addressId=${id}`,
    token,
    lang,
  );
  const method = methods[0]!;
  await call(
    request,
    'put',
    `/api/carts/shipping-method?shippingMethodId=${method.shippingMethodId}`,
    token,
    lang,
    { data: { shippingAmount: method.price } },
  );
  await call(request, 'put', '/api/carts/payment-method?paymentMethodId=1', token, lang);
  const order = await call<Order>(request, 'post', `/api/users/${userId}/orders`, token, lang, {
    data: { acceptCheckoutTerms: true, orderNotes: '' },
    headers: { 'idempotency-key': `e2e-${Date.now()}-${lang}` },
  });
  return { customer, order, product: product! };
}

async function signIn(
  page: import('@playwright/test').Page,
  shop: import('../fixtures.ts').Shop,
  customer: NewCustomer,
  lang: Lang,
) {
  await shop.open('/login', { lang });
  await logIn(page, customer, { lang, rememberMe: true });
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => shop.stored('isGuest')).toBe('false');
}

for (const lang of LANGS) {
  test(`the order history, an order, its invoice and ordering again (${lang})`, async ({
    page,
    request,
    shop,
  }, testInfo) => {
    const { customer, order, product } = await customerWithOrder(request, lang);
    await signIn(page, shop, customer, lang);

    // The history lists the order.
    await shop.open(routes.orders, { lang });
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'orders.history.title') }),
    ).toBeVisible();
    const link = page.getByRole('link', {
      name: t(lang, 'orders.history.view', { number: order.orderNumber }),
    });
    await expect(link).toBeVisible();
    await expect(page.getByText(t(lang, 'orders.history.items', { count: 2 }))).toBeVisible();
    await expect(page.getByText(t(lang, 'orders.status.placed'))).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    // Its page shows it.
    await link.click();
    await expect(page).toHaveURL(routes.order(order.orderId));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t(lang, 'orders.detail.title', { number: order.orderNumber }),
      }),
    ).toBeVisible();
    await expect(page.getByText(product.productName, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t(lang, 'orders.detail.shippingAddress') }),
    ).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);

    // The invoice downloads: a PDF naming the order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t(lang, 'orders.detail.downloadInvoice') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(order.orderNumber);

    // Order again: the lines go back in the cart, and the shopper is taken there.
    await page.getByRole('button', { name: t(lang, 'orders.detail.orderAgain') }).click();
    await expect(page).toHaveURL(routes.cart);
    await expect(page.getByText(t(lang, 'orders.reorder.added', { count: 2 }))).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: t(lang, 'header.cart', { count: 2 }) }),
    ).toBeVisible();
  });
}

test('a customer without orders sees the empty history', async ({ page, request, shop }) => {
  const customer = await registerCustomer(request, 'No Orders');
  await signIn(page, shop, customer, 'en');
  await shop.open(routes.orders);
  await expect(page.getByText(t('en', 'orders.history.emptyTitle'))).toBeVisible();
});
