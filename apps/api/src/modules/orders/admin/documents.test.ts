import { randomUUID } from 'node:crypto';
import { type Order, orderSchema } from '@storefront/contracts/orders';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { insertOrdersCatalogue, O, ordersClient, prepareCheckout } from '../test-fixture.ts';

/**
 * Issue 26: GET admin/orders/{id}/packing-slip as the back office downloads it: a PDF holding
 * the order number, each line's SKU, name, variation and quantity and no price, in the order's
 * language or the one asked; for staff who see orders only.
 */

const P = O.product;

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the packing slip (issue 26)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  const db = () => t.database.db;
  const password = 'a-long-staff-password-1';
  const tokens = { orders: '', support: '', catalogue: '' };
  let order: Order;
  let arabicOrder: Order;

  /** A guest's order of a lamp and two red shirts, placed in `lang`. */
  const place = async (lang: 'en' | 'ar') => {
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId, { email: `slip-${randomUUID()}@example.com` });
    const cart = cartClient(t.app, guest.accessToken);
    expect((await cart.add({ productId: P.lamp, quantity: 1 })).statusCode).toBe(200);
    expect(
      (await cart.add({ productId: P.shirt, variationId: O.variation.red, quantity: 2 }))
        .statusCode,
    ).toBe(200);
    const response = await ordersClient(t.app, guest.accessToken, lang).place(
      guest.userId,
      randomUUID(),
    );
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  };

  beforeAll(async () => {
    await insertOrdersCatalogue(db());
    await db()
      .update(products)
      .set({ activeQty: 1000 })
      .where(inArray(products.id, [P.lamp, P.mug]));
    for (const role of ['orders', 'support', 'catalogue'] as const) {
      const email = `slip-${role}@admin.test`;
      await createUser(db(), { email, password, role: 'staff', staffRoleId: role });
      tokens[role] = (await signIn(t.app, email, password)).accessToken;
    }
    order = await place('en');
    arabicOrder = await place('ar');
  });

  const slip = (id: number, query = '', token = tokens.orders) =>
    t.app.inject({
      url: `/api/admin/orders/${id}/packing-slip${query}`,
      headers: { ...authHeader(token), 'accept-language': 'en' },
    });

  const textOf = async (response: LightMyRequestResponse) => {
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { text: text.replace(/[\u2066-\u2069]/g, ''), title: info.Title ?? '' };
  };

  it('is a PDF with the order number, the SKUs, names, variation and quantities, and no price', async () => {
    const response = ok(await slip(order.orderId));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}-en.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, title } = await textOf(response);
    expect(title).toBe(`Packing slip ${order.orderNumber}`);
    for (const part of [
      order.orderNumber,
      `ORD-${P.lamp}`,
      'ORD-SHIRT-RED',
      'Order Lamp',
      'Order Shirt',
      'Colour: Red',
      'Units in all: 3',
    ]) {
      expect(text).toContain(part);
    }
    // Neither the prices (4.000, 3.000), the totals, nor the currency.
    expect(text).not.toMatch(/KD|\d+\.\d{3}/);
  });

  it('is in the order’s language, or the one asked', async () => {
    const arabic = await textOf(ok(await slip(arabicOrder.orderId)));
    expect(arabic.title).toBe(`قائمة التعبئة ${arabicOrder.orderNumber}`);
    // Shaped Arabic extracts as glyphs: the words are checked on packing-slip.test.ts's picture.
    expect(arabic.text).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.text).toContain(arabicOrder.orderNumber);
    expect(arabic.text).toContain('ORD-SHIRT-RED');
    expect(arabic.text).not.toMatch(/KD|\d+\.\d{3}/);
    const asked = ok(await slip(arabicOrder.orderId, '?lang=en'));
    expect(asked.headers['content-disposition']).toContain('-en.pdf');
    expect((await textOf(asked)).title).toBe(`Packing slip ${arabicOrder.orderNumber}`);
    const inArabic = await textOf(ok(await slip(order.orderId, '?lang=ar')));
    expect(inArabic.title).toBe(`قائمة التعبئة ${order.orderNumber}`);
  });

  it('refuses a language it does not write, naming lang (400)', async () => {
    const response = await slip(order.orderId, '?lang=fr');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toHaveProperty('lang');
  });

  it('is for staff who see orders: support reads it, the catalogue role is refused (403)', async () => {
    ok(await slip(order.orderId, '', tokens.support));
    expect((await slip(order.orderId, '', tokens.catalogue)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/api/admin/orders/${order.orderId}/packing-slip`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await slip(987_654);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error.code).toBeTruthy();
  });
});
