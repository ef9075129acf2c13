// A card payment left unpaid past its time (issue 15): the shop cancels the order by itself and
// gives its stock back, and the shopper's order page says so. It runs on a shop of its own whose
// payments expire after 12 seconds (PAYMENT_EXPIRY_MINUTES=0.2); the shared e2e server keeps the
// real 30 minutes, so the other journeys' card payments never expire under them.
import { routes } from '@storefront/contracts/routes';
import { call, placeOrderThroughApi, productInStock } from '../checkout-api.ts';
import { expect, LANGS, t, test, userIdOf } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from '../own-server.ts';

// One shop, one product: the languages take turns, so each sees its own stock move.
test.describe.configure({ mode: 'serial' });

let shop: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnServer({ PAYMENT_EXPIRY_MINUTES: '0.2' });
});
test.afterAll(async () => {
  await shop?.stop();
});

for (const lang of LANGS) {
  test(`an unpaid card order expires and its stock comes back (${lang})`, async ({
    page,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: shop.baseURL });
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(`${shop.baseURL}/`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const userId = userIdOf(token);
    expect(userId, 'the shop made a guest').toBeTruthy();
    const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };

    const product = await productInStock(request, 3);
    const order = await placeOrderThroughApi(
      request,
      { userId: userId!, headers },
      { productId: product.productId, quantity: 2, paymentMethodId: 2 },
    );
    expect(order.status).toBe('awaiting_payment');
    const stockOf = async () =>
      (await call<{ activeQty: number }>(request, 'get', `/api/products/${product.productId}`, {}))
        .activeQty;
    // The catalogue's answers are kept up to 5 s.
    await expect.poll(stockOf, { timeout: 15_000 }).toBe(product.activeQty - 2);

    // Nobody pays: within a sweep or two after 12 s the order is cancelled by the shop.
    await expect
      .poll(
        async () =>
          (await call<{ status: string }>(request, 'get', `/api/orders/${order.orderId}`, headers))
            .status,
        { timeout: 45_000, intervals: [1_000] },
      )
      .toBe('cancelled');
    await expect.poll(stockOf, { timeout: 15_000 }).toBe(product.activeQty);

    await page.goto(`${shop.baseURL}${routes.order(order.orderId)}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', {
        name: t(lang, 'orders.detail.title', { number: order.orderNumber }),
      }),
    ).toBeVisible();
    await expect(page.getByText(t(lang, 'orders.status.cancelled')).first()).toBeVisible();
    // The pay link is gone: the payment was closed with the order.
    const link = await request.get(
      `/api/payments/reference/${order.paymentReference}/payment-link`,
      { headers },
    );
    expect(link.status()).toBe(409);
    await request.dispose();
  });
}
