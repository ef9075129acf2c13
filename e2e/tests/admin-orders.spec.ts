// The back office's orders (issue 26): a guest pays by card; the orders role finds the order by
// the phone number as staff type it, marks it processing, then shipped with a carrier, tracking
// number KW123456789 and a link; the shopper's /track-order shows the tracking and the dev outbox
// holds the shipped email; support sees the order without any action and the API refuses its
// writes (403). In English at 1280 px and in Arabic at 375 px; axe clean on both new pages.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { OrderItem } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { seriousViolations } from '../axe.ts';
import { call, placeOrderThroughApi, productInStock } from '../checkout-api.ts';
import { expect, lastMessageTo, t, test, userIdOf } from '../fixtures.ts';

const WIDTH: Record<AdminLanguage, number> = { en: 1280, ar: 375 };
const TRACKING = 'KW123456789';
const TRACKING_URL = `https://track.example.com/parcels/${TRACKING}`;
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** A back-office page of its own (its own storage), at the language's width. */
async function staffPage(browser: Browser, lang: AdminLanguage) {
  const context = await browser.newContext({
    viewport: { width: WIDTH[lang], height: 900 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  // The browser logs the refusals the test provokes (a shipment without its number: 400).
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 400/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

for (const lang of ['en', 'ar'] as const satisfies readonly AdminLanguage[]) {
  test(`a card order found by phone, processed and shipped with tracking; the shopper sees it (${lang}, ${WIDTH[lang]} px)`, async ({
    page,
    shop,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTH[lang], height: 900 });

    // A guest places an order paid by the sandbox card, with a phone number of its own.
    await shop.open('/', { lang });
    const token = await shop.stored('accessToken');
    const userId = userIdOf(token);
    expect(userId, 'the shop made a guest').toBeTruthy();
    const local = `55${String(Date.now()).slice(-6)}`;
    const email = `orders-admin-${Date.now()}-${lang}@example.com`;
    const product = await productInStock(request, 3);
    const order = await placeOrderThroughApi(
      request,
      { userId: userId!, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } },
      { productId: product.productId, paymentMethodId: 2, email, phone: local },
    );
    expect(order.status).toBe('awaiting_payment');
    await page.goto(`/pay/${order.paymentReference}?lang=${lang}`);
    await page.getByLabel(t(lang, 'payments.page.cardNumber')).fill('4242 4242 4242 4242');
    await page.getByLabel(t(lang, 'payments.page.expiry')).fill(expiry());
    await page.getByLabel(t(lang, 'payments.page.cvc')).fill('123');
    await page.getByLabel(t(lang, 'payments.page.name')).fill('Sandbox Shopper');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`**${routes.checkoutResult}?reference=${order.paymentReference}`);

    // The orders role finds it by the phone number, typed as people write it.
    const orders = await staffPage(browser, lang);
    try {
      const staff = orders.page;
      // The dashboard's "orders to ship" opens that quick view; "All" lists every order.
      await adminAs(staff, STAFF.orders, '/admin', lang);
      await staff
        .getByRole('link', { name: at(lang, 'dashboard.open.toShip'), exact: true })
        .click();
      await expect(staff).toHaveURL(/\/admin\/orders\?view=toShip$/);
      await expect(
        staff.getByRole('heading', { level: 1, name: at(lang, 'orders.title') }),
      ).toBeVisible();
      const views = staff.getByRole('navigation', { name: at(lang, 'orders.views') });
      await expect(
        views.getByRole('link', { name: at(lang, 'orders.view.toShip') }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(staff.getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(1);
      await views.getByRole('link', { name: at(lang, 'orders.view.all') }).click();
      await expect(staff).toHaveURL(/\/admin\/orders$/);
      await staff
        .getByLabel(at(lang, 'orders.search'), { exact: true })
        .fill(`+965 ${local.slice(0, 4)} ${local.slice(4)}`);
      await staff.getByLabel(at(lang, 'orders.search'), { exact: true }).press('Enter');
      const row = staff.getByRole('row').filter({ hasText: order.orderNumber });
      await expect(row).toHaveCount(1);
      await expect(staff.getByRole('row')).toHaveCount(2);
      await expect(row).toContainText(at(lang, 'orderStatus.paid'));
      await noSidewaysScroll(staff);
      expect(await seriousViolations(staff, testInfo), '/admin/orders').toEqual([]);

      // The filtered list as CSV: a header row, then this order, its total in KD.
      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('button', { name: at(lang, 'orders.export') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Order number,/);
      const kd = `${Math.trunc(order.total / 1000)}.${String(order.total % 1000).padStart(3, '0')}`;
      expect(lines[1]).toContain(`${order.orderNumber},`);
      expect(lines[1]).toContain(`,${kd},`);
      await staff.screenshot({ path: testInfo.outputPath(`orders-${lang}.png`), fullPage: true });

      await row.getByRole('link', { name: order.orderNumber }).click();
      await expect(
        staff.getByRole('heading', {
          level: 1,
          name: at(lang, 'order.title', { number: order.orderNumber }),
        }),
      ).toBeVisible();
      const items = staff.getByRole('region', { name: at(lang, 'order.items') });
      await expect(items.getByRole('listitem')).toHaveCount(1);
      await expect(items.locator('img')).toHaveCount(1);
      expect(await seriousViolations(staff, testInfo), '/admin/orders/:id').toEqual([]);

      // Processing, then shipped: without a tracking number the field says what is missing.
      const actions = staff.getByRole('region', { name: at(lang, 'order.actions') });
      await actions.getByRole('button', { name: at(lang, 'order.move.processing') }).click();
      await expect(actions.getByRole('status')).toHaveText(
        at(lang, 'order.moved', { status: at(lang, 'orderStatus.processing') }),
      );
      await actions.getByLabel(at(lang, 'order.carrier'), { exact: true }).fill('Aramex');
      await actions.getByRole('button', { name: at(lang, 'order.move.shipped') }).click();
      await expect(
        actions.getByLabel(at(lang, 'order.trackingNumber'), { exact: true }),
      ).toHaveAttribute('aria-invalid', 'true');
      await actions.getByLabel(at(lang, 'order.trackingNumber'), { exact: true }).fill(TRACKING);
      await actions.getByLabel(at(lang, 'order.trackingUrl'), { exact: true }).fill(TRACKING_URL);
      await actions.getByRole('button', { name: at(lang, 'order.move.shipped') }).click();
      await expect(actions.getByRole('status')).toHaveText(
        at(lang, 'order.moved', { status: at(lang, 'orderStatus.shipped') }),
      );
      const shipment = staff.getByRole('region', { name: at(lang, 'order.shipment') });
      await expect(shipment).toContainText(TRACKING);
      await expect(
        shipment.getByRole('link', { name: at(lang, 'order.openTracking') }),
      ).toHaveAttribute('href', TRACKING_URL);
      const timeline = staff.getByRole('region', { name: at(lang, 'order.timeline') });
      await expect(timeline).toContainText(STAFF.orders.email);

      // An internal note: the shopper never sees it.
      const notes = staff.getByRole('region', { name: at(lang, 'order.notes') });
      await notes.getByLabel(at(lang, 'order.newNote')).fill('Fragile: pack twice');
      await notes.getByRole('button', { name: at(lang, 'order.addNote') }).click();
      await expect(notes.getByRole('status')).toHaveText(at(lang, 'order.noteAdded'));
      await expect(notes.getByText('Fragile: pack twice')).toBeVisible();
      await noSidewaysScroll(staff);
      expect(await seriousViolations(staff, testInfo), '/admin/orders/:id shipped').toEqual([]);
      await staff.screenshot({ path: testInfo.outputPath(`order-${lang}.png`), fullPage: true });
      expect(orders.problems).toEqual([]);
    } finally {
      await orders.context.close();
    }

    // The shipped email is in the outbox, in the order's language, with the tracking.
    await expect
      .poll(async () => (await lastMessageTo(request, email))?.body ?? '')
      .toContain(TRACKING);
    const mail = await lastMessageTo(request, email);
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.body).toContain(TRACKING_URL);

    // The shopper's /track-order shows the carrier, the number (left to right) and the link.
    await page.goto(`${routes.trackOrder}?number=${order.orderNumber}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByLabel(t(lang, 'orders.track.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t(lang, 'orders.track.submit') }).click();
    const tracking = page.getByRole('region', { name: t(lang, 'orders.tracking.title') });
    await expect(tracking).toContainText('Aramex');
    await expect(tracking.locator('bdi[dir="ltr"]')).toHaveText(TRACKING);
    await expect(
      tracking.getByRole('link', { name: t(lang, 'orders.tracking.link') }),
    ).toHaveAttribute('href', TRACKING_URL);
    await expect(page.getByText('Fragile: pack twice')).toHaveCount(0);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page, testInfo), '/track-order').toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`track-order-${lang}.png`), fullPage: true });

    // Support sees the order and its note, with no action; the API refuses its writes.
    const support = await staffPage(browser, lang);
    try {
      const staff = support.page;
      await adminAs(staff, STAFF.support, `/admin/orders/${order.orderId}`, lang);
      await expect(
        staff.getByRole('heading', {
          level: 1,
          name: at(lang, 'order.title', { number: order.orderNumber }),
        }),
      ).toBeVisible();
      await expect(staff.getByText(at(lang, 'order.readOnly'))).toBeVisible();
      await expect(staff.getByText('Fragile: pack twice')).toBeVisible();
      for (const key of [
        'order.move.delivered',
        'order.move.cancelled',
        'order.addNote',
      ] as const) {
        await expect(staff.getByRole('button', { name: at(lang, key) })).toHaveCount(0);
      }
      const adminToken = await staff.evaluate(() => localStorage.getItem('admin.accessToken'));
      const headers = { authorization: `Bearer ${adminToken}` };
      const moved = await staff.request.post(`/api/admin/orders/${order.orderId}/status`, {
        headers,
        data: { status: 'delivered' },
      });
      expect(moved.status()).toBe(403);
      const noted = await staff.request.post(`/api/admin/orders/${order.orderId}/notes`, {
        headers,
        data: { body: 'not allowed' },
      });
      expect(noted.status()).toBe(403);
      const read = await staff.request.get(`/api/admin/orders/${order.orderId}`, { headers });
      expect(read.status()).toBe(200);
      expect(support.problems).toEqual([]);
    } finally {
      await support.context.close();
    }
  });
}

// The list's finishing pieces (issue 26): a delivered cash order in the Capital governorate with
// a return waiting; the orders role finds it by governorate (the area select narrowed to the
// governorate's own areas) and in "Returns waiting"; saves those filters as a view of its own,
// finds it again after a reload, and removes it; downloads the order's packing slip (a PDF).
const GOVERNORATE = {
  capital: { en: 'Al Asimah (Capital)', ar: 'العاصمة' },
  hawalli: { en: 'Hawalli', ar: 'حولي' },
} as const;
const AREA = { sharq: { en: 'Sharq', ar: 'شرق' }, salmiya: { en: 'Salmiya', ar: 'السالمية' } };

for (const lang of ['en', 'ar'] as const satisfies readonly AdminLanguage[]) {
  test(`orders by governorate, returns waiting, a saved view kept after reload, the packing slip (${lang}, ${WIDTH[lang]} px)`, async ({
    shop,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A guest's cash order (to the Capital governorate), delivered, with a return requested.
    await shop.open('/', { lang });
    const token = await shop.stored('accessToken');
    const shopper = {
      userId: userIdOf(token)!,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    };
    const product = await productInStock(request, 3);
    const order = await placeOrderThroughApi(request, shopper, {
      productId: product.productId,
      paymentMethodId: 1,
      email: `views-${Date.now()}-${lang}@example.com`,
    });
    const login = await call<{ accessToken: string }>(
      request,
      'post',
      '/api/account/login',
      {},
      STAFF.orders,
    );
    const staffHeaders = { authorization: `Bearer ${login.accessToken}` };
    for (const status of ['processing', 'shipped', 'delivered']) {
      await call(request, 'post', `/api/admin/orders/${order.orderId}/status`, staffHeaders, {
        status,
        ...(status === 'shipped' && { carrier: 'Aramex', trackingNumber: TRACKING }),
      });
    }
    const [line] = await call<OrderItem[]>(
      request,
      'get',
      `/api/orders/${order.orderId}/items`,
      shopper.headers,
    );
    await call(request, 'post', `/api/orders/${order.orderId}/returns`, shopper.headers, {
      lines: [{ itemId: line!.itemId, quantity: 1 }],
      reason: 'Wrong size',
    });

    const orders = await staffPage(browser, lang);
    try {
      const staff = orders.page;
      await adminAs(staff, STAFF.orders, '/admin/orders', lang);
      const filters = staff.getByRole('form', { name: at(lang, 'orders.filters') });
      const search = filters.getByLabel(at(lang, 'orders.search'), { exact: true });
      const governorate = filters.getByLabel(at(lang, 'orders.governorate'), { exact: true });
      const area = filters.getByLabel(at(lang, 'orders.area'), { exact: true });
      const rowOf = () => staff.getByRole('row').filter({ hasText: order.orderNumber });

      // The area waits for a governorate, then offers that governorate's areas alone.
      await expect(area).toBeDisabled();
      await governorate.selectOption({ label: GOVERNORATE.capital[lang] });
      await expect(area).toBeEnabled();
      await expect(area.locator('option', { hasText: AREA.sharq[lang] })).toHaveCount(1);
      await expect(area.locator('option', { hasText: AREA.salmiya[lang] })).toHaveCount(0);
      await search.fill(order.orderNumber);
      await filters.getByRole('button', { name: at(lang, 'common.apply') }).click();
      await expect(staff).toHaveURL(/[?&]stateId=1(&|$)/);
      await expect(rowOf()).toHaveCount(1);
      // Another governorate: the order is not there.
      await governorate.selectOption({ label: GOVERNORATE.hawalli[lang] });
      await expect(area.locator('option', { hasText: AREA.salmiya[lang] })).toHaveCount(1);
      await filters.getByRole('button', { name: at(lang, 'common.apply') }).click();
      await expect(staff).toHaveURL(/[?&]stateId=2(&|$)/);
      await expect(staff.getByText(at(lang, 'orders.empty'))).toBeVisible();

      // "Returns waiting" lists it, marked as the current view; the Capital filter narrows it.
      const views = staff.getByRole('navigation', { name: at(lang, 'orders.views') });
      await views.getByRole('link', { name: at(lang, 'orders.view.returns') }).click();
      await expect(staff).toHaveURL(/\/admin\/orders\?view=returns$/);
      await expect(
        views.getByRole('link', { name: at(lang, 'orders.view.returns') }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(rowOf()).toHaveCount(1);
      await governorate.selectOption({ label: GOVERNORATE.capital[lang] });
      await filters.getByRole('button', { name: at(lang, 'common.apply') }).click();
      await expect(staff).toHaveURL(/\/admin\/orders\?view=returns&stateId=1$/);
      await expect(rowOf()).toHaveCount(1);

      // Saved as a view of one's own: a link, the current one, there again after a reload.
      const name = lang === 'ar' ? 'مرتجعات العاصمة' : 'Capital returns';
      const toggle = staff.getByRole('button', { name: at(lang, 'orders.saveView'), exact: true });
      await toggle.click();
      await staff.getByLabel(at(lang, 'orders.saveView.name'), { exact: true }).fill(name);
      expect(await seriousViolations(staff, testInfo), '/admin/orders saving a view').toEqual([]);
      await staff
        .getByRole('button', { name: at(lang, 'orders.saveView.submit'), exact: true })
        .click();
      await expect(staff.getByRole('status').filter({ hasText: name })).toBeVisible();
      await expect(toggle).toBeFocused();
      const mine = views.getByRole('link', { name, exact: true });
      await expect(mine).toHaveAttribute('aria-current', 'page');
      await noSidewaysScroll(staff);
      await staff.screenshot({ path: testInfo.outputPath(`views-${lang}.png`), fullPage: true });
      await staff.reload();
      await views.getByRole('link', { name: at(lang, 'orders.view.all') }).click();
      await expect(staff).toHaveURL(/\/admin\/orders$/);
      await expect(mine).not.toHaveAttribute('aria-current', 'page');
      await mine.focus();
      await staff.keyboard.press('Enter');
      await expect(staff).toHaveURL(/\/admin\/orders\?view=returns&stateId=1$/);
      await expect(mine).toHaveAttribute('aria-current', 'page');
      await expect(rowOf()).toHaveCount(1);
      await views.getByRole('button', { name: at(lang, 'orders.removeView', { name }) }).click();
      await expect(mine).toHaveCount(0);

      // The order's packing slip, in the language chosen: a PDF.
      await rowOf().getByRole('link', { name: order.orderNumber }).click();
      await expect(
        staff.getByRole('heading', {
          level: 1,
          name: at(lang, 'order.title', { number: order.orderNumber }),
        }),
      ).toBeVisible();
      await staff
        .getByLabel(at(lang, 'order.documentLanguage'), { exact: true })
        .selectOption(lang);
      const [answer, download] = await Promise.all([
        staff.waitForResponse((response) => response.url().includes('/packing-slip')),
        staff.waitForEvent('download'),
        staff.getByRole('button', { name: at(lang, 'order.packingSlipPdf') }).click(),
      ]);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.url()).toContain(`lang=${lang}`);
      expect(download.suggestedFilename()).toBe(`packing-slip-${order.orderNumber}-${lang}.pdf`);
      const pdf = readFileSync(await download.path());
      expect(pdf.length).toBeGreaterThan(1000);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await noSidewaysScroll(staff);
      expect(await seriousViolations(staff, testInfo), '/admin/orders/:id documents').toEqual([]);
      expect(orders.problems).toEqual([]);
    } finally {
      await orders.context.close();
    }
  });
}
