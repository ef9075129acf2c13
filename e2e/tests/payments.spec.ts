// Payments (issue 6; spec 7 Payments and shipping): the built-in sandbox card gateway's hosted
// page (/pay/{reference}, served by the API, with its own small script), a paid order, a declined card and its
// retry through a new payment, form errors, a closed payment's page, and the result page
// (/checkout/result) in English and Arabic. The order is placed through the API (cart, address,
// shipping, payment method, POST users/{userId}/orders) as the shopper in the browser, so the
// result page asks about the shopper's own payment.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '@storefront/contracts/orders';
import { routes } from '@storefront/contracts/routes';
import { seriousViolations } from '../axe.ts';
import { placeOrderThroughApi, productInStock } from '../checkout-api.ts';
import { expect, type Lang, type Shop, t, test, userIdOf } from '../fixtures.ts';

// A form with errors answers 400, and a closed payment's page 409: the browser logs both.
test.use({ allowedConsoleErrors: [/status of 40\d/] });

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * Places an order for the browser's own (guest) shopper through the API: cash on delivery (1)
 * or the sandbox card (2).
 */
async function placeOrder(request: APIRequestContext, shop: Shop, lang: Lang, paymentMethodId = 2) {
  await shop.open('/', { lang });
  const token = await shop.stored('accessToken');
  const userId = userIdOf(token);
  expect(userId, 'the shop made a guest').toBeTruthy();
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  const product = await productInStock(request, 3);
  return placeOrderThroughApi(
    request,
    { userId: userId!, headers },
    { productId: product.productId, paymentMethodId },
  );
}

async function placeCardOrder(request: APIRequestContext, shop: Shop, lang: Lang) {
  const order = await placeOrder(request, shop, lang, 2);
  expect(order.status).toBe('awaiting_payment');
  expect(order.paymentReference).toBeTruthy();
  return order as Order & { paymentReference: string };
}

async function fillCard(page: Page, lang: Lang, cardNumber: string) {
  await page.getByLabel(t(lang, 'payments.page.cardNumber')).fill(cardNumber);
  await page.getByLabel(t(lang, 'payments.page.expiry')).fill(expiry());
  await page.getByLabel(t(lang, 'payments.page.cvc')).fill('123');
  await page.getByLabel(t(lang, 'payments.page.name')).fill('Sandbox Shopper');
  await page.locator('form button[type=submit]').click();
}

test('a card payment succeeds and the result page shows the paid order', async ({
  page,
  request,
  shop,
}) => {
  const order = await placeCardOrder(request, shop, 'en');
  const response = await page.goto(`/pay/${order.paymentReference}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('heading', {
      name: t('en', 'payments.page.title', { orderNumber: order.orderNumber }),
    }),
  ).toBeVisible();
  // One script, a file of this origin (the CSP allows none inline).
  await expect(page.locator('script')).toHaveCount(1);
  await expect(page.locator('script')).toHaveAttribute('src', '/pay/card-form.js');
  await expect(page.locator('script')).toHaveAttribute('type', 'module');
  expect(await page.content()).not.toMatch(/\son[a-z]+=/i);
  expect(await seriousViolations(page)).toEqual([]);

  await fillCard(page, 'en', SUCCESS_CARD);
  await page.waitForURL(`**${routes.checkoutResult}?reference=${order.paymentReference}`);
  const heading = page.getByRole('heading', { name: t('en', 'payments.result.successTitle') });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText(order.orderNumber)).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('en', 'payments.result.viewOrder') }),
  ).toHaveAttribute('href', routes.order(order.orderId));
  expect(await seriousViolations(page)).toEqual([]);

  // The payment is closed: its page says so.
  const again = await page.goto(`/pay/${order.paymentReference}`);
  expect(again?.status()).toBe(409);
  await expect(
    page.getByRole('heading', { name: t('en', 'payments.page.notPendingTitle') }),
  ).toBeVisible();
});

test('in Arabic: a declined card, a retry through a new payment, then success', async ({
  page,
  request,
  shop,
}) => {
  const lang: Lang = 'ar';
  const order = await placeCardOrder(request, shop, lang);
  await page.goto(`/pay/${order.paymentReference}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Errors first: the form says what to fix.
  await page.getByLabel(t(lang, 'payments.page.cardNumber')).fill('1234');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText(t(lang, 'payments.page.error.cardNumber')).first()).toBeVisible();
  await expect(page.getByLabel(t(lang, 'payments.page.cardNumber'))).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // What was typed is kept to be corrected, and focus is on the list of what to correct.
  await expect(page.getByLabel(t(lang, 'payments.page.cardNumber'))).toHaveValue('1234');
  await expect(page.locator('#errors')).toBeFocused();

  await fillCard(page, lang, DECLINED_CARD);
  await page.waitForURL(`**${routes.checkoutResult}?reference=${order.paymentReference}`);
  await expect(
    page.getByRole('heading', { name: t(lang, 'payments.result.failedTitle') }),
  ).toBeVisible();
  await expect(page.getByText(t(lang, 'payments.failure.card_declined'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t(lang, 'payments.result.tryAgain') }).click();
  await page.waitForURL(/\/pay\/[A-Za-z0-9_-]{22}\?lang=ar$/);
  const retried = new URL(page.url()).pathname.split('/').at(-1);
  expect(retried).not.toBe(order.paymentReference);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await fillCard(page, lang, SUCCESS_CARD);
  await page.waitForURL(`**${routes.checkoutResult}?reference=${retried}`);
  await expect(
    page.getByRole('heading', { name: t(lang, 'payments.result.successTitle') }),
  ).toBeVisible();
});

test('a cash on delivery order shows as placed on the result page', async ({
  page,
  request,
  shop,
}) => {
  const order = await placeOrder(request, shop, 'en', 1);
  expect(order.status).toBe('placed');
  expect(order.paymentReference).toBeNull();
  await page.goto(`${routes.checkoutResult}?orderId=${order.orderId}`);
  await expect(
    page.getByRole('heading', { name: t('en', 'payments.result.placedTitle') }),
  ).toBeVisible();
  await expect(page.getByText(order.orderNumber)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
