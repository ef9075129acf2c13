import { randomUUID } from 'node:crypto';
import type { AdminProductInput } from '@storefront/contracts/admin-catalogue';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { stockAlertSchema } from '@storefront/contracts/stock-alerts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, outboxMessages, products, stockAlerts } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { ordersClient, prepareCheckout } from '../../orders/test-fixture.ts';

/**
 * Issue 29, "Tell me when it's back", through the API: shoppers ask on a product that cannot be
 * bought, the owner raises its stock through the back office (or an order gives it back), and
 * each alert gets one email in the outbox, in the language it was asked in.
 */

/** Unicode's isolate marks (LRI, RLI, FSI, PDI): some mail apps draw them as boxes. */
const ISOLATES = /[\u2066-\u2069]/;

describe('stock alerts (issue 29)', () => {
  // Each ask comes from its own client address (X-Forwarded-For), but for the rate limit's test.
  const t = useTestApp({ env: { TRUST_PROXY: 'true', GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  let owner = '';
  let categoryId = 0;
  let clients = 0;

  beforeAll(async () => {
    const password = 'a-long-owner-password-1';
    await createUser(db(), { email: 'owner@alerts.test', password, role: 'staff' });
    owner = (await signIn(t.app, 'owner@alerts.test', password)).accessToken;
    const [leaf] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.published, true), eq(categories.sortOrder, 0)))
      .orderBy(categories.id)
      .limit(1);
    categoryId = leaf!.id;
  });

  const ask = (
    productId: number | string,
    payload: object,
    { lang = 'en', token, ip }: { lang?: string; token?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      headers: {
        'accept-language': lang,
        'x-forwarded-for': ip ?? `10.29.0.${++clients}`,
        ...(token ? authHeader(token) : {}),
      },
      payload,
    });

  const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: authHeader(owner), payload });

  /** A product of the back office's, published, with no stock unless said. */
  const createProduct = async (overrides: Partial<AdminProductInput> = {}) => {
    const input: AdminProductInput = {
      sku: `ALERT-${randomUUID().slice(0, 8)}`,
      name: { en: 'Alert Lantern', ar: 'فانوس التنبيه' },
      price: 7_500,
      categoryId,
      published: true,
      initialStock: 0,
      ...overrides,
    };
    return ok(await admin('POST', 'products', input), 201) as {
      id: number;
      variations: { id: number }[];
    };
  };

  const raise = async (productId: number, delta: number, variationId?: number) =>
    ok(
      await admin('POST', `products/${productId}/stock`, {
        delta,
        reason: delta > 0 ? 'received' : 'damaged',
        ...(variationId ? { variationId } : {}),
      }),
    );

  const emailsTo = (to: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.id));
  const alertsFor = (productId: number) =>
    db().select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

  it('keeps one alert per product and address, in the language last asked in', async () => {
    const product = await createProduct();
    const guest = await createGuest(t.app);
    const first = ok(await ask(product.id, { email: '  Lina@Example.COM ' }), 201);
    expect(stockAlertSchema.parse(first)).toEqual({
      productId: product.id,
      email: 'lina@example.com',
    });
    // Asking again is fine: the same answer, still one alert, now in Arabic and the caller's.
    const again = ok(
      await ask(
        product.id,
        { email: 'lina@example.com' },
        { lang: 'ar', token: guest.accessToken },
      ),
      201,
    );
    expect(again).toEqual(first);
    expect(await alertsFor(product.id)).toEqual([
      expect.objectContaining({
        email: 'lina@example.com',
        language: 'ar',
        userId: guest.userId,
        notifiedAt: null,
      }),
    ]);
  });

  it('refuses a bad email naming it (400), and a product a shopper cannot see (404)', async () => {
    const product = await createProduct();
    expect(errorOf(await ask(product.id, { email: 'not-an-email' }), 400).fields).toEqual({
      email: en['validation.email'],
    });
    expect(errorOf(await ask(product.id, { email: 'nope' }, { lang: 'ar' }), 400).fields).toEqual({
      email: ar['validation.email'],
    });
    expect(errorOf(await ask(product.id, {}), 400).fields).toHaveProperty('email');
    expect(errorOf(await ask('abc', { email: 'a@example.com' }), 400).fields).toHaveProperty(
      'productId',
    );
    expect(errorOf(await ask(2_000_000_000, { email: 'a@example.com' }), 404).code).toBe(
      'not_found',
    );
    const hidden = await createProduct({ published: false });
    expect(errorOf(await ask(hidden.id, { email: 'a@example.com' }), 404).code).toBe('not_found');
    expect(await alertsFor(product.id)).toEqual([]);
  });

  it('raising the stock from 0 queues one email per alert, in its language, once', async () => {
    const product = await createProduct();
    const english = `en-${randomUUID()}@example.com`;
    const arabic = `ar-${randomUUID()}@example.com`;
    ok(await ask(product.id, { email: english }), 201);
    ok(await ask(product.id, { email: arabic }, { lang: 'ar' }), 201);
    expect(await emailsTo(english)).toEqual([]);

    await raise(product.id, 3);
    const [toEnglish, ...moreEnglish] = await emailsTo(english);
    expect(moreEnglish).toEqual([]);
    expect(toEnglish?.subject).toContain('Alert Lantern is back in stock');
    expect(toEnglish?.body).toContain(`/products/${product.id}\n`);
    expect(toEnglish?.html).toContain('<html lang="en" dir="ltr">');
    expect(toEnglish?.html).toContain(`/products/${product.id}"`);

    const [toArabic, ...moreArabic] = await emailsTo(arabic);
    expect(moreArabic).toEqual([]);
    expect(toArabic?.subject).toContain('فانوس التنبيه متوفر من جديد');
    expect(toArabic?.body).toContain(`/products/${product.id}?lang=ar`);
    expect(toArabic?.body).not.toMatch(ISOLATES);
    expect(toArabic?.html).toContain('<html lang="ar" dir="rtl">');
    expect(toArabic?.html).toContain('<bdi><strong>فانوس التنبيه</strong></bdi>');
    expect((await alertsFor(product.id)).every((alert) => alert.notifiedAt !== null)).toBe(true);

    // Raising it again sends nothing: the alerts are done.
    await raise(product.id, 2);
    expect(await emailsTo(english)).toHaveLength(1);
    expect(await emailsTo(arabic)).toHaveLength(1);

    // Asked again while it can be bought: told the next time it comes back, not before.
    ok(await ask(product.id, { email: english }), 201);
    await raise(product.id, 1);
    expect(await emailsTo(english)).toHaveLength(1);
    await raise(product.id, -6);
    expect(await emailsTo(english)).toHaveLength(1);
    await raise(product.id, 1);
    expect(await emailsTo(english)).toHaveLength(2);
  });

  it('sends nothing for a product still at 0, or one that cannot be bought', async () => {
    const waiting = await createProduct();
    const other = await createProduct();
    const email = `still-${randomUUID()}@example.com`;
    ok(await ask(waiting.id, { email }), 201);
    await raise(other.id, 5);
    expect(await emailsTo(email)).toEqual([]);

    // Stock arriving for a product taken off the shop is not "back": the alert waits.
    await db().update(products).set({ published: false }).where(eq(products.id, waiting.id));
    await raise(waiting.id, 5);
    expect(await emailsTo(email)).toEqual([]);
    expect(await alertsFor(waiting.id)).toEqual([expect.objectContaining({ notifiedAt: null })]);
  });

  it('sends the alerts of a product with variations when one of them is back', async () => {
    const product = await createProduct({
      options: [
        {
          name: { en: 'Colour', ar: 'اللون' },
          kind: 'color',
          values: [
            { value: { en: 'Alert Red', ar: 'أحمر' }, colorHex: '#cc2233' },
            { value: { en: 'Alert Blue', ar: 'أزرق' }, colorHex: '#2233cc' },
          ],
        },
      ],
      variations: [
        { sku: `ALERT-RED-${randomUUID().slice(0, 6)}`, price: 7_500, values: ['Alert Red'] },
        { sku: `ALERT-BLUE-${randomUUID().slice(0, 6)}`, price: 7_500, values: ['Alert Blue'] },
      ],
    });
    const email = `variation-${randomUUID()}@example.com`;
    ok(await ask(product.id, { email }, { lang: 'ar' }), 201);
    await raise(product.id, 2, product.variations[1]!.id);
    expect(await emailsTo(email)).toHaveLength(1);
    await raise(product.id, 2, product.variations[0]!.id);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('sends the alerts when a cancelled order gives the last units back', async () => {
    const product = await createProduct({ initialStock: 1 });
    const buyer = await createGuest(t.app);
    await prepareCheckout(db(), buyer.userId, { email: `buyer-${randomUUID()}@example.com` });
    ok(await cartClient(t.app, buyer.accessToken).add({ productId: product.id, quantity: 1 }));
    const order = ok(
      await ordersClient(t.app, buyer.accessToken).place(buyer.userId, randomUUID()),
      201,
    ) as { orderId: number };

    const email = `cancel-${randomUUID()}@example.com`;
    ok(await ask(product.id, { email }), 201);
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderId}/cancel`,
        headers: authHeader(buyer.accessToken),
        payload: { reason: 'Changed my mind' },
      }),
    );
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('Alert Lantern');
  });

  it('limits how often one client may ask (429)', async () => {
    const product = await createProduct();
    const ip = '10.29.1.1';
    for (let i = 0; i < 10; i++) {
      ok(await ask(product.id, { email: `limit-${i}@example.com` }, { ip }), 201);
    }
    expect(errorOf(await ask(product.id, { email: 'limit-x@example.com' }, { ip }), 429).code).toBe(
      'rate_limited',
    );
  });
});
