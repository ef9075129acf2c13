import { randomUUID } from 'node:crypto';
import { ar } from '@storefront/contracts/i18n/ar';
import { en } from '@storefront/contracts/i18n/en';
import { type Order, orderLookupResultSchema, orderSchema } from '@storefront/contracts/orders';
import { DEFAULT_PRICE_SETTINGS } from '@storefront/contracts/price';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orderEvents,
  orders,
  outboxMessages,
  payments,
  products,
  promoCodes,
} from '../../../db/schema.ts';
import { errorOf } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import {
  insertOrderPromoCodes,
  insertOrdersCatalogue,
  O,
  ordersClient,
  prepareCheckout,
} from '../test-fixture.ts';
import { orderEmail } from './emails.ts';
import { expireUnpaidOrders, sendOrderEmail } from './service.ts';

const catalogues = { en, ar };

const P = O.product;

function orderOf(response: LightMyRequestResponse, status = 200): Order {
  expect(response.statusCode, response.body).toBe(status);
  return orderSchema.parse(response.json());
}

describe("an order's life (issue 15)", () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  let staffToken: string;
  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await insertOrderPromoCodes(db());
    // Every test places orders: enough stock for all of them.
    await db().update(products).set({ activeQty: 1000 }).where(eq(products.id, P.lamp));
    await db().update(products).set({ activeQty: 1000 }).where(eq(products.id, P.mug));
    await createUser(db(), {
      email: 'life-staff@example.com',
      password: 'Staff-pass-2026',
      role: 'staff',
    });
    staffToken = (await signIn(t.app, 'life-staff@example.com', 'Staff-pass-2026')).accessToken;
  });

  /** A guest with one order of 2 lamps and a mug, paid in cash (1) or by card (2). */
  const placed = async (
    options: { paymentMethodId?: number; email?: string; promo?: string } = {},
  ) => {
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, {
      paymentMethodId: options.paymentMethodId ?? 1,
      email: options.email ?? `life-${randomUUID()}@example.com`,
    });
    const cart = cartClient(t.app, guest.accessToken);
    expect((await cart.add({ productId: P.lamp, quantity: 2 })).statusCode).toBe(200);
    expect((await cart.add({ productId: P.mug, quantity: 1 })).statusCode).toBe(200);
    if (options.promo) expect((await cart.applyCode(options.promo)).statusCode).toBe(200);
    const client = ordersClient(t.app, guest.accessToken);
    const order = orderOf(await client.place(guest.userId, randomUUID()), 201);
    return { guest, client, order };
  };

  const stock = async () => ({
    lamp: (
      await db().select({ q: products.activeQty }).from(products).where(eq(products.id, P.lamp))
    )[0]!.q,
    mug: (
      await db().select({ q: products.activeQty }).from(products).where(eq(products.id, P.mug))
    )[0]!.q,
  });

  const cancel = (token: string, id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: { ...authHeader(token), ...headers },
      payload: { reason: 'Changed my mind' },
    });
  const setStatus = (id: number, status: string, note = '', token = staffToken) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: authHeader(token),
      payload: { status, note },
    });
  const emailsTo = async (to: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.id));
  // The confirmation's job may record it after a later step's email: look emails up by subject.
  const subjectsTo = async (to: string) => (await emailsTo(to)).map((mail) => mail.subject);
  const settle = () => t.app.ready().then(() => new Promise((r) => setTimeout(r, 50)));
  /** The confirmation is composed by a job once the order has committed. */
  const confirmationTo = async (to: string) => {
    await vi.waitFor(async () => expect(await emailsTo(to)).toHaveLength(1), { timeout: 10_000 });
    return (await emailsTo(to))[0];
  };

  it('starts a timeline, an estimate and a confirmation email with a plain and an HTML part', async () => {
    const email = `confirm-${randomUUID()}@example.com`;
    const { order } = await placed({ email });
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'placed', actor: 'shopper', note: '' }),
    ]);
    expect(order.contactEmail).toBe(email);
    expect(order.deliveryEstimate?.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.refund).toBeNull();
    const mail = await confirmationTo(email);
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.body).toContain('Order Lamp × 2');
    expect(mail?.body).toContain('KD 8.000');
    expect(mail?.body).toContain(`/track-order?number=${order.orderNumber}`);
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.html).toContain('<bdi dir="ltr"');
  });

  it('composes the confirmation on the job queue, and a job run twice records it once', async () => {
    const email = `once-${randomUUID()}@example.com`;
    const { order } = await placed({ email });
    await confirmationTo(email);
    // The job again, as after a crash between recording the email and finishing the job.
    await sendOrderEmail(db(), t.app.messenger, order.orderId, 'placed', 'http://shop.test', {
      dedupeKey: `order:${order.orderId}:placed`,
    });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('writes the emails in the order’s language: Arabic right to left, amounts isolated', async () => {
    const email = `arabic-${randomUUID()}@example.com`;
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, { email });
    const cart = cartClient(t.app, guest.accessToken, 'ar');
    expect((await cart.add({ productId: P.lamp, quantity: 1 })).statusCode).toBe(200);
    expect((await cart.add({ productId: P.mug, quantity: 1 })).statusCode).toBe(200);
    const order = orderOf(
      await ordersClient(t.app, guest.accessToken, 'ar').place(guest.userId, randomUUID()),
      201,
    );
    const mail = await confirmationTo(email);
    expect(mail?.subject).toContain('تم تأكيد طلبك');
    // Left-to-right marks, not isolates, which some mail apps draw as boxes.
    expect(mail?.body).toContain(`\u200e${order.orderNumber}\u200e`);
    expect(mail?.body).toContain('\u200eKD 4.000\u200e');
    expect(mail?.body).not.toMatch(/[\u2066-\u2069]/);
    expect(mail?.body).not.toMatch(/[a-z], /); // English commas stay out of Arabic lists
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');

    // Free delivery reads as the pages say it, not as an amount of 0.
    for (const lang of ['en', 'ar'] as const) {
      const free = orderEmail('placed', {
        order: { ...order, lang, shippingAmount: 0 },
        items: [],
        shop: 'Dukkan',
        link: 'https://shop.test/',
        price: DEFAULT_PRICE_SETTINGS,
        lang,
      });
      expect(free.text).toContain(
        `${catalogues[lang]['orders.detail.shipping']}: ${lang === 'ar' ? '\u200e' : ''}${catalogues[lang]['shipping.picker.free']}`,
      );
      expect(free.text).not.toContain('0.000');
    }
  });

  it('lets the shopper cancel until it ships: stock, promo use and the timeline follow, in one go', async () => {
    const before = await stock();
    const [promoBefore] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'ORD10'));
    const { guest, order } = await placed({ promo: 'ORD10' });
    expect((await stock()).lamp).toBe(before.lamp - 2);
    const cancelled = orderOf(await cancel(guest.accessToken, order.orderId));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.map((e) => [e.status, e.actor, e.note])).toEqual([
      ['placed', 'shopper', ''],
      ['cancelled', 'shopper', 'Changed my mind'],
    ]);
    expect(cancelled.deliveryEstimate).toBeNull();
    expect(await stock()).toEqual(before);
    const [promoAfter] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'ORD10'));
    expect(promoAfter?.usedCount).toBe(promoBefore?.usedCount);
    // Cancelled twice: refused, and nothing is given back twice.
    expect(errorOf(await cancel(guest.accessToken, order.orderId), 409).code).toBe('conflict');
    expect(await stock()).toEqual(before);
    await settle();
    expect(await subjectsTo(order.contactEmail)).toContainEqual(
      expect.stringContaining('cancelled'),
    );
  });

  it("writes a shopper's cancellation email in the language of the page they cancelled on", async () => {
    // Placed on the English site, cancelled on the Arabic one (issue 29's review).
    const { guest, order } = await placed();
    orderOf(await cancel(guest.accessToken, order.orderId, { 'accept-language': 'ar' }));
    await settle();
    expect(await subjectsTo(order.contactEmail)).toContainEqual(
      expect.stringContaining('تم إلغاء الطلب'),
    );
  });

  it("writes staff's moves in the order's own language, whatever the staff member reads", async () => {
    const { order } = await placed();
    const asArabicStaff = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderId}/status`,
      headers: { ...authHeader(staffToken), 'accept-language': 'ar' },
      payload: { status: 'cancelled', note: '' },
    });
    orderOf(asArabicStaff);
    await settle();
    expect(await subjectsTo(order.contactEmail)).toContainEqual(
      expect.stringContaining('is cancelled'),
    );
  });

  it('refuses the cancel once shipped, and to anyone but the owner (404, like none)', async () => {
    const { guest, order } = await placed();
    const stranger = await createGuest(t.app);
    expect(errorOf(await cancel(stranger.accessToken, order.orderId), 404).code).toBe('not_found');
    orderOf(await setStatus(order.orderId, 'processing'));
    orderOf(await setStatus(order.orderId, 'shipped', 'Tracking 123'));
    expect(errorOf(await cancel(guest.accessToken, order.orderId), 409).code).toBe('conflict');
    const seen = orderOf(await ordersClient(t.app, guest.accessToken).get(order.orderId));
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'shipped',
      actor: 'staff',
      note: 'Tracking 123',
    });
  });

  it('lets staff alone move statuses, along the machine only; each move is on the timeline with who made it', async () => {
    const { guest, order } = await placed();
    expect((await setStatus(order.orderId, 'processing', '', guest.accessToken)).statusCode).toBe(
      403,
    );
    const nobody = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderId}/status`,
      payload: { status: 'processing' },
    });
    expect(nobody.statusCode).toBe(401);
    expect(errorOf(await setStatus(order.orderId, 'delivered'), 409).fields).toEqual({
      status: 'The order cannot move to this status from where it is.',
    });
    expect(errorOf(await setStatus(order.orderId, 'paid'), 409).code).toBe('conflict');
    expect(errorOf(await setStatus(order.orderId, 'lost'), 400).fields).toHaveProperty('status');
    expect((await setStatus(2_000_000_000, 'processing')).statusCode).toBe(404);
    for (const status of ['processing', 'shipped', 'delivered']) {
      expect(orderOf(await setStatus(order.orderId, status)).status).toBe(status);
    }
    // The same status again changes nothing.
    expect(orderOf(await setStatus(order.orderId, 'delivered')).timeline).toHaveLength(4);
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.orderId));
    expect(events.filter((e) => e.actor === 'staff').every((e) => e.actorId !== null)).toBe(true);
    await settle();
    const subjects = (await emailsTo(order.contactEmail)).map((m) => m.subject);
    expect(subjects.some((s) => s?.includes('on its way'))).toBe(true);
    expect(subjects.some((s) => s?.includes('delivered'))).toBe(true);
  });

  it('takes a return request on a delivered order only, for lines and units that are its', async () => {
    const { guest, client, order } = await placed();
    const items = (await client.items(order.orderId)).json() as {
      itemId: number;
      quantity: number;
    }[];
    const lamp = items[0]!;
    const ask = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.orderId}/returns`,
        headers: authHeader(guest.accessToken),
        payload,
      });
    const oneLamp = { lines: [{ itemId: lamp.itemId, quantity: 1 }], reason: 'Too bright' };
    expect(errorOf(await ask(oneLamp), 409).code).toBe('conflict');
    for (const status of ['processing', 'shipped', 'delivered'])
      orderOf(await setStatus(order.orderId, status));
    expect(errorOf(await ask({ lines: [], reason: 'x' }), 400).fields).toHaveProperty('lines');
    expect(errorOf(await ask({ ...oneLamp, reason: '' }), 400).fields).toHaveProperty('reason');
    expect(
      errorOf(await ask({ lines: [{ itemId: 999_999, quantity: 1 }], reason: 'x' }), 400).fields,
    ).toEqual({ 'lines.0.itemId': 'This item is not part of the order.' });
    expect(
      errorOf(await ask({ lines: [{ itemId: lamp.itemId, quantity: 3 }], reason: 'x' }), 400)
        .fields,
    ).toHaveProperty('lines.0.quantity');
    const returned = orderOf(await ask(oneLamp), 201);
    expect(returned.returns).toEqual([
      expect.objectContaining({
        reason: 'Too bright',
        status: 'requested',
        lines: [{ itemId: lamp.itemId, quantity: 1 }],
      }),
    ]);
    // One lamp is left to ask back, not two.
    expect(
      errorOf(await ask({ lines: [{ itemId: lamp.itemId, quantity: 2 }], reason: 'x' }), 400)
        .fields,
    ).toHaveProperty('lines.0.quantity');
    const stranger = await createGuest(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/returns`,
      headers: authHeader(stranger.accessToken),
      payload: oneLamp,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('finds a guest order by number and email with one answer for every miss, and its key opens that order only', async () => {
    const email = `lookup-${randomUUID()}@example.com`;
    const { order } = await placed({ email });
    const other = await placed();
    const somebody = await createGuest(t.app);
    const lookup = (orderNumber: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        payload: { orderNumber, email: address },
      });
    const wrongEmail = errorOf(await lookup(order.orderNumber, 'nobody@example.com'), 404);
    const noOrder = errorOf(await lookup('DK-999999999', email), 404);
    expect(wrongEmail).toEqual(noOrder);
    expect(errorOf(await lookup('not a number', email), 400).fields).toHaveProperty('orderNumber');
    const found = await lookup(order.orderNumber.toLowerCase(), email.toUpperCase());
    expect(found.statusCode, found.body).toBe(200);
    const { accessToken, order: seen } = orderLookupResultSchema.parse(found.json());
    expect(seen.orderId).toBe(order.orderId);
    const withKey = {
      authorization: `Bearer ${somebody.accessToken}`,
      'order-access': accessToken,
    };
    expect(
      (await t.app.inject({ url: `/api/orders/${order.orderId}`, headers: withKey })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/orders/${order.orderId}/items`, headers: withKey }))
        .statusCode,
    ).toBe(200);
    const pdf = await t.app.inject({
      url: `/api/orders/${order.orderId}/document`,
      headers: withKey,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The key opens its order only, and is not an access token.
    expect(
      (await t.app.inject({ url: `/api/orders/${other.order.orderId}`, headers: withKey }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/orders/${order.orderId}`,
          headers: authHeader(accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      orderOf(await cancel(somebody.accessToken, order.orderId, { 'order-access': accessToken }))
        .status,
    ).toBe('cancelled');
  });

  it('expires a card payment left pending past its time: order cancelled, stock back, payment closed', async () => {
    const before = await stock();
    const { order } = await placed({ paymentMethodId: 2 });
    expect(order.status).toBe('awaiting_payment');
    expect((await stock()).lamp).toBe(before.lamp - 2);
    const fresh = await placed({ paymentMethodId: 2 });
    // Only the first one's payment is old.
    await db()
      .update(payments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(payments.orderId, order.orderId));
    const expired = await expireUnpaidOrders(db(), 30);
    expect(expired).toContain(order.orderId);
    expect(expired).not.toContain(fresh.order.orderId);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('cancelled');
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'cancelled' });
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.status, 'cancelled')));
    expect(event).toMatchObject({ actor: 'system', note: 'payment_expired' });
    expect((await stock()).lamp).toBe(before.lamp - 2); // the fresh order's two lamps
    // A second sweep (another instance, a restart) changes nothing.
    expect(await expireUnpaidOrders(db(), 30)).not.toContain(order.orderId);
    expect((await stock()).lamp).toBe(before.lamp - 2);
  });

  it('owes a paid card order back when it is cancelled, until staff record the refund', async () => {
    const { guest, order } = await placed({ paymentMethodId: 2 });
    await db()
      .update(payments)
      .set({ status: 'succeeded', completedAt: sql`now()` })
      .where(eq(payments.orderId, order.orderId));
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.id, order.orderId));
    const cancelled = orderOf(await cancel(guest.accessToken, order.orderId));
    expect(cancelled.refund).toBe('requested');
    const refunded = orderOf(await setStatus(order.orderId, 'refunded'));
    expect(refunded).toMatchObject({ status: 'refunded', refund: 'refunded' });
  });

  it('shows the timeline in the order list too', async () => {
    const { guest, client, order } = await placed();
    orderOf(await setStatus(order.orderId, 'processing'));
    const page = (await client.list(guest.userId)).json() as { items: Order[] };
    expect(page.items[0]?.timeline.map((e) => e.status)).toEqual(['placed', 'processing']);
  });
});
