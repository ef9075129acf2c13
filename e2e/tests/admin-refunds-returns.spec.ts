// Refunds and returns in the back office (issue 26). (a) In English at 1280 px: a guest pays by
// card with the sandbox card; the orders role finds the order by the phone number the guest typed,
// ships it with tracking number KW123456789; the guest's /track-order shows it and the outbox holds
// the shipped email; a refund of one line goes through the gateway and the order shows the amount
// refunded. (b) In Arabic at 375 px: a delivered order's return is approved, received with
// restock (the stock is back) and refunded in cash. (c) Support opens all of it read-only and
// every change the API offers answers 403. Axe clean with the refund dialog open.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { StockMovementPage } from '@storefront/contracts/admin-catalogue';
import type { AdminOrder } from '@storefront/contracts/admin-orders';
import type { Order, OrderItem } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { seriousViolations } from '../axe.ts';
import { call, placeOrderThroughApi, productInStock } from '../checkout-api.ts';
import { expect, t, test, userIdOf } from '../fixtures.ts';

const TRACKING = 'KW123456789';
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
const kd = (fils: number) =>
  `KD ${Math.trunc(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;

/** A back-office page of its own (its own storage, so its own sign-in). */
async function staffPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** A staff member's bearer token, signed in through the API. */
async function staffToken(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const tokens = await call<{ accessToken: string }>(
    request,
    'post',
    '/api/account/login',
    {},
    account,
  );
  return { authorization: `Bearer ${tokens.accessToken}` };
}

/** What the back office answers for an order, as the orders role. */
async function adminOrder(request: APIRequestContext, id: number, headers: Record<string, string>) {
  return call<AdminOrder>(request, 'get', `/api/admin/orders/${id}`, headers);
}

test('a card order shipped with tracking and one line refunded through the gateway; support reads it and changes nothing', async ({
  page,
  shop,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const lang: AdminLanguage = 'en';
  await page.setViewportSize({ width: 1280, height: 900 });

  // A guest orders two products and pays by card on the sandbox's hosted page.
  await shop.open('/', { lang });
  const token = await shop.stored('accessToken');
  const shopper = {
    userId: userIdOf(token)!,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  };
  // 50 and any six digits is a Kuwaiti mobile number; 65 and some are not.
  const local = `50${String(Date.now()).slice(-6)}`;
  const email = `refunds-${Date.now()}@example.com`;
  const first = await productInStock(request, 3);
  await call(request, 'post', '/api/cart-items', shopper.headers, {
    productId: first.productId,
    quantity: 1,
  });
  let second = first;
  for (let id = first.productId + 1; second === first && id < first.productId + 40; id++) {
    const response = await request.get(`/api/products/${id}`);
    const candidate = response.ok() ? await response.json() : null;
    if (candidate && !candidate.hasVariations && !candidate.isGrouped && candidate.activeQty > 2) {
      second = candidate;
    }
  }
  const order = await placeOrderThroughApi(request, shopper, {
    productId: second.productId,
    paymentMethodId: 2,
    email,
    phone: local,
  });
  await page.goto(`/pay/${order.paymentReference}?lang=${lang}`);
  await page.getByLabel(t(lang, 'payments.page.cardNumber')).fill('4242 4242 4242 4242');
  await page.getByLabel(t(lang, 'payments.page.expiry')).fill(expiry());
  await page.getByLabel(t(lang, 'payments.page.cvc')).fill('123');
  await page.getByLabel(t(lang, 'payments.page.name')).fill('Sandbox Shopper');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(`**${routes.checkoutResult}?reference=${order.paymentReference}`);
  const items = await call<OrderItem[]>(request, 'get', `/api/orders/${order.orderId}/items`, {
    ...shopper.headers,
  });
  const line = items.find((item) => item.productId === first.productId)!;

  const orders = await staffPage(browser, 1280);
  try {
    const staff = orders.page;
    // Found by the phone number as the guest typed it.
    await adminAs(staff, STAFF.orders, '/admin/orders', lang);
    await staff.getByLabel(at(lang, 'orders.search'), { exact: true }).fill(local);
    await staff.getByLabel(at(lang, 'orders.search'), { exact: true }).press('Enter');
    const row = staff.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: order.orderNumber }).click();
    await expect(
      staff.getByRole('heading', {
        level: 1,
        name: at(lang, 'order.title', { number: order.orderNumber }),
      }),
    ).toBeVisible();

    // Shipped with the carrier and tracking number (processing first, as the machine says).
    const actions = staff.getByRole('region', { name: at(lang, 'order.actions') });
    await actions.getByRole('button', { name: at(lang, 'order.move.processing') }).click();
    await expect(actions.getByRole('status')).toHaveText(
      at(lang, 'order.moved', { status: at(lang, 'orderStatus.processing') }),
    );
    await actions.getByLabel(at(lang, 'order.carrier'), { exact: true }).fill('Aramex');
    await actions.getByLabel(at(lang, 'order.trackingNumber'), { exact: true }).fill(TRACKING);
    await actions.getByRole('button', { name: at(lang, 'order.move.shipped') }).click();
    await expect(actions.getByRole('status')).toHaveText(
      at(lang, 'order.moved', { status: at(lang, 'orderStatus.shipped') }),
    );

    // One line refunded through the gateway, from the refund dialog.
    const payment = staff.getByRole('region', { name: at(lang, 'order.payment') });
    const open = payment.getByRole('button', { name: at(lang, 'refund.open') });
    await open.click();
    const dialog = staff.getByRole('dialog', {
      name: `${at(lang, 'refund.title')} ${order.orderNumber}`,
    });
    await expect(dialog).toContainText(`${at(lang, 'refund.atMost')} ${kd(order.total)}`);
    await dialog.getByRole('radio', { name: at(lang, 'refund.scope.lines') }).check();
    await dialog
      .getByRole('button', { name: at(lang, 'refund.more', { name: line.productName }) })
      .click();
    expect(await seriousViolations(staff, testInfo), 'the refund dialog').toEqual([]);
    await staff.screenshot({ path: testInfo.outputPath('refund-dialog-en.png') });
    await dialog
      .getByRole('button', { name: `${at(lang, 'refund.submit')} ${kd(line.lineTotal)}` })
      .click();
    await expect(dialog).toHaveCount(0);
    await expect(payment.getByRole('status')).toHaveText(
      `${at(lang, 'refund.done')} ${kd(line.lineTotal)}. ${at(lang, 'refund.emailed')}`,
    );
    await expect(open).toBeFocused();
    const refunded = payment.getByText(at(lang, 'refund.refunded'), { exact: true });
    await expect(refunded.locator('..')).toContainText(kd(line.lineTotal));
    await expect(payment).toContainText('sbx_rf_');
    await noSidewaysScroll(staff);
    expect(orders.problems).toEqual([]);
  } finally {
    await orders.context.close();
  }

  // The gateway was asked: its reference is recorded with the refund.
  const ordersHeaders = await staffToken(request, STAFF.orders);
  const detail = await adminOrder(request, order.orderId, ordersHeaders);
  expect(detail.refunds).toEqual([
    expect.objectContaining({
      amount: line.lineTotal,
      method: 'gateway',
      gatewayReference: expect.stringMatching(/^sbx_rf_/),
      lines: [{ itemId: line.itemId, quantity: 1 }],
    }),
  ]);
  expect(detail.refundedTotal).toBe(line.lineTotal);

  // The outbox holds the shipped email and the refund's.
  const subjects = async () => {
    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    return (await outbox.json()) as { subject: string | null; body: string }[];
  };
  await expect
    .poll(async () => (await subjects()).map((mail) => mail.subject ?? '').join('\n'))
    .toContain(`${kd(line.lineTotal)} of order ${order.orderNumber} was refunded`);
  const shipped = (await subjects()).find((mail) => mail.subject?.includes('is on its way'));
  expect(shipped?.body).toContain(TRACKING);

  // The guest's /track-order shows the tracking number.
  await page.goto(`${routes.trackOrder}?number=${order.orderNumber}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel(t(lang, 'orders.track.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t(lang, 'orders.track.submit') }).click();
  const tracking = page.getByRole('region', { name: t(lang, 'orders.tracking.title') });
  await expect(tracking.locator('bdi[dir="ltr"]')).toHaveText(TRACKING);

  // Support sees the refund, without the button; every change is refused (403).
  const support = await staffPage(browser, 1280);
  try {
    const staff = support.page;
    await adminAs(staff, STAFF.support, `/admin/orders/${order.orderId}`, lang);
    const payment = staff.getByRole('region', { name: at(lang, 'order.payment') });
    await expect(payment).toContainText('sbx_rf_');
    await expect(staff.getByRole('button', { name: at(lang, 'refund.open') })).toHaveCount(0);
    expect(support.problems).toEqual([]);
  } finally {
    await support.context.close();
  }
  const supportHeaders = await staffToken(request, STAFF.support);
  const refused = await request.post(`/api/admin/orders/${order.orderId}/refunds`, {
    headers: supportHeaders,
    data: { scope: 'order' },
  });
  expect(refused.status()).toBe(403);
});

test('a delivered order’s return approved, received with restock and refunded, in Arabic on a phone; support reads it', async ({
  shop,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const lang: AdminLanguage = 'ar';

  // A guest's cash order, delivered by the orders role, and the guest asks to return one unit.
  await shop.open('/', { lang });
  const token = await shop.stored('accessToken');
  const shopper = {
    userId: userIdOf(token)!,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  };
  const email = `returns-${Date.now()}@example.com`;
  const product = await productInStock(request, 3);
  const order = await placeOrderThroughApi(request, shopper, {
    productId: product.productId,
    quantity: 2,
    paymentMethodId: 1,
    email,
  });
  const ordersHeaders = await staffToken(request, STAFF.orders);
  for (const status of ['processing', 'shipped', 'delivered']) {
    await call(request, 'post', `/api/admin/orders/${order.orderId}/status`, ordersHeaders, {
      status,
      ...(status === 'shipped' && { carrier: 'Aramex', trackingNumber: TRACKING }),
    });
  }
  const [line] = await call<OrderItem[]>(request, 'get', `/api/orders/${order.orderId}/items`, {
    ...shopper.headers,
  });
  const asked = await call<Order>(
    request,
    'post',
    `/api/orders/${order.orderId}/returns`,
    shopper.headers,
    {
      lines: [{ itemId: line!.itemId, quantity: 1 }],
      reason: 'اللون مختلف عن الصورة',
    },
  );
  const returnId = asked.returns[0]!.returnId;

  const orders = await staffPage(browser, 375);
  try {
    const staff = orders.page;
    await adminAs(staff, STAFF.orders, `/admin/orders/${order.orderId}`, lang);
    await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
    const returns = staff.getByRole('region', { name: at(lang, 'returns.title') });
    await expect(returns).toContainText('اللون مختلف عن الصورة');
    await expect(returns).toContainText(at(lang, 'returnStatus.requested'));

    // Approved with a note the customer reads.
    await returns.getByLabel(at(lang, 'returns.words')).fill('سلّم الطرد إلى فرعنا في السالمية');
    await returns.getByRole('button', { name: at(lang, 'returns.move.approved') }).click();
    await expect(returns.getByText(at(lang, 'returns.moved.approved'))).toBeVisible();
    await expect(returns).toContainText(at(lang, 'returnStatus.approved'));

    // Received, back in stock (the box is ticked already).
    await expect(returns.getByLabel(at(lang, 'returns.restock'))).toBeChecked();
    await returns.getByRole('button', { name: at(lang, 'returns.move.received') }).click();
    await expect(returns.getByText(at(lang, 'returns.moved.received'))).toBeVisible();
    await expect(returns).toContainText(at(lang, 'returnStatus.received'));

    // Refunded in cash, through the same dialog.
    await returns.getByRole('button', { name: at(lang, 'returns.refund') }).click();
    const dialog = staff.getByRole('dialog', {
      name: `${at(lang, 'refund.titleReturn')} ${order.orderNumber}`,
    });
    const submit = dialog.getByRole('button', {
      name: `${at(lang, 'refund.submit')} ${kd(line!.unitPrice)}`,
    });
    await submit.click();
    await expect(dialog).toContainText(at(lang, 'refund.methodMissing'));
    await dialog.getByRole('radio', { name: at(lang, 'refundMethod.cash') }).check();
    expect(await seriousViolations(staff, testInfo), 'the return’s refund dialog').toEqual([]);
    await staff.screenshot({ path: testInfo.outputPath('refund-dialog-ar.png') });
    await submit.click();
    await expect(dialog).toHaveCount(0);
    await expect(returns).toContainText(at(lang, 'returns.refunded'));
    await noSidewaysScroll(staff);
    expect(await seriousViolations(staff, testInfo), 'the order with its return').toEqual([]);
    await staff.screenshot({ path: testInfo.outputPath('returns-ar.png'), fullPage: true });
    expect(orders.problems).toEqual([]);
  } finally {
    await orders.context.close();
  }

  // The unit is back in stock: a 'return' movement of +1 naming the order.
  const movements = await call<StockMovementPage>(
    request,
    'get',
    `/api/admin/products/${product.productId}/stock-movements`,
    ordersHeaders,
  );
  expect(movements.items).toContainEqual(
    expect.objectContaining({ reason: 'return', delta: 1, orderNumber: order.orderNumber }),
  );
  const detail = await adminOrder(request, order.orderId, ordersHeaders);
  expect(detail.returns[0]).toMatchObject({ status: 'received', restocked: true });
  expect(detail.refunds[0]).toMatchObject({ returnId, method: 'cash', amount: line!.unitPrice });
  // The shopper's order shows the request received, with the shop's note.
  const seen = await call<Order>(request, 'get', `/api/orders/${order.orderId}`, shopper.headers);
  expect(seen.returns[0]).toMatchObject({
    status: 'received',
    decisionNote: 'سلّم الطرد إلى فرعنا في السالمية',
  });

  // Support sees the request and its refund, with no step offered; the API refuses each.
  const support = await staffPage(browser, 375);
  try {
    const staff = support.page;
    await adminAs(staff, STAFF.support, `/admin/orders/${order.orderId}`, lang);
    const returns = staff.getByRole('region', { name: at(lang, 'returns.title') });
    await expect(returns).toContainText(at(lang, 'returns.refunded'));
    await expect(returns.getByRole('button')).toHaveCount(0);
    expect(support.problems).toEqual([]);
  } finally {
    await support.context.close();
  }
  const supportHeaders = await staffToken(request, STAFF.support);
  const base = `/api/admin/orders/${order.orderId}`;
  for (const [path, data] of [
    [`${base}/refunds`, { scope: 'order', method: 'cash' }],
    [`${base}/returns/${returnId}/approve`, {}],
    [`${base}/returns/${returnId}/refuse`, { reason: 'لا' }],
    [`${base}/returns/${returnId}/receive`, { restock: true }],
    [`${base}/status`, { status: 'refunded' }],
  ] as const) {
    const response = await request.post(path, { headers: supportHeaders, data });
    expect(response.status(), path).toBe(403);
  }
});
