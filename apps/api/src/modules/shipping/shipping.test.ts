import { formatPrice } from '@storefront/contracts';
import { type Cart, cartSchema } from '@storefront/contracts/cart';
import { type ShippingMethod, shippingMethodSchema } from '@storefront/contracts/shipping';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, shippingMethods } from '../../db/schema.ts';
import { errorOf } from '../../test/answers.ts';
import { authHeader, createGuest, useTestApp } from '../../test/app.ts';
import { C, cartClient, insertCartCatalogue } from '../cart/test-fixture.ts';
import { quoteShipping } from './service.ts';

function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

const methodsOf = (response: LightMyRequestResponse): ShippingMethod[] => {
  expect(response.statusCode, response.body).toBe(200);
  return shippingMethodSchema.array().parse(response.json());
};

describe('shipping methods and the cart’s shipping choices (spec 7)', () => {
  const t = useTestApp({ env: { GUEST_CREATION_PER_MINUTE: '1000' } });
  beforeAll(async () => {
    await insertCartCatalogue(t.database.db);
  });

  /** A guest with kettles (KD 12.000 each) in the cart and a Kuwaiti or Saudi address. */
  const shopper = async (kettles: number, lang = 'en') => {
    const guest = await createGuest(t.app);
    const headers = { ...authHeader(guest.accessToken), 'accept-language': lang };
    const cart = cartClient(t.app, guest.accessToken, lang);
    if (kettles > 0) {
      const added = await cart.add({ productId: C.product.kettle, quantity: kettles });
      expect(added.statusCode, added.body).toBe(200);
    }
    const save = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${guest.userId}/address`,
        headers,
        payload: { fullName: 'Test Shopper', email: 'shopper@example.com', ...payload },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().addressId as number;
    };
    const kuwait = await save({
      phone: '50001234',
      countryId: 1,
      stateId: 1,
      areaId: 101,
      block: '1',
      street: '2',
      building: '3',
    });
    const saudi = await save({ phone: '0501234567', countryId: 2, stateId: 201 });
    return {
      ...guest,
      headers,
      cart,
      kuwait,
      saudi,
      methods: (query: string) => t.app.inject({ url: `/api/shipping-methods?${query}`, headers }),
      setAddress: (id: number | string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/carts/shipping-address?shippingAddressId=${id}`,
          headers,
        }),
      setBilling: (id: number | string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/carts/billing-address?billingAddressId=${id}`,
          headers,
        }),
      setMethod: (id: number | string, shippingAmount: unknown) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/carts/shipping-method?shippingMethodId=${id}`,
          headers,
          payload: { shippingAmount },
        }),
    };
  };

  it('lists the methods for a country, priced for the sub-total (0 without a token)', async () => {
    const anonymous = methodsOf(await t.app.inject({ url: '/api/shipping-methods?countryId=1' }));
    expect(anonymous.map((m) => [m.code, m.price, m.isFree])).toEqual([
      ['standard', 1_500, false],
      ['express', 3_500, false],
    ]);
    expect(anonymous[0]).toMatchObject({
      shippingMethodId: 1,
      name: 'Standard delivery',
      regularPrice: 1_500,
      freeFrom: 20_000,
      minDays: 2,
      maxDays: 4,
    });
    // Outside Kuwait only standard goes.
    const saudi = methodsOf(
      await t.app.inject({
        url: '/api/shipping-methods?countryId=2',
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(saudi.map((m) => [m.shippingMethodId, m.name])).toEqual([[1, 'التوصيل العادي']]);

    // Two kettles (KD 24): standard is free. Five (KD 60): free delivery is offered too.
    const two = await shopper(2);
    expect(methodsOf(await two.methods('countryId=1')).map((m) => [m.code, m.price])).toEqual([
      ['standard', 0],
      ['express', 3_500],
    ]);
    const five = await shopper(5);
    expect(
      methodsOf(await five.methods(`addressId=${five.kuwait}`)).map((m) => [m.code, m.price]),
    ).toEqual([
      ['standard', 0],
      ['express', 3_500],
      ['free', 0],
    ]);
    expect(methodsOf(await five.methods(`addressId=${five.saudi}`)).map((m) => m.code)).toEqual([
      'standard',
    ]);

    // Someone else's address, an unknown country, no destination.
    errorOf(await two.methods(`addressId=${five.kuwait}`), 404);
    errorOf(await t.app.inject({ url: `/api/shipping-methods?addressId=${five.kuwait}` }), 401);
    expect(errorOf(await two.methods('countryId=99'), 400).fields).toHaveProperty('countryId');
    errorOf(await two.methods(''), 400);
    errorOf(await two.methods('countryId=x'), 400);
  });

  it('GET shipping-methods/{id}: active methods only', async () => {
    const one = await t.app.inject({ url: '/api/shipping-methods/2' });
    expect(shippingMethodSchema.parse(one.json())).toMatchObject({ code: 'express', price: 3_500 });
    errorOf(await t.app.inject({ url: '/api/shipping-methods/999' }), 404);
    errorOf(await t.app.inject({ url: '/api/shipping-methods/abc' }), 400);
  });

  it('quoteShipping: the free threshold, the minimum, the country, inactive methods', async () => {
    const db = t.database.db;
    const to = (countryCode: string) => ({ countryCode, areaId: null });
    expect(await quoteShipping(db, 1, to('kw'), 19_999)).toMatchObject({ amount: 1_500 });
    expect(await quoteShipping(db, 1, to('kw'), 20_000)).toMatchObject({ amount: 0 });
    expect(await quoteShipping(db, 1, to('om'), 0)).toMatchObject({ amount: 1_500 });
    expect(await quoteShipping(db, 2, to('sa'), 0)).toBeNull();
    expect(await quoteShipping(db, 3, to('kw'), 49_999)).toBeNull();
    expect(await quoteShipping(db, 3, to('kw'), 50_000)).toEqual({
      methodId: 3,
      amount: 0,
      name: { en: 'Free delivery', ar: 'توصيل مجاني' },
      minDays: 3,
      maxDays: 5,
    });
    expect(await quoteShipping(db, 999, to('kw'), 0)).toBeNull();
    // No method named: the shop's default (standard, in the demo shop).
    expect(await quoteShipping(db, null, to('kw'), 0)).toMatchObject({ methodId: 1 });
    await db.insert(shippingMethods).values({
      id: 90,
      code: 'paused',
      name: { en: 'Paused' },
      price: 100,
      minDays: 1,
      maxDays: 1,
      active: false,
    });
    expect(await quoteShipping(db, 90, to('kw'), 0)).toBeNull();
  });

  it('the shipping method needs an address, is priced by the server, and a tampered amount is refused', async () => {
    const s = await shopper(1);
    expect(errorOf(await s.setMethod(1, 1_500), 400).fields).toHaveProperty('shippingAddressId');

    let cart = cartOf(await s.setAddress(s.kuwait));
    expect(cart.shippingAddressId).toBe(s.kuwait);

    // Tampered: nothing changes, the message gives the right amount.
    const tampered = errorOf(await s.setMethod(1, 0), 409);
    expect(tampered.fields).toHaveProperty('shippingAmount');
    expect(tampered.message).toContain(formatPrice(1_500));
    const [stored] = await t.database.db.select().from(carts).where(eq(carts.userId, s.userId));
    expect(stored).toMatchObject({ shippingMethodId: null, shippingAmount: 0 });

    cart = cartOf(await s.setMethod(1, 1_500));
    expect(cart).toMatchObject({
      shippingMethodId: 1,
      shippingAmount: 1_500,
      subTotal: 12_000,
      total: 13_500,
    });
    cart = cartOf(await s.cart.get(s.userId));
    expect(cart).toMatchObject({ shippingMethodId: 1, shippingAmount: 1_500, total: 13_500 });

    // Free delivery is not offered below KD 50; express not to Saudi Arabia.
    expect(errorOf(await s.setMethod(3, 0), 404).fields).toHaveProperty('shippingMethodId');
    errorOf(await s.setMethod(999, 0), 404);
    errorOf(await s.setMethod(1, -1), 400);
    errorOf(await s.setMethod(1, 'free'), 400);

    cart = cartOf(await s.setMethod(2, 3_500));
    expect(cart).toMatchObject({ shippingMethodId: 2, shippingAmount: 3_500 });
    // Moving to a Saudi address drops express (it does not go there).
    cart = cartOf(await s.setAddress(s.saudi));
    expect(cart).toMatchObject({
      shippingAddressId: s.saudi,
      shippingMethodId: null,
      shippingAmount: 0,
    });
    errorOf(await s.setMethod(2, 3_500), 404);
    cart = cartOf(await s.setMethod(1, 1_500));
    expect(cart.total).toBe(13_500);
  });

  it("another user's address is refused on the cart", async () => {
    const me = await shopper(0);
    const other = await shopper(0);
    expect(errorOf(await me.setAddress(other.kuwait), 404).fields).toHaveProperty(
      'shippingAddressId',
    );
    expect(errorOf(await me.setBilling(other.kuwait), 404).fields).toHaveProperty(
      'billingAddressId',
    );
    errorOf(await me.setAddress('abc'), 400);
    const [stored] = await t.database.db.select().from(carts).where(eq(carts.userId, me.userId));
    expect(stored?.shippingAddressId ?? null).toBeNull();

    expect(cartOf(await me.setBilling(me.saudi)).billingAddressId).toBe(me.saudi);
    const [billed] = await t.database.db.select().from(carts).where(eq(carts.userId, me.userId));
    expect(billed?.billingAddressId).toBe(me.saudi);

    const anonymous = [
      t.app.inject({ method: 'PUT', url: '/api/carts/shipping-address?shippingAddressId=1' }),
      t.app.inject({ method: 'PUT', url: '/api/carts/billing-address?billingAddressId=1' }),
      t.app.inject({
        method: 'PUT',
        url: '/api/carts/shipping-method?shippingMethodId=1',
        payload: { shippingAmount: 0 },
      }),
    ];
    for (const answer of await Promise.all(anonymous)) expect(answer.statusCode).toBe(401);
  });
});
