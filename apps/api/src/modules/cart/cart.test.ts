import { randomUUID } from 'node:crypto';
import { type Cart, cartSchema, MAX_CART_LINES } from '@storefront/contracts/cart';
import { and, eq, lt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, files, productPictures, products, variations } from '../../db/schema.ts';
import { demoAccounts } from '../../db/seed/demo-accounts.ts';
import { errorOf } from '../../test/answers.ts';
import { authHeader, createGuest, signIn, useTestApp } from '../../test/app.ts';
import { registerCustomer } from '../accounts/test-fixture.ts';
import { C, cartClient, insertCartCatalogue } from './test-fixture.ts';

const P = C.product;
const V = C.variation;
const A = C.attribute;
const VAL = C.value;

/** A 200 with a valid cart (the contract's schema), or the test fails showing the body. */
function cartOf(response: LightMyRequestResponse): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

const quantities = (cart: Cart) =>
  cart.items.map((item) => [item.productId, item.variationId, item.productQuantity]);

describe('the cart (spec 7 Cart)', () => {
  const t = useTestApp({
    env: { GUEST_CREATION_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  let kettlePicture: string;
  beforeAll(async () => {
    ({ kettlePicture } = await insertCartCatalogue(t.database.db));
  });

  /** A new guest and its cart calls: each test starts from an empty cart of its own. */
  const newGuest = async (lang = 'en') => {
    const guest = await createGuest(t.app);
    return { ...guest, cart: cartClient(t.app, guest.accessToken, lang) };
  };

  it('a guest starts with an empty cart; no-store; 401 without a token; 403 for another id', async () => {
    const { userId, cart } = await newGuest();
    const response = await cart.get(userId);
    expect(cartOf(response)).toEqual({
      items: [],
      itemCount: 0,
      subTotal: 0,
      promoCode: null,
      discount: 0,
      shippingAddressId: null,
      billingAddressId: null,
      shippingMethodId: null,
      paymentMethodId: null,
      shippingAmount: 0,
      total: 0,
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const anonymous = [
      t.app.inject({ url: `/api/users/${userId}/cart` }),
      t.app.inject({ method: 'POST', url: '/api/cart-items', payload: { productId: 'x' } }),
      t.app.inject({ method: 'POST', url: '/api/v2/cart-items', payload: {} }),
      t.app.inject({ method: 'PUT', url: '/api/carts/items/1', payload: { quantity: 1 } }),
      t.app.inject({ method: 'DELETE', url: '/api/cart-items/1' }),
      t.app.inject({ method: 'DELETE', url: '/api/clear-cart' }),
      t.app.inject({ method: 'PUT', url: '/api/cart/promo-code?promoCode=SAVE5' }),
      t.app.inject({ method: 'DELETE', url: '/api/delete-cart-promocode' }),
      t.app.inject({ method: 'DELETE', url: '/api/delete-cart-products?productIds=1' }),
    ];
    for (const answer of await Promise.all(anonymous)) expect(answer.statusCode).toBe(401);

    const other = await newGuest();
    expect((await other.cart.add({ productId: P.mug })).statusCode).toBe(200);
    errorOf(await cart.get(other.userId), 403);
  });

  it("shows a line's own variation's picture, else the product's own", async () => {
    const db = t.database.db;
    const picture = async (name: string) => {
      const id = randomUUID();
      await db.insert(files).values({
        id,
        storageKey: `test/${name}-${id}.svg`,
        originalName: `${name}.svg`,
        contentType: 'image/svg+xml',
        size: 100,
        width: 800,
        height: 800,
      });
      return { id, path: `/files/test/${name}-${id}.svg` };
    };
    const own = await picture('hoodie');
    const medium = await picture('hoodie-m');
    // The variation's picture second: it wins for its own lines only.
    await db.insert(productPictures).values([
      { productId: P.hoodie, sortOrder: 0, fileId: own.id },
      { productId: P.hoodie, sortOrder: 1, fileId: medium.id, variationId: V.hoodieM },
    ]);
    try {
      const { cart } = await newGuest();
      const line = cartOf(await cart.add({ productId: P.hoodie, variationId: V.hoodieM })).items[0];
      expect(line?.picturePath).toBe(medium.path);
      await db.delete(productPictures).where(eq(productPictures.variationId, V.hoodieM));
      const again = cartOf(await cart.add({ productId: P.hoodie, variationId: V.hoodieM }));
      expect(again.items[0]?.picturePath).toBe(own.path);
    } finally {
      await db.delete(productPictures).where(eq(productPictures.productId, P.hoodie));
    }
  });

  it('adds at the catalogue price whatever the body says, and adding again raises the line', async () => {
    const { userId, cart } = await newGuest();
    const first = cartOf(
      await cart.add({ productId: P.kettle, quantity: 2, unitPrice: 1, price: 1, lineTotal: 2 }),
    );
    expect(first.items).toEqual([
      {
        itemId: expect.any(Number),
        productId: P.kettle,
        productName: 'Cart Kettle',
        picturePath: `/files/${kettlePicture}`,
        productQuantity: 2,
        unitPrice: 12_000,
        oldUnitPrice: 15_000,
        lineTotal: 24_000,
        variationId: null,
        attributes: [],
        activeQty: 5,
        inStock: true,
      },
    ]);
    expect(first).toMatchObject({ itemCount: 2, subTotal: 24_000, discount: 0, total: 24_000 });

    // quantity defaults to 1; the line keeps its id and its place.
    const again = cartOf(await cart.add({ productId: P.kettle }));
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ itemId: first.items[0]!.itemId, productQuantity: 3 });

    const withMug = cartOf(await cart.add({ productId: P.mug, quantity: 4, unitPrice: 0 }));
    expect(quantities(withMug)).toEqual([
      [P.kettle, null, 3],
      [P.mug, null, 4],
    ]);
    // An old price equal to the price is not a sale.
    expect(withMug.items[1]).toMatchObject({
      unitPrice: 2_500,
      oldUnitPrice: null,
      lineTotal: 10_000,
    });
    expect(withMug).toMatchObject({ itemCount: 7, subTotal: 46_000, total: 46_000 });
    expect(cartOf(await cart.get(userId))).toEqual(withMug);
  });

  it('a customer has a cart of their own, apart from a guest’s', async () => {
    const customer = await registerCustomer(t.app);
    const cart = cartClient(t.app, customer.accessToken);
    const guest = await newGuest();
    cartOf(await guest.cart.add({ productId: P.kettle }));
    const mine = cartOf(await cart.add({ productId: P.teaSet, quantity: 2 }));
    // A grouped product is sold as itself, at its own price and stock.
    expect(quantities(mine)).toEqual([[P.teaSet, null, 2]]);
    expect(mine.subTotal).toBe(40_000);
    expect(quantities(cartOf(await cart.get(customer.userId)))).toEqual([[P.teaSet, null, 2]]);
    expect(quantities(cartOf(await guest.cart.get(guest.userId)))).toEqual([[P.kettle, null, 1]]);
  });

  it('refuses malformed quantities and ids with a 400 naming the field, adding nothing', async () => {
    const { userId, cart } = await newGuest();
    for (const quantity of [0, -1, 1.5, '2', 1000, null]) {
      const error = errorOf(await cart.add({ productId: P.mug, quantity }), 400);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({ quantity: 'Enter a whole number from 1 to 999.' });
    }
    for (const payload of [
      { quantity: 1 },
      { productId: 'abc' },
      { productId: 0 },
      { productId: 2 ** 31 },
    ]) {
      const error = errorOf(await cart.add(payload), 400);
      expect(error.fields).toEqual({ productId: 'Enter a valid id.' });
    }
    expect(
      errorOf(await cart.add({ productId: P.shirt, variationId: 2 ** 40 }), 400).fields,
    ).toEqual({ variationId: 'Enter a valid id.' });

    // Bulk: the item is named by its index; the list's size by `items`.
    const bulk = errorOf(
      await cart.addMany([
        { productId: P.mug, quantity: 1 },
        { productId: P.kettle, quantity: 0 },
      ]),
      400,
    );
    expect(bulk.fields).toEqual({ 'items.1.quantity': 'Enter a whole number from 1 to 999.' });
    expect(errorOf(await cart.addMany([]), 400).fields).toEqual({
      items: 'Send from 1 to 50 items.',
    });
    const tooMany = Array.from({ length: 51 }, () => ({ productId: P.mug }));
    expect(errorOf(await cart.addMany(tooMany), 400).fields).toEqual({
      items: 'Send from 1 to 50 items.',
    });

    // Path ids: not a number, or past a PostgreSQL integer.
    for (const id of ['abc', '0', '99999999999']) {
      expect(errorOf(await cart.update(id, { quantity: 1 }), 400).fields).toEqual({
        id: 'Enter a valid id.',
      });
      expect(errorOf(await cart.remove(id), 400).fields).toEqual({ id: 'Enter a valid id.' });
    }
    expect(cartOf(await cart.get(userId)).items).toEqual([]);
  });

  it('a line holds at most 999: adding past it is a 400 naming quantity', async () => {
    const { cart } = await newGuest();
    cartOf(await cart.add({ productId: P.pen, quantity: 999 }));
    const error = errorOf(await cart.add({ productId: P.pen }), 400);
    expect(error.fields).toEqual({ quantity: 'Enter a whole number from 1 to 999.' });
    const bulk = errorOf(
      await cart.addMany([
        { productId: P.clock, quantity: 600 },
        { productId: P.clock, quantity: 400 },
      ]),
      400,
    );
    expect(bulk.fields).toEqual({ 'items.0.quantity': 'Enter a whole number from 1 to 999.' });
  });

  it('variations: required for a product that has them, and only the product’s own', async () => {
    const { cart } = await newGuest();
    for (const payload of [{ productId: P.shirt }, { productId: P.shirt, variationId: null }]) {
      expect(errorOf(await cart.add(payload), 400).fields).toEqual({
        variationId: 'Choose the options of this product first.',
      });
    }
    for (const payload of [
      { productId: P.shirt, variationId: V.hoodieM },
      { productId: P.kettle, variationId: V.sRed },
      { productId: P.shirt, variationId: 8_199_999 },
    ]) {
      expect(errorOf(await cart.add(payload), 400).fields).toEqual({
        variationId: 'This option is not one of the product’s options.',
      });
    }

    const blue = cartOf(await cart.add({ productId: P.shirt, variationId: V.mBlue }));
    expect(blue.items[0]).toEqual({
      itemId: expect.any(Number),
      productId: P.shirt,
      productName: 'Cart Shirt',
      picturePath: null,
      productQuantity: 1,
      unitPrice: 3_500,
      oldUnitPrice: 4_000,
      lineTotal: 3_500,
      variationId: V.mBlue,
      // The product's attribute order (colour, then size), not the ids'.
      attributes: [
        {
          attributeId: A.colour,
          attributeName: 'Colour',
          attributeValues: [{ valueId: VAL.blue, value: 'Blue' }],
        },
        {
          attributeId: A.size,
          attributeName: 'Size',
          attributeValues: [{ valueId: VAL.m, value: 'M' }],
        },
      ],
      activeQty: 4,
      inStock: true,
    });
    // Another variation is another line, with its own price and stock.
    const both = cartOf(await cart.add({ productId: P.shirt, variationId: V.sRed, quantity: 2 }));
    expect(quantities(both)).toEqual([
      [P.shirt, V.mBlue, 1],
      [P.shirt, V.sRed, 2],
    ]);
    expect(both.items[1]).toMatchObject({ unitPrice: 3_000, activeQty: 2, inStock: true });
    expect(both.subTotal).toBe(9_500);
    // The variation's stock counts, not the product's total.
    expect(
      errorOf(await cart.add({ productId: P.shirt, variationId: V.sRed }), 409).fields,
    ).toEqual({ quantity: 'Only 2 left in stock.' });
    expect(
      errorOf(await cart.add({ productId: P.shirt, variationId: V.mRed }), 409).fields,
    ).toEqual({ quantity: 'This product is out of stock.' });
  });

  it('stock: adding or raising past it is a 409 with the count; lowering is always allowed', async () => {
    const { userId, cart } = await newGuest();
    cartOf(await cart.add({ productId: P.vase, quantity: 3 }));
    const over = errorOf(await cart.add({ productId: P.vase, quantity: 2 }), 409);
    expect(over).toEqual({
      code: 'conflict',
      message: 'Only 4 left in stock.',
      fields: { quantity: 'Only 4 left in stock.' },
    });
    expect(errorOf(await cart.add({ productId: P.teapot }), 409).fields).toEqual({
      quantity: 'This product is out of stock.',
    });

    const itemId = cartOf(await cart.get(userId)).items[0]!.itemId;
    expect(errorOf(await cart.update(itemId, { quantity: 5 }), 409).fields).toEqual({
      quantity: 'Only 4 left in stock.',
    });
    expect(cartOf(await cart.update(itemId, { quantity: 4 })).items[0]!.productQuantity).toBe(4);

    // The stock falls below the line: the cart shows it, and only lowering is allowed.
    await t.database.db.update(products).set({ activeQty: 1 }).where(eq(products.id, P.vase));
    expect(cartOf(await cart.get(userId)).items[0]).toMatchObject({
      productQuantity: 4,
      activeQty: 1,
      inStock: false,
    });
    const lowered = cartOf(await cart.update(itemId, { quantity: 3 }));
    expect(lowered.items[0]).toMatchObject({ productQuantity: 3, activeQty: 1, inStock: false });
    expect(errorOf(await cart.update(itemId, { quantity: 4 }), 409).fields).toEqual({
      quantity: 'Only 1 left in stock.',
    });
    expect(errorOf(await cart.add({ productId: P.vase }), 409).fields).toEqual({
      quantity: 'Only 1 left in stock.',
    });
    expect(cartOf(await cart.update(itemId, { quantity: 1 })).items[0]).toMatchObject({
      productQuantity: 1,
      inStock: true,
    });
  });

  it('a product no longer visible cannot be added; its line stays, out of stock', async () => {
    const { userId, cart } = await newGuest();
    for (const productId of [P.shadow, P.draft, 8_199_999]) {
      const error = errorOf(await cart.add({ productId }), 404);
      expect(error).toEqual({
        code: 'not_found',
        message: 'This product is no longer available.',
        fields: { productId: 'This product is no longer available.' },
      });
    }
    const itemId = cartOf(await cart.add({ productId: P.lamp, quantity: 2 })).items[0]!.itemId;
    cartOf(await cart.add({ productId: P.mug }));
    await t.database.db.update(products).set({ published: false }).where(eq(products.id, P.lamp));

    const cartNow = cartOf(await cart.get(userId));
    expect(cartNow.items[0]).toMatchObject({
      productId: P.lamp,
      productName: 'Cart Lamp',
      unitPrice: 4_000,
      lineTotal: 8_000,
      activeQty: 0,
      inStock: false,
    });
    expect(cartNow.items[1]).toMatchObject({ productId: P.mug, inStock: true });
    expect(cartNow.subTotal).toBe(10_500);
    expect(errorOf(await cart.add({ productId: P.lamp }), 404).fields).toEqual({
      productId: 'This product is no longer available.',
    });
    expect(errorOf(await cart.update(itemId, { quantity: 3 }), 409).fields).toEqual({
      quantity: 'This product is out of stock.',
    });
    expect(cartOf(await cart.update(itemId, { quantity: 1 })).items[0]).toMatchObject({
      productQuantity: 1,
      inStock: false,
    });
    await t.database.db.update(products).set({ published: true }).where(eq(products.id, P.lamp));
    expect(cartOf(await cart.get(userId)).items[0]).toMatchObject({ activeQty: 7, inStock: true });
  });

  it('a variation added to the product, or deleted, never breaks the cart', async () => {
    const { userId, cart } = await newGuest();
    cartOf(await cart.add({ productId: P.scarf, quantity: 2 }));
    await t.database.db.insert(variations).values({
      id: V.scarfRed,
      productId: P.scarf,
      sku: 'CART-SCARF-RED',
      price: 2_200,
      activeQty: 5,
    });
    // The line without a variation can no longer be bought as it is.
    expect(cartOf(await cart.get(userId)).items[0]).toMatchObject({
      variationId: null,
      activeQty: 0,
      inStock: false,
    });
    expect(errorOf(await cart.add({ productId: P.scarf }), 400).fields).toEqual({
      variationId: 'Choose the options of this product first.',
    });
    const both = cartOf(await cart.add({ productId: P.scarf, variationId: V.scarfRed }));
    expect(quantities(both)).toEqual([
      [P.scarf, null, 2],
      [P.scarf, V.scarfRed, 1],
    ]);
    expect(both.items[1]).toMatchObject({ unitPrice: 2_200, attributes: [], inStock: true });

    await t.database.db.delete(variations).where(eq(variations.id, V.scarfRed));
    const after = cartOf(await cart.get(userId));
    expect(quantities(after)).toEqual([[P.scarf, null, 2]]);
    expect(after.items[0]).toMatchObject({ activeQty: 8, inStock: true });
  });

  it("another user's line (or none) is a 404 on PUT and DELETE, and stays as it was", async () => {
    const owner = await newGuest();
    const intruder = await newGuest();
    const before = cartOf(await owner.cart.add({ productId: P.mug, quantity: 2 }));
    const itemId = before.items[0]!.itemId;
    for (const response of [
      await intruder.cart.update(itemId, { quantity: 1 }),
      await intruder.cart.remove(itemId),
      await intruder.cart.update(2_147_483_647, { quantity: 1 }),
      await owner.cart.remove(2_147_483_647),
    ]) {
      expect(errorOf(response, 404)).toEqual({
        code: 'not_found',
        message: 'This item is not in your cart.',
      });
    }
    expect(cartOf(await owner.cart.get(owner.userId))).toEqual(before);
    expect(cartOf(await intruder.cart.get(intruder.userId)).items).toEqual([]);
  });

  it('PUT carts/items/{id} sets a quantity; DELETE cart-items/{id} removes a line', async () => {
    const { cart } = await newGuest();
    cartOf(await cart.add({ productId: P.mug, quantity: 2 }));
    const added = cartOf(await cart.add({ productId: P.pen }));
    const [mug, pen] = added.items;
    const raised = cartOf(await cart.update(mug!.itemId, { quantity: 5, unitPrice: 1 }));
    expect(raised.items[0]).toMatchObject({ productQuantity: 5, unitPrice: 2_500 });
    expect(raised).toMatchObject({ itemCount: 6, subTotal: 12_833 });
    const removed = cartOf(await cart.remove(pen!.itemId));
    expect(quantities(removed)).toEqual([[P.mug, null, 5]]);
    errorOf(await cart.remove(pen!.itemId), 404);
    errorOf(await cart.update(mug!.itemId, {}), 400);
  });

  it('POST v2/cart-items adds every line or none', async () => {
    const { userId, cart } = await newGuest();
    const refused = errorOf(
      await cart.addMany([
        { productId: P.mug, quantity: 1 },
        { productId: P.kettle, quantity: 1 },
        { productId: P.draft, quantity: 1 },
      ]),
      404,
    );
    expect(refused.fields).toEqual({ 'items.2.productId': 'This product is no longer available.' });
    expect(
      errorOf(await cart.addMany([{ productId: P.mug }, { productId: P.shirt }]), 400).fields,
    ).toEqual({ 'items.1.variationId': 'Choose the options of this product first.' });
    // The same line twice adds up, and is checked as one.
    expect(
      errorOf(
        await cart.addMany([
          { productId: P.mug },
          { productId: P.kettle, quantity: 3 },
          { productId: P.kettle, quantity: 3 },
        ]),
        409,
      ).fields,
    ).toEqual({ 'items.1.quantity': 'Only 5 left in stock.' });
    expect(cartOf(await cart.get(userId)).items).toEqual([]);

    const added = cartOf(
      await cart.addMany([
        { productId: P.mug, quantity: 2, unitPrice: 1 },
        { productId: P.shirt, variationId: V.mBlue },
        { productId: P.mug, quantity: 3 },
      ]),
    );
    expect(quantities(added)).toEqual([
      [P.mug, null, 5],
      [P.shirt, V.mBlue, 1],
    ]);
    expect(added).toMatchObject({ itemCount: 6, subTotal: 16_000 });
    // A line the cart has is raised.
    const raised = cartOf(await cart.addMany([{ productId: P.mug, quantity: 1 }]));
    expect(quantities(raised)[0]).toEqual([P.mug, null, 6]);
  });

  it('DELETE clear-cart removes every line and the promo code', async () => {
    const { userId, cart } = await newGuest();
    cartOf(await cart.add({ productId: P.kettle }));
    expect(cartOf(await cart.applyCode('WELCOME10')).promoCode?.code).toBe('WELCOME10');
    const cleared = cartOf(await cart.clear());
    expect(cleared).toMatchObject({ items: [], itemCount: 0, subTotal: 0, promoCode: null });
    expect(cartOf(await cart.get(userId))).toEqual(cleared);
    // Idempotent, and fine for a cart that never had a row.
    cartOf(await cart.clear());
    cartOf(await (await newGuest()).cart.clear());
  });

  it('DELETE delete-cart-products removes every line of those products', async () => {
    const { userId, cart } = await newGuest();
    cartOf(
      await cart.addMany([
        { productId: P.shirt, variationId: V.sRed },
        { productId: P.kettle },
        { productId: P.shirt, variationId: V.mBlue },
        { productId: P.mug },
        { productId: P.pen },
      ]),
    );
    const left = cartOf(await cart.removeProducts(`productIds=${P.shirt},${P.mug}`));
    expect(quantities(left)).toEqual([
      [P.kettle, null, 1],
      [P.pen, null, 1],
    ]);
    // Repeated parameters too; ids not in the cart are fine.
    const again = cartOf(
      await cart.removeProducts(`productIds=${P.shirt}&productIds=${P.pen},%208199999`),
    );
    expect(quantities(again)).toEqual([[P.kettle, null, 1]]);
    for (const query of ['productIds=abc', 'productIds=', '', 'productIds=99999999999']) {
      const error = errorOf(await cart.removeProducts(query), 400);
      expect(Object.keys(error.fields ?? {})[0]).toMatch(/^productIds/);
    }
    expect(quantities(cartOf(await cart.get(userId)))).toEqual([[P.kettle, null, 1]]);
  });

  it('answers names and messages in the request language (Accept-Language: ar)', async () => {
    const { userId, cart } = await newGuest('ar');
    cartOf(await cart.add({ productId: P.kettle }));
    const answer = cartOf(await cart.add({ productId: P.shirt, variationId: V.mBlue }));
    expect(answer.items.map((item) => item.productName)).toEqual(['غلاية السلة', 'قميص السلة']);
    expect(answer.items[1]!.attributes).toEqual([
      {
        attributeId: A.colour,
        attributeName: 'اللون',
        attributeValues: [{ valueId: VAL.blue, value: 'أزرق' }],
      },
      // No Arabic value: the English one.
      {
        attributeId: A.size,
        attributeName: 'المقاس',
        attributeValues: [{ valueId: VAL.m, value: 'M' }],
      },
    ]);
    // A product without an Arabic name shows the English one.
    cartOf(await cart.add({ productId: P.pen }));
    expect(cartOf(await cart.get(userId)).items[2]!.productName).toBe('Cart Pen');

    expect(errorOf(await cart.add({ productId: P.teapot }), 409)).toEqual({
      code: 'conflict',
      message: 'هذا المنتج غير متوفر في المخزون.',
      fields: { quantity: 'هذا المنتج غير متوفر في المخزون.' },
    });
    expect(errorOf(await cart.add({ productId: P.draft }), 404).message).toBe(
      'هذا المنتج لم يعد متوفرًا.',
    );
    expect(errorOf(await cart.add({ productId: P.mug, quantity: 0 }), 400).fields).toEqual({
      quantity: 'أدخل عددًا صحيحًا من 1 إلى 999.',
    });
  });

  it(`holds at most ${MAX_CART_LINES} lines; a line it has can still be raised`, async () => {
    const { userId, cart } = await newGuest();
    const db = t.database.db;
    const demo = await db
      .select({ id: products.id })
      .from(products)
      .where(lt(products.id, 8_000_000))
      .orderBy(products.id)
      .limit(MAX_CART_LINES - 1);
    expect(demo).toHaveLength(MAX_CART_LINES - 1);
    await db
      .insert(cartItems)
      .values(demo.map(({ id }) => ({ userId, productId: id, quantity: 1 })));
    const full = cartOf(await cart.add({ productId: P.mug }));
    expect(full.items).toHaveLength(MAX_CART_LINES);
    expect(errorOf(await cart.add({ productId: P.pen }), 409)).toEqual({
      code: 'conflict',
      message: `Your cart can hold at most ${MAX_CART_LINES} different items.`,
    });
    errorOf(await cart.addMany([{ productId: P.mug }, { productId: P.pen }]), 409);
    const raised = cartOf(await cart.add({ productId: P.mug }));
    expect(raised.items.at(-1)).toMatchObject({ productId: P.mug, productQuantity: 2 });
    expect(raised.items).toHaveLength(MAX_CART_LINES);
  });

  it('adds sent at the same time add up, and never past the stock', async () => {
    const { userId, cart } = await newGuest();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cart.add({ productId: P.clock, quantity: 2 })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(quantities(cartOf(await cart.get(userId)))).toEqual([[P.clock, null, 12]]);

    // The kettle has 5: of three adds of 2, exactly two fit.
    const racing = await Promise.all(
      Array.from({ length: 3 }, () => cart.add({ productId: P.kettle, quantity: 2 })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const [row] = await t.database.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, P.kettle)));
    expect(row?.quantity).toBe(4);
  });

  it("an impersonation token acts on the customer's cart", async () => {
    const customer = await registerCustomer(t.app);
    cartOf(await cartClient(t.app, customer.accessToken).add({ productId: P.mug }));
    const staff = await signIn(t.app, demoAccounts[1].email, demoAccounts[1].password);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/staff/impersonations',
      headers: authHeader(staff.accessToken),
      payload: { customerId: customer.userId },
    });
    expect(started.statusCode, started.body).toBe(201);
    const asCustomer = cartClient(t.app, started.json().impersonationToken);

    expect(quantities(cartOf(await asCustomer.get(customer.userId)))).toEqual([[P.mug, null, 1]]);
    cartOf(await asCustomer.add({ productId: P.pen, quantity: 2 }));
    errorOf(await asCustomer.get(staff.userId), 403);
    const own = cartOf(await cartClient(t.app, customer.accessToken).get(customer.userId));
    expect(quantities(own)).toEqual([
      [P.mug, null, 1],
      [P.pen, null, 2],
    ]);
    // The staff member's own cart is untouched.
    const staffCart = cartClient(t.app, staff.accessToken);
    expect(cartOf(await staffCart.get(staff.userId)).items).toEqual([]);
  });
});
