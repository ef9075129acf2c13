import { orderNumber } from '@storefront/contracts/order-rules';
import { readableShadeOnWhite } from '@storefront/contracts/theme-colors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, shippingMethods } from '../../db/schema.ts';
import { authHeader, createGuest, useTestApp } from '../../test/app.ts';
import { luhnValid, validateCard } from './gateways.ts';
import { newReference } from './service.ts';
import { resultSigner } from './signature.ts';

const ctx = useTestApp();

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
// Passes Luhn, not a sandbox test card.
const OTHER = '5555 5555 5555 4444';
const future = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** Inserts an order straight into the database (the orders API is another module's). */
async function insertOrder(
  userId: string,
  opts: { status?: 'awaiting_payment' | 'placed'; total?: number; pay?: boolean } = {},
) {
  const db = ctx.database.db;
  await db
    .insert(shippingMethods)
    .values({ id: 1, code: 'standard', name: { en: 'Standard' }, price: 0, minDays: 1, maxDays: 3 })
    .onConflictDoNothing();
  const total = opts.total ?? 12_500;
  const card = opts.pay ?? true;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: opts.status ?? (card ? 'awaiting_payment' : 'placed'),
      lang: 'en',
      subTotal: total,
      total,
      billingAddress: {},
      shippingAddress: {},
      shippingMethodId: 1,
      shippingMethodName: { en: 'Standard' },
      paymentMethodId: card ? 2 : 1,
      contactEmail: 'shopper@example.com',
      contactPhone: '+96550000000',
      idempotencyKey: newReference(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  const reference = newReference();
  if (card) {
    await db
      .insert(payments)
      .values({ orderId: order.id, reference, providerId: 2, amount: total });
  }
  return { orderId: order.id, reference };
}

async function orderStatus(orderId: number) {
  const [row] = await ctx.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

async function paymentRow(reference: string) {
  const [row] = await ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, reference));
  return row;
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

async function pay(reference: string, cardNumber: string, extra: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/pay/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ cardNumber, expiry: future(), cvc: '123', name: 'Test Shopper', ...extra }),
  });
}

/** Follows the gateway's 303 to the signed callback, and that to the result page. */
async function followCallback(location: string) {
  const callback = await ctx.app.inject({ url: location });
  expect(callback.statusCode).toBe(303);
  return callback;
}

describe('payment providers', () => {
  it('lists the active providers in English and Arabic, sorted', async () => {
    const en = await ctx.app.inject({ url: '/api/payment-providers' });
    expect(en.statusCode).toBe(200);
    const list = en.json() as {
      paymentMethodId: number;
      code: string;
      name: string;
      kind: string;
    }[];
    expect(list.map((p) => [p.paymentMethodId, p.code, p.kind])).toEqual([
      [1, 'cash_on_delivery', 'offline'],
      [2, 'sandbox_card', 'redirect'],
    ]);
    expect(list[0]?.name).toBe('Cash on delivery');
    expect(list[1]?.name).toBe('Card (sandbox)');
    const ar = await ctx.app.inject({
      url: '/api/payment-providers',
      headers: { 'accept-language': 'ar' },
    });
    expect((ar.json() as { name: string }[])[0]?.name).toBe('الدفع عند الاستلام');
  });

  it('answers no buy-now-pay-later accounts', async () => {
    for (const url of ['/api/tabby-accounts', '/api/tamara-accounts']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('the cart payment method', () => {
  it('sets an active method and answers the cart; an unknown one is a 404 naming it', async () => {
    const guest = await createGuest(ctx.app);
    const headers = authHeader(guest.accessToken);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/carts/payment-method?paymentMethodId=2',
      headers,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ paymentMethodId: 2 });
    const read = await ctx.app.inject({ url: `/api/users/${guest.userId}/cart`, headers });
    expect(read.json()).toMatchObject({ paymentMethodId: 2 });

    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/carts/payment-method?paymentMethodId=99',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toHaveProperty('paymentMethodId');
    expect(unknown.json().error.message).toBe('This payment method is not available.');

    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/carts/payment-method?paymentMethodId=abc',
      headers,
    });
    expect(invalid.statusCode).toBe(400);

    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/carts/payment-method?paymentMethodId=1',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('payment link and status', () => {
  it("answers the owner's link and status, and 404 to anyone else", async () => {
    const owner = await createGuest(ctx.app);
    const other = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);

    const link = await ctx.app.inject({
      url: `/api/payments/reference/${reference}/payment-link`,
      headers: authHeader(owner.accessToken),
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ reference, url: `/pay/${reference}` });

    const status = await ctx.app.inject({
      url: `/api/payments/reference/${reference}/status`,
      headers: authHeader(owner.accessToken),
    });
    expect(status.json()).toEqual({
      reference,
      status: 'pending',
      orderId,
      orderNumber: orderNumber(orderId),
      orderStatus: 'awaiting_payment',
      amount: 12_500,
      failureReason: null,
    });

    for (const path of ['payment-link', 'status']) {
      const foreign = await ctx.app.inject({
        url: `/api/payments/reference/${reference}/${path}`,
        headers: authHeader(other.accessToken),
      });
      expect(foreign.statusCode).toBe(404);
      const unknown = await ctx.app.inject({
        url: `/api/payments/reference/${newReference()}/${path}`,
        headers: authHeader(owner.accessToken),
      });
      expect(unknown.statusCode).toBe(404);
      const anonymous = await ctx.app.inject({
        url: `/api/payments/reference/${reference}/${path}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
    const malformed = await ctx.app.inject({
      url: '/api/payments/reference/%3Cscript%3E/status',
      headers: authHeader(owner.accessToken),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('payment requests (the hosted page’s capability)', () => {
  it('answers access for a pending payment, 404 unknown, 409 once closed; marks submitted', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId, { total: 7_250 });
    const access = await ctx.app.inject({
      url: `/api/payment-requests/reference/${reference}/access`,
    });
    expect(access.statusCode).toBe(200);
    expect(access.json()).toMatchObject({
      reference,
      orderNumber: orderNumber(orderId),
      amount: 7_250,
      paymentMethodId: 2,
    });
    expect(typeof access.json().shopTitle).toBe('string');

    const unknown = await ctx.app.inject({
      url: `/api/payment-requests/reference/${newReference()}/access`,
    });
    expect(unknown.statusCode).toBe(404);

    const submit = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/payment-requests/reference/${reference}/submitted`,
        payload: { paymentMethodId: 2 },
      });
    const first = await submit();
    expect(first.statusCode).toBe(200);
    const again = await submit();
    expect(again.json().submittedAt).toBe(first.json().submittedAt);
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/payment-requests/reference/${reference}/submitted`,
      payload: { paymentMethodId: 1 },
    });
    expect(wrong.statusCode).toBe(404);

    await pay(reference, SUCCESS);
    const closed = await ctx.app.inject({
      url: `/api/payment-requests/reference/${reference}/access`,
    });
    expect(closed.statusCode).toBe(409);
  });
});

describe('the hosted sandbox card page', () => {
  it('renders in English and in Arabic (rtl), with no inline script', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId, { total: 12_345 });
    const en = await ctx.app.inject({ url: `/pay/${reference}` });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/html/);
    expect(en.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain(orderNumber(orderId));
    expect(en.body).toContain('12.345');
    expect(en.body).toContain('<label for="cardNumber">Card number</label>');
    // One script, a file of this origin (script-src 'self'): nothing inline.
    expect(en.body.match(/<script[^>]*>/gi)).toEqual([
      '<script type="module" src="/pay/card-form.js">',
    ]);
    expect(en.body).toContain('<script type="module" src="/pay/card-form.js"></script>');
    expect(en.body).not.toMatch(/\son[a-z]+=/i);
    // The amount on the button, one left-to-right run.
    expect(en.body).toContain(
      '<button type="submit">Pay <bdi dir="ltr" class="nowrap">KD 12.345</bdi></button>',
    );

    // The order was placed in English: the browser's language does not change that.
    const byBrowser = await ctx.app.inject({
      url: `/pay/${reference}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(byBrowser.body).toContain('<html lang="en" dir="ltr">');
    const ar = await ctx.app.inject({ url: `/pay/${reference}?lang=ar` });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('رقم البطاقة');
    expect(ar.body).toMatch(
      /<button type="submit">[^<]+<bdi dir="ltr" class="nowrap">KD 12.345<\/bdi><\/button>/,
    );
    // Nothing to pay: the page that says so follows the browser.
    const unknown = await ctx.app.inject({
      url: `/pay/${newReference()}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(unknown.body).toContain('dir="rtl"');
  });

  it('says clearly when there is nothing to pay', async () => {
    const unknown = await ctx.app.inject({ url: `/pay/${newReference()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Payment not found');
    const junk = await ctx.app.inject({ url: '/pay/not%20a%20reference' });
    expect(junk.statusCode).toBe(404);

    const owner = await createGuest(ctx.app);
    const { reference } = await insertOrder(owner.userId);
    await pay(reference, SUCCESS);
    const closed = await ctx.app.inject({ url: `/pay/${reference}` });
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toContain('This payment is closed');
    // Paying a closed payment again changes nothing.
    const again = await pay(reference, DECLINED);
    expect(again.statusCode).toBe(409);
    expect((await paymentRow(reference))?.status).toBe('succeeded');
  });

  it('re-renders with errors (400) for an invalid card, keeping what was typed but the CVC', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/pay/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid card number.');
    expect(response.body).toContain('Enter an expiry date in the future');
    expect(response.body).toContain('Enter the 3 or 4 digit security code.');
    expect(response.body).toContain('aria-invalid="true"');
    // A typo is corrected in place, not typed again.
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect(response.body).toContain('value="01/20"');
    expect(response.body).not.toContain('value="12"');
    // The CVC's own error says what to do: no second message.
    expect(response.body).not.toContain('enter the security code again');
    expect(response.body).not.toMatch(/<script>/i);
    expect((await paymentRow(reference))?.status).toBe('pending');
    expect(await orderStatus(orderId)).toBe('awaiting_payment');
  });

  it('keeps a valid card number (in groups of four), the expiry and the name, never the CVC', async () => {
    const owner = await createGuest(ctx.app);
    const { reference } = await insertOrder(owner.userId);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/pay/${reference}?lang=ar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ cardNumber: '4242424242424242', expiry: '13/40', cvc: '987', name: 'Noor' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="4242 4242 4242 4242"');
    expect(response.body).toContain('value="13/40"');
    expect(response.body).toContain('value="Noor"');
    expect(response.body).not.toContain('987');
    // The CVC is asked for again, saying why.
    expect(response.body).toContain('aria-describedby="cvc-hint"');
    expect(response.body).toContain(
      '<p class="hint" id="cvc-hint">لحمايتك، أدخل رمز الأمان مرة أخرى.</p>',
    );
    // A way back that does not pay, and the shop's icon.
    expect(response.body).toContain(`href="/checkout/result?reference=${reference}"`);
    expect(response.body).toContain('<link rel="icon" href="/favicon.ico">');
    const icon = await ctx.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect((await ctx.app.inject({ url: icon.headers.location as string })).statusCode).toBe(200);
  });

  it("shows the shop's logo and colour (a readable shade), and is in the order's language", async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);
    await ctx.database.db.update(orders).set({ lang: 'ar' }).where(eq(orders.id, orderId));
    const page = await ctx.app.inject({ url: `/pay/${reference}` });
    // Placed on the Arabic site: Arabic, unless the storefront asks otherwise.
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    const theme = (await ctx.app.inject({ url: '/api/theme-config' })).json<{
      logo: string | null;
      color: string;
    }>();
    expect(theme.logo).toBe('/brand/logo.svg');
    expect(page.body).toMatch(
      /<header class="brand"><img src="\/brand\/logo.svg" alt="[^"]+"><\/header>/,
    );
    expect(page.body).toContain(`:root{--brand:${readableShadeOnWhite(theme.color)}}`);
    const en = await ctx.app.inject({
      url: `/pay/${reference}?lang=en`,
      headers: { 'accept-language': 'ar' },
    });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
  });

  it('serves its script from its own origin, as a module', async () => {
    const script = await ctx.app.inject({ url: '/pay/card-form.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect(script.body).toContain('export function formatExpiry');
  });

  it('takes the expiry typed without its slash (1229)', async () => {
    const owner = await createGuest(ctx.app);
    const { reference } = await insertOrder(owner.userId);
    const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
    const paid = await pay(reference, SUCCESS, { expiry: `12${year}` });
    expect(paid.statusCode).toBe(303);
    expect((await paymentRow(reference))?.status).toBe('succeeded');
  });

  it('escapes what it writes back', async () => {
    const owner = await createGuest(ctx.app);
    const { reference } = await insertOrder(owner.userId);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/pay/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ cardNumber: '1', expiry: '"><script>x</script>', cvc: '1', name: 'a' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>x');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('a successful card pays the order; the signed callback leads to the result page', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId, { total: 9_990 });
    const response = await pay(reference, SUCCESS, { amount: '1', total: '1' });
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(
      /^\/api\/payments\/payment-result\?reference=.+&result=succeeded&signature=/,
    );
    const callback = await followCallback(location);
    expect(callback.headers.location).toBe(`/checkout/result?reference=${reference}`);
    const payment = await paymentRow(reference);
    expect(payment).toMatchObject({ status: 'succeeded', amount: 9_990, failureReason: null });
    expect(payment?.completedAt).not.toBeNull();
    expect(await orderStatus(orderId)).toBe('paid');

    // A replayed callback changes nothing.
    const replay = await followCallback(location);
    expect(replay.headers.location).toBe(`/checkout/result?reference=${reference}`);
    expect((await paymentRow(reference))?.completedAt).toEqual(payment?.completedAt);
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('a declined card fails the order; the retry link is a new reference that can succeed', async () => {
    const owner = await createGuest(ctx.app);
    const headers = authHeader(owner.accessToken);
    const { orderId, reference } = await insertOrder(owner.userId);
    const declined = await pay(reference, DECLINED);
    expect(declined.headers.location).toContain('result=failed');
    expect(await paymentRow(reference)).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
    expect(await orderStatus(orderId)).toBe('payment_failed');

    const status = await ctx.app.inject({
      url: `/api/payments/reference/${reference}/status`,
      headers,
    });
    expect(status.json()).toMatchObject({
      status: 'failed',
      orderStatus: 'payment_failed',
      failureReason: 'card_declined',
    });

    const retry = await ctx.app.inject({
      url: `/api/payments/reference/${reference}/payment-link`,
      headers,
    });
    expect(retry.statusCode).toBe(200);
    const fresh = retry.json().reference as string;
    expect(fresh).not.toBe(reference);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(retry.json().url).toBe(`/pay/${fresh}`);
    // Asking again answers the same new payment, not a third.
    const retryAgain = await ctx.app.inject({
      url: `/api/payments/reference/${reference}/payment-link`,
      headers,
    });
    expect(retryAgain.json().reference).toBe(fresh);
    expect((await paymentRow(fresh))?.amount).toBe(12_500);

    const unsupported = await pay(fresh, OTHER);
    expect(unsupported.statusCode).toBe(303);
    expect((await paymentRow(fresh))?.failureReason).toBe('card_not_supported');

    const third = await ctx.app.inject({
      url: `/api/payments/reference/${fresh}/payment-link`,
      headers,
    });
    const last = third.json().reference as string;
    const paid = await pay(last, SUCCESS);
    expect(paid.statusCode).toBe(303);
    expect(await orderStatus(orderId)).toBe('paid');

    // Paid: no more retries.
    for (const ref of [reference, last]) {
      const done = await ctx.app.inject({
        url: `/api/payments/reference/${ref}/payment-link`,
        headers,
      });
      expect(done.statusCode).toBe(409);
    }
  });

  it('a callback that disagrees with the recorded result changes nothing', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);
    await pay(reference, DECLINED);
    const signer = resultSigner(ctx.config.jwtSecret);
    const forged = await ctx.app.inject({
      url: `/api/payments/sandbox/payment-result?${new URLSearchParams({
        reference,
        result: 'succeeded',
        signature: signer.sign(reference, 'succeeded'),
      })}`,
    });
    expect(forged.statusCode).toBe(303);
    expect((await paymentRow(reference))?.status).toBe('failed');
    expect(await orderStatus(orderId)).toBe('payment_failed');
  });

  it('refuses a tampered signature with a 400', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);
    const response = await pay(reference, DECLINED);
    const location = new URL(response.headers.location as string, 'http://shop');
    location.searchParams.set('result', 'succeeded');
    for (const path of ['/api/payments/payment-result', '/api/payments/sandbox/payment-result']) {
      const tampered = await ctx.app.inject({ url: `${path}${location.search}` });
      expect(tampered.statusCode).toBe(400);
    }
    const noSignature = await ctx.app.inject({
      url: `/api/payments/payment-result?reference=${reference}&result=succeeded`,
    });
    expect(noSignature.statusCode).toBe(400);
    expect(await orderStatus(orderId)).toBe('payment_failed');
  });

  it('a signed callback for a still-pending payment records it, once', async () => {
    const owner = await createGuest(ctx.app);
    const { orderId, reference } = await insertOrder(owner.userId);
    const signer = resultSigner(ctx.config.jwtSecret);
    const url = `/api/payments/payment-result?${new URLSearchParams({
      reference,
      result: 'succeeded',
      signature: signer.sign(reference, 'succeeded'),
    })}`;
    const [a, b] = await Promise.all([ctx.app.inject({ url }), ctx.app.inject({ url })]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('the amount comes from the database whatever the form sends', async () => {
    const owner = await createGuest(ctx.app);
    const { reference } = await insertOrder(owner.userId, { total: 50_000 });
    await pay(reference, SUCCESS, { amount: '1', reference: newReference() });
    expect(await paymentRow(reference)).toMatchObject({ status: 'succeeded', amount: 50_000 });
  });

  it('does not take form bodies anywhere else in the API', async () => {
    const guest = await createGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart-items',
      headers: {
        ...authHeader(guest.accessToken),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'productId=1&quantity=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('card checks', () => {
  it('validates Luhn, expiry and CVC', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    const now = new Date('2026-11-23T00:00:00Z');
    const ok = { cardNumber: '4242-4242-4242-4242', expiry: '11/26', cvc: '1234', name: 'A' };
    expect(validateCard(ok, now).errors).toEqual({});
    expect(validateCard({ ...ok, expiry: '10/26' }, now).errors).toHaveProperty('expiry');
    expect(validateCard({ ...ok, expiry: '13/27' }, now).errors).toHaveProperty('expiry');
    expect(validateCard({ ...ok, expiry: '12/2030' }, now).errors).toEqual({});
    expect(validateCard({ ...ok, expiry: '1126' }, now).errors).toEqual({});
    expect(validateCard({ ...ok, expiry: '112030' }, now).errors).toEqual({});
    expect(validateCard({ ...ok, expiry: '1026' }, now).errors).toHaveProperty('expiry');
    expect(validateCard({ ...ok, expiry: '126' }, now).errors).toHaveProperty('expiry');
    expect(validateCard({ ...ok, cvc: '12a' }, now).errors).toHaveProperty('cvc');
  });
});
