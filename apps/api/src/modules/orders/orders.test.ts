import { randomUUID } from 'node:crypto';
import { cartSchema } from '@storefront/contracts/cart';
import {
  type Order,
  orderItemSchema,
  orderPageSchema,
  orderSchema,
  reorderResultSchema,
} from '@storefront/contracts/orders';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, payments, products, promoCodes, variations } from '../../db/schema.ts';
import { errorOf } from '../../test/answers.ts';
import { createGuest, useTestApp } from '../../test/app.ts';
import { cartClient } from '../cart/test-fixture.ts';
import {
  insertOrderPromoCodes,
  insertOrdersCatalogue,
  O,
  ordersClient,
  prepareCheckout,
  setEnforceTerms,
} from './test-fixture.ts';

const P = O.product;

function orderOf(response: LightMyRequestResponse, status = 201): Order {
  expect(response.statusCode, response.body).toBe(status);
  return orderSchema.parse(response.json());
}

const key = () => randomUUID();

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('orders (spec 7 Orders)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  beforeAll(async () => {
    await insertOrdersCatalogue(t.database.db);
    await insertOrderPromoCodes(t.database.db);
  });
  const db = () => t.database.db;

  const shopper = async (lang = 'en', options: Parameters<typeof prepareCheckout>[2] = {}) => {
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, options);
    return {
      ...guest,
      cart: cartClient(t.app, guest.accessToken, lang),
      orders: ordersClient(t.app, guest.accessToken, lang),
    };
  };
  const stockOf = async (id: number) =>
    (await db().select({ q: products.activeQty }).from(products).where(eq(products.id, id)))[0]?.q;
  const variationStock = async (id: number) =>
    (
      await db().select({ q: variations.activeQty }).from(variations).where(eq(variations.id, id))
    )[0]?.q;

  it('places an order from the cart: totals from the catalogue, stock taken, cart emptied', async () => {
    const s = await shopper();
    expect((await s.cart.add({ productId: P.lamp, quantity: 2 })).statusCode).toBe(200);
    expect(
      (await s.cart.add({ productId: P.shirt, variationId: O.variation.blue, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const lampBefore = await stockOf(P.lamp);
    const order = orderOf(
      await s.orders.place(s.userId, key(), {
        acceptCheckoutTerms: true,
        orderNotes: 'Ring twice',
        // Tampered prices and quantities are ignored; the note of a matching line is kept.
        items: [
          { productId: P.lamp, quantity: 99, unitPrice: 1, itemNotes: 'Gift wrap' },
          { productId: P.shirt, variationId: O.variation.blue, quantity: 1, unitPrice: 0 },
        ],
      }),
    );
    expect(order.status).toBe('placed');
    expect(order.orderNumber).toBe(`DK-${String(order.orderId).padStart(6, '0')}`);
    expect(order.subTotal).toBe(2 * 4_000 + 3_500);
    expect(order.total).toBe(order.subTotal - order.discount + order.shippingAmount);
    expect(order.itemCount).toBe(3);
    expect(order.paymentMethodCode).toBe('cash_on_delivery');
    expect(order.paymentReference).toBeNull();
    expect(order.billingAddress.countryName).toBe('Kuwait');
    expect(await stockOf(P.lamp)).toBe((lampBefore ?? 0) - 2);
    expect(await variationStock(O.variation.blue)).toBe(2);
    expect(await stockOf(P.shirt)).toBe(7);

    const items = (await s.orders.items(order.orderId)).json() as unknown[];
    const parsed = items.map((item) => orderItemSchema.parse(item));
    expect(parsed.map((i) => [i.productName, i.quantity, i.unitPrice, i.itemNotes])).toEqual([
      ['Order Lamp', 2, 4_000, 'Gift wrap'],
      ['Order Shirt', 1, 3_500, ''],
    ]);
    expect(parsed[1]?.attributes).toEqual([{ attributeName: 'Colour', value: 'Blue' }]);

    const cart = cartSchema.parse((await s.cart.get(s.userId)).json());
    expect(cart.items).toEqual([]);
    expect(cart.shippingAddressId).toBeNull();
    expect(cart.paymentMethodId).toBeNull();
  });

  it('replays the same Idempotency-Key: the same order, one row, stock taken once', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.mug, quantity: 3 });
    const before = await stockOf(P.mug);
    const k = key();
    const first = orderOf(await s.orders.place(s.userId, k));
    const again = orderOf(await s.orders.place(s.userId, k), 200);
    expect(again).toEqual(first);
    const rows = await db().select().from(orders).where(eq(orders.userId, s.userId));
    expect(rows).toHaveLength(1);
    expect(await stockOf(P.mug)).toBe((before ?? 0) - 3);
  });

  it('refuses the same Idempotency-Key with a different request (422), placing nothing more', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.mug, quantity: 1 });
    const k = key();
    orderOf(await s.orders.place(s.userId, k, { acceptCheckoutTerms: true, orderNotes: 'A' }));
    // The same request with its keys in another order is the same request.
    orderOf(await s.orders.place(s.userId, k, { orderNotes: 'A', acceptCheckoutTerms: true }), 200);
    const error = errorOf(
      await s.orders.place(s.userId, k, { acceptCheckoutTerms: true, orderNotes: 'B' }),
      422,
    );
    expect(error.code).toBe('idempotency_key_reused');
    expect(error.fields).toHaveProperty('Idempotency-Key');
    expect(await db().select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(1);
  });

  it('orders whatever the cart can price: 10 lines × 999 × KD 250 pass a 32-bit total', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => 8_600_101 + i);
    await db()
      .insert(products)
      .values(
        ids.map((id) => ({
          id,
          sku: `ORD-BIG-${id}`,
          name: { en: `Big ${id}`, ar: `كبير ${id}` },
          categoryId: O.category,
          categoryPath: [O.category],
          price: 250_000,
          activeQty: 1_000,
        })),
      );
    const s = await shopper();
    for (const productId of ids) {
      expect((await s.cart.add({ productId, quantity: 999 })).statusCode).toBe(200);
    }
    const order = orderOf(await s.orders.place(s.userId, key()));
    expect(order.subTotal).toBe(10 * 999 * 250_000);
    expect(order.subTotal).toBeGreaterThan(2 ** 31);
    expect(order.total).toBe(order.subTotal - order.discount + order.shippingAmount);
    const again = orderOf(await s.orders.get(order.orderId), 200);
    expect(again.total).toBe(order.total);
    expect((await s.orders.document(order.orderId)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed Idempotency-Key, naming it', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.mug, quantity: 1 });
    for (const bad of [undefined, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const error = errorOf(await s.orders.place(s.userId, bad), 400);
      expect(error.fields).toHaveProperty('Idempotency-Key');
    }
  });

  it('400 naming what is missing: empty cart, addresses, payment method, terms', async () => {
    const empty = await shopper();
    expect(errorOf(await empty.orders.place(empty.userId, key()), 400).fields).toHaveProperty(
      'cart',
    );

    const noPayment = await shopper('en', { paymentMethodId: null });
    await noPayment.cart.add({ productId: P.mug, quantity: 1 });
    expect(
      errorOf(await noPayment.orders.place(noPayment.userId, key()), 400).fields,
    ).toHaveProperty('paymentMethodId');

    const noAddress = await createGuest(t.app);
    await cartClient(t.app, noAddress.accessToken).add({ productId: P.mug, quantity: 1 });
    const error = errorOf(
      await ordersClient(t.app, noAddress.accessToken).place(noAddress.userId, key()),
      400,
    );
    expect(error.fields).toHaveProperty('billingAddressId');

    const terms = await shopper('ar');
    await terms.cart.add({ productId: P.mug, quantity: 1 });
    const refused = errorOf(
      await terms.orders.place(terms.userId, key(), { acceptCheckoutTerms: false }),
      400,
    );
    expect(refused.fields).toHaveProperty('acceptCheckoutTerms');
    expect(refused.message).toBe('وافق على الشروط لإتمام الطلب.');
    await setEnforceTerms(db(), false);
    try {
      orderOf(await terms.orders.place(terms.userId, key(), {}));
    } finally {
      await setEnforceTerms(db(), true);
    }
  });

  it('409 listing the lines short of stock, and nothing changes', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.mug, quantity: 1 });
    await s.cart.add({ productId: P.gone, quantity: 5 });
    await db().update(products).set({ activeQty: 2 }).where(eq(products.id, P.gone));
    const mugBefore = await stockOf(P.mug);
    const error = errorOf(await s.orders.place(s.userId, key()), 409);
    expect(Object.keys(error.fields ?? {})).toEqual(['items.1']);
    expect(await stockOf(P.mug)).toBe(mugBefore);
    expect(await db().select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
    expect(cartSchema.parse((await s.cart.get(s.userId)).json()).items).toHaveLength(2);
  });

  it('counts a promo code use, and refuses one used up meanwhile', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.lamp, quantity: 1 });
    expect((await s.cart.applyCode('ORD10')).statusCode).toBe(200);
    const order = orderOf(await s.orders.place(s.userId, key()));
    expect(order.promoCode).toBe('ORD10');
    expect(order.discount).toBe(400);
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'ORD10'));
    expect(code?.usedCount).toBe(1);

    const a = await shopper();
    const b = await shopper();
    for (const x of [a, b]) {
      await x.cart.add({ productId: P.mug, quantity: 1 });
      expect((await x.cart.applyCode('ORDONCE')).statusCode).toBe(200);
    }
    expect(orderOf(await a.orders.place(a.userId, key())).discount).toBe(1_000);
    // b's cart still shows the code (not applicable now): the order goes without a discount.
    const second = orderOf(await b.orders.place(b.userId, key()));
    expect(second.promoCode).toBeNull();
    expect(second.discount).toBe(0);
  });

  it('a sandbox card order awaits payment with a pending payment of the total', async () => {
    const s = await shopper('en', { paymentMethodId: 2 });
    await s.cart.add({ productId: P.mug, quantity: 2 });
    const order = orderOf(await s.orders.place(s.userId, key()));
    expect(order.status).toBe('awaiting_payment');
    expect(order.paymentMethodCode).toBe('sandbox_card');
    expect(order.paymentReference).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe('pending');
    expect(payment?.amount).toBe(order.total);
    expect(payment?.reference).toBe(order.paymentReference);
  });

  it('lists the caller’s orders newest first, paginated', async () => {
    const s = await shopper();
    const placed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await prepareCheckout(db(), s.userId);
      await s.cart.add({ productId: P.mug, quantity: 1 });
      placed.push(orderOf(await s.orders.place(s.userId, key())).orderId);
    }
    const page1 = orderPageSchema.parse((await s.orders.list(s.userId, '?itemsPerPage=2')).json());
    expect(page1.count).toBe(3);
    expect(page1.items.map((o) => o.orderId)).toEqual([placed[2], placed[1]]);
    const page2 = orderPageSchema.parse(
      (await s.orders.list(s.userId, '?itemsPerPage=2&page=2')).json(),
    );
    expect(page2.items.map((o) => o.orderId)).toEqual([placed[0]]);
    expect((await s.orders.list(s.userId, '?itemsPerPage=51')).statusCode).toBe(400);
    const other = await shopper();
    expect((await other.orders.list(s.userId)).statusCode).toBe(403);
  });

  it('another user’s order, items, invoice and reorder answer 404', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.mug, quantity: 1 });
    const order = orderOf(await s.orders.place(s.userId, key()));
    const other = await shopper();
    for (const response of [
      await other.orders.get(order.orderId),
      await other.orders.items(order.orderId),
      await other.orders.document(order.orderId),
      await other.orders.reorder(order.orderId),
      await other.orders.get(2_000_000_000),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await s.orders.get(order.orderId)).statusCode).toBe(200);
  });

  it('writes the invoice as a PDF in the language asked for, every address line whole', async () => {
    const en = await shopper('en');
    await en.cart.add({ productId: P.lamp, quantity: 1 });
    const enOrder = orderOf(await en.orders.place(en.userId, key()));
    const enPdf = await en.orders.document(enOrder.orderId);
    expect(enPdf.statusCode).toBe(200);
    expect(enPdf.headers['content-type']).toBe('application/pdf');
    expect(enPdf.headers['content-disposition']).toContain(enOrder.orderNumber);
    expect(enPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Also in the document's information (Subject), where a plain byte search finds it.
    expect(enPdf.rawPayload.toString('latin1')).toContain(enOrder.orderNumber);
    const enText = await pdfText(enPdf.rawPayload);
    expect(enText).toContain(enOrder.orderNumber);
    expect(enText).toContain('Order Lamp');
    expect(enText).toContain('KD 4.000');

    const ar = await shopper('ar');
    // Every part of an address, to prove none is cut.
    await db()
      .update(addresses)
      .set({ avenue: '5', floor: '3', apartment: '12B', street: 'Gulf Road Extension' })
      .where(eq(addresses.userId, ar.userId));
    await ar.cart.add({ productId: P.lamp, quantity: 1 });
    const arOrder = orderOf(await ar.orders.place(ar.userId, key()));
    expect(arOrder.lang).toBe('ar');
    // Someone else's: 404 like none.
    expect((await en.orders.document(arOrder.orderId)).statusCode).toBe(404);
    // In the language the shopper reads the shop in now: asked in English, English.
    const asEnglish = await ordersClient(t.app, ar.accessToken, 'en').document(arOrder.orderId);
    const asEnglishText = await pdfText(asEnglish.rawPayload);
    expect(asEnglishText).toContain('Invoice');
    // Every line of the address, the apartment included, and the phone left to right.
    for (const part of ['Gulf Road Extension', 'Floor 3', 'Apartment 12B', '+96550000001']) {
      expect(asEnglishText).toContain(part);
    }
    const own = await ordersClient(t.app, ar.accessToken, 'ar').document(arOrder.orderId);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const arText = await pdfText(own.rawPayload);
    expect(arText).toContain(arOrder.orderNumber);
    expect(arText).toContain('KD 4.000');
    // The phone keeps its + in front inside Arabic, and the apartment is there.
    expect(arText).toContain('+96550000001');
    expect(arText).not.toContain('96550000001+');
    expect(arText).toContain('12B');
    // Shaped with Noto Sans Arabic: the extracted text is Arabic (letters whose shapes share a
    // glyph extract as one of them, so only words without such letters are compared).
    expect(arText).toContain('الطلب');
    expect(arText).not.toContain('Invoice');
  });

  it('reorder puts what can still be bought back in the cart, capped at the stock', async () => {
    const s = await shopper();
    await s.cart.add({ productId: P.rare, quantity: 4 });
    await s.cart.add({ productId: P.mug, quantity: 2 });
    await s.cart.add({ productId: P.gone, quantity: 1 });
    await db().update(products).set({ activeQty: 5 }).where(eq(products.id, P.gone));
    const order = orderOf(await s.orders.place(s.userId, key()));
    await db().update(products).set({ activeQty: 3 }).where(eq(products.id, P.rare));
    await db().update(products).set({ published: false }).where(eq(products.id, P.gone));
    try {
      const response = await s.orders.reorder(order.orderId);
      expect(response.statusCode, response.body).toBe(200);
      const result = reorderResultSchema.parse(response.json());
      expect(result.added).toEqual([
        { productName: 'Order Rare', quantity: 3, requested: 4 },
        { productName: 'Order Mug', quantity: 2, requested: 2 },
      ]);
      expect(result.unavailable).toEqual([
        { productName: 'Order Rare', reason: 'reduced' },
        { productName: 'Order Gone', reason: 'unavailable' },
      ]);
      expect(result.cart.items.map((i) => [i.productId, i.productQuantity])).toEqual([
        [P.rare, 3],
        [P.mug, 2],
      ]);
    } finally {
      await db().update(products).set({ published: true }).where(eq(products.id, P.gone));
    }
  });
});
