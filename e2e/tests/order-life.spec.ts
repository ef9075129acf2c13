// An order's life as the shopper sees it (issue 15): a guest's cash on delivery order lands on
// the confirmation (lines, totals, address, delivery window, where the email went, an account
// offered), the confirmation email in the development outbox links to /track-order, where a
// fresh browser finds the order by number and email and cancels it; a customer's order moved by
// staff through the API shows those steps on its timeline, then the customer asks to return one
// line and sees the request listed. English at 1280 px and Arabic at 375 px, with axe.
//
// The orders are placed through the API (the cart, address and method choices through their own
// endpoints, as the checkout makes them): the checkout's own journeys are checkout.spec.ts's.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import type { TranslationKey } from '@storefront/contracts/i18n/en';
import type { Order } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { seriousViolations } from '../axe.ts';
import {
  DEMO,
  expect,
  type Lang,
  lastMessageTo,
  logIn,
  registerCustomer,
  type Shop,
  t,
  test,
  userIdOf,
} from '../fixtures.ts';

// The browser logs every 4xx answer as a console error (a refresh before login, a lookup miss).
test.use({ allowedConsoleErrors: [/status of 40\d/] });

const WIDTH = { en: 1280, ar: 375 } as const;

/** Calls the API as `token`, in `lang`, and expects it to succeed. */
async function call<T>(
  request: APIRequestContext,
  token: string,
  lang: Lang,
  method: 'get' | 'post' | 'put',
  path: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, ...options.headers },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A product without variations with stock to spare. */
async function plainProduct(request: APIRequestContext, lang: Lang): Promise<ProductDetail> {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/api/products/${id}`, {
      headers: { 'accept-language': lang },
    });
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    if (!product.hasVariations && !product.isGrouped && product.activeQty >= 20) return product;
  }
  throw new Error('the demo seed has no product without variations in stock');
}

/**
 * Places a cash on delivery order for the caller of `token` (a guest or a customer), as the
 * checkout does: cart, a Kuwait address (with `email` for a guest), shipping, payment, order.
 */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  lang: Lang,
  { email, quantity = 1 }: { email?: string; quantity?: number } = {},
) {
  const userId = userIdOf(token)!;
  const product = await plainProduct(request, lang);
  const as = <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown, headers = {}) =>
    call<T>(request, token, lang, method, path, { data, headers });
  await as('post', '/api/cart-items', { productId: product.productId, quantity });
  const areas = await as<{ id: number }[]>('get', '/api/areas/lookup?stateId=1');
  const { addressId } = await as<{ addressId: number }>(
    'post',
    `/api/customers/${userId}/address`,
    {
      fullName: 'Noor Al-Sabah',
      phone: '51234567',
      ...(email ? { email } : {}),
      countryId: 1,
      stateId: 1,
      areaId: areas[0]?.id ?? null,
      block: '3',
      street: 'Gulf Road',
      building: '12',
    },
  );
  await as('put', `/api/carts/shipping-address?shippingAddressId=${addressId}`);
  await as('put', `/api/carts/billing-address?billingAddressId=${addressId}`);
  const methods = await as<{ shippingMethodId: number; price: number }[]>(
    'get',
    `/api/shipping-methods?addressId=${addressId}`,
  );
  const method = methods[0]!;
  await as('put', `/api/carts/shipping-method?shippingMethodId=${method.shippingMethodId}`, {
    shippingAmount: method.price,
  });
  // Payment method 1 is cash on delivery in the demo shop.
  await as('put', '/api/carts/payment-method?paymentMethodId=1');
  const order = await as<Order>(
    'post',
    `/api/users/${userId}/orders`,
    { acceptCheckoutTerms: true, orderNotes: '' },
    { 'idempotency-key': `e2e-life-${Date.now()}-${lang}` },
  );
  expect(order.status).toBe('placed');
  return { order, product };
}

/** A sentence of the catalogue with its {{placeholders}} matching anything. */
const pattern = (lang: Lang, key: TranslationKey) =>
  new RegExp(
    t(lang, key)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'),
  );

/** The timeline's step the order is in now. */
const currentStep = (page: Page, lang: Lang) =>
  page
    .getByRole('region', { name: t(lang, 'orders.timeline.title') })
    .locator('li[aria-current="step"]');

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** A second browser, as the guest on another device: its own storage, no session of theirs. */
async function freshPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width: WIDTH[lang], height: 800 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40\d/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((value) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
  }, lang);
  return { context, page, problems };
}

async function guestJourney(
  page: Page,
  shop: Shop,
  request: APIRequestContext,
  browser: Browser,
  lang: Lang,
  testInfo: import('@playwright/test').TestInfo,
) {
  // A guest (the shop starts one for every visitor) places a cash on delivery order.
  await shop.open('/', { lang });
  const token = await shop.stored('accessToken');
  expect(token).toBeTruthy();
  const email = `guest-life-${Date.now()}-${lang}@example.com`;
  const { order, product } = await placeOrder(request, token!, lang, { email });

  // The confirmation, where the checkout lands once the order is placed.
  await page.goto(`${routes.checkoutResult}?orderId=${order.orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'orders.confirmation.placedTitle') }),
  ).toBeFocused();
  await expect(page.getByText(order.orderNumber, { exact: true })).toBeVisible();
  await expect(
    page.getByText(t(lang, 'orders.confirmation.emailSent', { email: `\u2068${email}\u2069` })),
  ).toBeVisible();
  await expect(page.getByText(pattern(lang, 'orders.delivery.between'))).toBeVisible();
  await expect(page.getByRole('img', { name: product.productName })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: t(lang, 'orders.detail.shippingAddress') }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t(lang, 'orders.confirmation.createAccount') }),
  ).toHaveAttribute('href', routes.register);
  // The main button is the shop's main button: the theme's strong colour, white text.
  const view = page.getByRole('link', { name: t(lang, 'orders.confirmation.viewOrder') });
  await expect(view).toHaveClass(/bg-primary-strong/);
  await noSidewaysScroll(page);
  expect(await seriousViolations(page, testInfo)).toEqual([]);

  // The confirmation email names the order and links to where a guest finds it again.
  let link: string | undefined;
  let confirmation = '';
  await expect
    .poll(async () => {
      const message = await lastMessageTo(request, email);
      if (!message?.subject?.includes(order.orderNumber)) return undefined;
      confirmation = message.subject;
      link = message.body.match(/https?:\/\/\S+\/track-order\?number=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const target = new URL(link!);
  expect(target.searchParams.get('number')).toBe(order.orderNumber);

  // Another device: the link opens the form with the number; the email finds the order.
  const other = await freshPage(browser, lang);
  try {
    const guest = other.page;
    await guest.goto(target.pathname + target.search);
    await expect(guest.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(
      guest.getByRole('heading', { level: 1, name: t(lang, 'orders.track.title') }),
    ).toBeVisible();
    await expect(guest.getByLabel(t(lang, 'orders.track.number'), { exact: true })).toHaveValue(
      order.orderNumber,
    );
    await guest.getByLabel(t(lang, 'orders.track.email'), { exact: true }).fill(email);
    await guest.getByRole('button', { name: t(lang, 'orders.track.submit') }).click();
    await expect(
      guest.getByRole('heading', {
        level: 1,
        name: t(lang, 'orders.detail.title', { number: order.orderNumber }),
      }),
    ).toBeFocused();
    await expect(guest.getByText(product.productName, { exact: true })).toBeVisible();
    await expect(currentStep(guest, lang)).toContainText(t(lang, 'orders.status.placed'));
    await noSidewaysScroll(guest);
    expect(await seriousViolations(guest, testInfo)).toEqual([]);

    // Its invoice downloads with the order's key.
    const [download] = await Promise.all([
      guest.waitForEvent('download'),
      guest.getByRole('button', { name: t(lang, 'orders.detail.downloadInvoice') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);

    // A reload of the same tab shows it again (the key is kept for the tab).
    await guest.reload();
    await expect(
      guest.getByRole('heading', {
        level: 1,
        name: t(lang, 'orders.detail.title', { number: order.orderNumber }),
      }),
    ).toBeVisible();

    // The guest cancels it, with a reason, from the keyboard's point of view: the question
    // takes the focus.
    await guest.getByRole('button', { name: t(lang, 'orders.cancel.button') }).click();
    await expect(
      guest.getByRole('heading', { name: t(lang, 'orders.cancel.question') }),
    ).toBeFocused();
    await guest
      .getByLabel(`${t(lang, 'orders.cancel.reason')} ${t(lang, 'orders.cancel.optional')}`)
      .fill(lang === 'ar' ? 'غيرت رأيي' : 'Changed my mind');
    await guest.getByRole('button', { name: t(lang, 'orders.cancel.confirm') }).click();
    await expect(currentStep(guest, lang)).toContainText(t(lang, 'orders.status.cancelled'));
    await expect(
      guest.getByRole('heading', { name: t(lang, 'orders.timeline.title') }),
    ).toBeFocused();
    await expect(guest.getByRole('button', { name: t(lang, 'orders.cancel.button') })).toHaveCount(
      0,
    );
    expect(other.problems, 'the second browser logged errors').toEqual([]);
  } finally {
    await other.context.close();
  }

  // The shop told the order's email of the cancel: a newer message than the confirmation.
  await expect
    .poll(async () => (await lastMessageTo(request, email))?.subject ?? confirmation)
    .not.toBe(confirmation);
}

async function customerJourney(
  page: Page,
  shop: Shop,
  request: APIRequestContext,
  lang: Lang,
  testInfo: import('@playwright/test').TestInfo,
) {
  const customer = await registerCustomer(request, 'Life Tester');
  const login = await request.post('/api/account/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const { order, product } = await placeOrder(request, token, lang, { quantity: 2 });

  // Staff move it along: processing, shipped (with a tracking note), delivered.
  const staffLogin = await request.post('/api/account/login', { data: DEMO.ordersStaff });
  expect(staffLogin.ok()).toBe(true);
  const staff = ((await staffLogin.json()) as { accessToken: string }).accessToken;
  const note = 'Tracking KW-4242';
  for (const [status, text] of [
    ['processing', ''],
    ['shipped', note],
    ['delivered', ''],
  ] as const) {
    const moved = await call<Order>(
      request,
      staff,
      lang,
      'put',
      `/api/orders/${order.orderId}/status`,
      {
        data: { status, note: text },
      },
    );
    expect(moved.status).toBe(status);
  }

  await shop.open(routes.login, { lang });
  await logIn(page, customer, { lang, rememberMe: true });
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => shop.stored('isGuest')).toBe('false');

  // The list says where it is.
  await shop.open(routes.orders, { lang });
  await expect(page.getByText(t(lang, 'orders.status.delivered'))).toBeVisible();
  await expect(
    page.getByText(t(lang, 'orders.progress.step', { step: 4, steps: 4 })),
  ).toBeAttached();

  // The order's timeline: every step dated, the staff note beside its step, delivered now.
  await page
    .getByRole('link', { name: t(lang, 'orders.history.view', { number: order.orderNumber }) })
    .click();
  const status = page.getByRole('region', { name: t(lang, 'orders.timeline.title') });
  const steps = status.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [index, key] of (
    ['placed', 'processing', 'shipped', 'delivered'] as const
  ).entries()) {
    await expect(steps.nth(index)).toContainText(t(lang, `orders.status.${key}`));
    await expect(steps.nth(index).locator('time')).toHaveCount(1);
  }
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(2)).toContainText(
    t(lang, 'orders.timeline.staffNote', { note: `\u2068${note}\u2069` }),
  );
  // Delivered: nothing to cancel, nothing on its way.
  await expect(page.getByRole('button', { name: t(lang, 'orders.cancel.button') })).toHaveCount(0);
  await expect(page.getByText(pattern(lang, 'orders.delivery.between'))).toHaveCount(0);

  // A return of one unit of its line.
  await page.getByRole('button', { name: t(lang, 'orders.returns.start') }).click();
  await page.getByRole('checkbox', { name: product.productName }).check();
  const howMany = page.getByRole('combobox', { name: t(lang, 'orders.returns.quantity') });
  await expect(howMany.getByRole('option')).toHaveCount(2);
  await howMany.selectOption('1');
  await page
    .getByLabel(t(lang, 'orders.returns.reason'), { exact: true })
    .fill(lang === 'ar' ? 'المقاس غير مناسب' : 'It does not fit');
  await page.getByRole('button', { name: t(lang, 'orders.returns.submit') }).click();

  const returns = page.getByRole('region', { name: t(lang, 'orders.returns.title') });
  await expect(
    returns.getByRole('heading', { name: t(lang, 'orders.returns.title') }),
  ).toBeFocused();
  await expect(returns.getByText(t(lang, 'orders.returns.status.requested'))).toBeVisible();
  await expect(
    returns.getByText(t(lang, 'orders.returns.line', { name: product.productName, count: 1 })),
  ).toBeVisible();
  // One of the two units is left to return.
  await page.getByRole('button', { name: t(lang, 'orders.returns.start') }).click();
  await page.getByRole('checkbox', { name: product.productName }).check();
  await expect(howMany.getByRole('option')).toHaveCount(1);
  await noSidewaysScroll(page);
  expect(await seriousViolations(page, testInfo)).toEqual([]);

  // Each step told the customer: the last email says it was delivered.
  await expect
    .poll(async () => (await lastMessageTo(request, customer.email))?.subject ?? '')
    .toContain(order.orderNumber);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`${lang}, ${WIDTH[lang]} px`, () => {
    test.use({ viewport: { width: WIDTH[lang], height: 800 } });

    test(`a guest's order: the confirmation, the email, found by number and email, cancelled (${lang})`, async ({
      page,
      shop,
      request,
      browser,
    }, testInfo) => {
      test.slow();
      await guestJourney(page, shop, request, browser, lang, testInfo);
    });

    test(`a customer's order moved by staff shows its steps, then a line is returned (${lang})`, async ({
      page,
      shop,
      request,
    }, testInfo) => {
      test.slow();
      await customerJourney(page, shop, request, lang, testInfo);
    });
  });
}
