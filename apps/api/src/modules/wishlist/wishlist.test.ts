import { MAX_WISHLIST_ITEMS, type Wishlist, wishlistSchema } from '@storefront/contracts/cart';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema.ts';
import { authHeader, createGuest, useTestApp } from '../../test/app.ts';
import { registerCustomer } from '../accounts/test-fixture.ts';
import { F, insertFixtureCatalogue } from '../catalogue/test-fixture.ts';

const P = F.product;
const VR = F.variation;

describe('wishlist (spec 7)', () => {
  const t = useTestApp();
  let pictureKeys: string[];
  beforeAll(async () => {
    ({ pictureKeys } = await insertFixtureCatalogue(t.database.db));
  });

  /** A fresh guest per test, so each starts from an empty list. */
  const newShopper = async () => {
    const guest = await createGuest(t.app);
    return { ...guest, headers: authHeader(guest.accessToken) };
  };
  type Shopper = { headers: Record<string, string> };

  const call = (
    who: Shopper | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'en',
  ) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(who?.headers ?? {}), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Calls that must succeed, answering the whole wishlist (checked against the contract). */
  const ok = async (...args: Parameters<typeof call>): Promise<Wishlist> => {
    const response = await call(...args);
    expect(response.statusCode, response.body).toBe(200);
    return wishlistSchema.parse(response.json());
  };
  const list = (who: Shopper, lang = 'en') => ok(who, 'GET', 'wish-list', undefined, lang);
  const add = (who: Shopper, productId: number, variationId?: number | null) =>
    ok(who, 'POST', 'wish-list-items', { productId, variationId });

  it('needs a token on every route', async () => {
    const routes = [
      ['GET', 'wish-list'],
      ['POST', 'wish-list-items'],
      ['POST', 'v2/wish-list-items'],
      ['PUT', 'wish-list/items/1'],
      ['DELETE', 'wish-list/items/1'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await call(undefined, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers an empty list, never cached', async () => {
    const guest = await newShopper();
    const response = await call(guest, 'GET', 'wish-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ items: [] });
  });

  it("adds a product once, with the catalogue's price, stock and first picture", async () => {
    const guest = await newShopper();
    const before = Date.now();
    const first = await add(guest, P.kettle);
    expect(first.items).toEqual([
      {
        itemId: expect.any(Number),
        productId: P.kettle,
        productName: 'Zephyr Kettle',
        // The picture with the lowest sort order.
        picturePath: `/files/${pictureKeys[0]}`,
        variationId: null,
        attributes: [],
        price: 12_000,
        oldPrice: 15_000,
        activeQty: 5,
        inStock: true,
        hasVariations: false,
        addedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(first.items[0]!.addedAt)).toBeGreaterThanOrEqual(before - 5_000);

    // Again: still one entry, the same one.
    const again = await add(guest, P.kettle);
    expect(again.items).toEqual(first.items);

    // Newest first; a product without a picture has none; out of stock says so.
    const more = await add(guest, P.teapot);
    expect(more.items.map((item) => item.productId)).toEqual([P.teapot, P.kettle]);
    expect(more.items[0]).toMatchObject({ picturePath: null, activeQty: 0, inStock: false });
  });

  it("shows the chosen variation's price, stock and attributes, else the product's", async () => {
    const guest = await newShopper();
    const plain = await add(guest, P.shirt);
    // Without a variation: the product's lowest price and its stock over all variations.
    expect(plain.items[0]).toMatchObject({
      productId: P.shirt,
      variationId: null,
      price: 3_000,
      oldPrice: null,
      activeQty: 6,
      inStock: true,
      hasVariations: true,
      attributes: [],
    });
    const itemId = plain.items[0]!.itemId;

    // Adding it again with a variation updates the one entry.
    const blue = await add(guest, P.shirt, VR.mBlue);
    expect(blue.items).toHaveLength(1);
    expect(blue.items[0]).toMatchObject({
      itemId,
      variationId: VR.mBlue,
      price: 3_500,
      oldPrice: 4_000,
      activeQty: 4,
      inStock: true,
      // In the product's attribute order: Size, then Colour.
      attributes: [
        {
          attributeId: F.attribute.size,
          attributeName: 'Size',
          attributeValues: [{ valueId: F.value.m, value: 'M' }],
        },
        {
          attributeId: F.attribute.colour,
          attributeName: 'Colour',
          attributeValues: [{ valueId: F.value.blue, value: 'Blue' }],
        },
      ],
    });

    // Again without one keeps the variation chosen.
    expect((await add(guest, P.shirt, null)).items[0]).toMatchObject({ variationId: VR.mBlue });
    expect((await add(guest, P.shirt)).items[0]).toMatchObject({ variationId: VR.mBlue });

    // A variation with no stock is out of stock even though the product is not.
    const red = await add(guest, P.shirt, VR.mRed);
    expect(red.items[0]).toMatchObject({ variationId: VR.mRed, activeQty: 0, inStock: false });
  });

  it('answers names and attributes in the request language, falling back to English', async () => {
    const guest = await newShopper();
    await add(guest, P.lamp);
    await add(guest, P.shirt, VR.mBlue);
    const ar = await list(guest, 'ar');
    expect(ar.items.map((item) => item.productName)).toEqual(['قميص زفير', 'Zephyr Lamp']);
    expect(ar.items[0]!.attributes).toEqual([
      {
        attributeId: F.attribute.size,
        attributeName: 'المقاس',
        attributeValues: [{ valueId: F.value.m, value: 'M' }],
      },
      {
        attributeId: F.attribute.colour,
        attributeName: 'اللون',
        attributeValues: [{ valueId: F.value.blue, value: 'أزرق' }],
      },
    ]);
  });

  it('refuses a variation of another product, and a product that is not sold', async () => {
    const guest = await newShopper();
    await add(guest, P.mug);

    for (const variationId of [VR.sRed, 9_999_999]) {
      const response = await call(guest, 'POST', 'wish-list-items', {
        productId: P.kettle,
        variationId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        variationId: 'This option is not one of the product’s options.',
      });
    }

    // Unpublished, in a hidden category, unknown.
    for (const productId of [P.unpublished, P.shadow, 9_999_999]) {
      const response = await call(guest, 'POST', 'wish-list-items', { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'not_found',
        message: 'This product is no longer available.',
        fields: { productId: 'This product is no longer available.' },
      });
    }

    // In Arabic too (decision 21).
    const ar = await call(guest, 'POST', 'wish-list-items', { productId: P.shadow }, 'ar');
    expect(ar.json().error.message).toBe('هذا المنتج لم يعد متوفرًا.');

    expect((await list(guest)).items.map((item) => item.productId)).toEqual([P.mug]);
  });

  it('names the field of a malformed id in a 400', async () => {
    const guest = await newShopper();
    for (const productId of ['abc', 0, -1, 1.5, 2 ** 31, null]) {
      const response = await call(guest, 'POST', 'wish-list-items', { productId });
      expect(response.statusCode, String(productId)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['productId']);
    }
    const noVariation = await call(guest, 'POST', 'wish-list-items', {
      productId: P.kettle,
      variationId: 'x',
    });
    expect(noVariation.json().error.fields).toEqual({ variationId: 'Enter a valid id.' });

    for (const id of ['abc', '0', '-3', '99999999999']) {
      const put = await call(guest, 'PUT', `wish-list/items/${id}`, { variationId: null });
      const del = await call(guest, 'DELETE', `wish-list/items/${id}`);
      for (const response of [put, del]) {
        expect(response.statusCode, id).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['id']);
      }
    }
    const noBody = await call(guest, 'PUT', 'wish-list/items/1', {});
    expect(noBody.statusCode).toBe(400);
    expect(Object.keys(noBody.json().error.fields)).toEqual(['variationId']);
  });

  it('adds in bulk all or none, naming the entry at fault', async () => {
    const guest = await newShopper();
    await add(guest, P.kettle);

    const refused = await call(guest, 'POST', 'v2/wish-list-items', {
      items: [{ productId: P.mug }, { productId: P.lamp }, { productId: P.unpublished }],
    });
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json().error.fields)).toEqual(['items.2.productId']);
    const wrongVariation = await call(guest, 'POST', 'v2/wish-list-items', {
      items: [{ productId: P.mug }, { productId: P.lamp, variationId: VR.sRed }],
    });
    expect(wrongVariation.statusCode).toBe(400);
    expect(Object.keys(wrongVariation.json().error.fields)).toEqual(['items.1.variationId']);
    expect((await list(guest)).items.map((item) => item.productId)).toEqual([P.kettle]);

    // The same product twice is one entry; the variation given wins.
    const added = await ok(guest, 'POST', 'v2/wish-list-items', {
      items: [
        { productId: P.mug },
        { productId: P.shirt, variationId: VR.sRed },
        { productId: P.kettle },
        { productId: P.shirt },
      ],
    });
    expect(added.items.map((item) => [item.productId, item.variationId])).toEqual([
      [P.shirt, VR.sRed],
      [P.mug, null],
      [P.kettle, null],
    ]);

    for (const items of [[], Array.from({ length: 51 }, () => ({ productId: P.mug }))]) {
      const response = await call(guest, 'POST', 'v2/wish-list-items', { items });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ items: 'Send from 1 to 50 items.' });
    }
  });

  it("changes and removes the caller's own entries, never another's", async () => {
    const guest = await newShopper();
    const customer = await registerCustomer(t.app);
    const other = { ...customer, headers: authHeader(customer.accessToken) };
    const mine = await add(guest, P.shirt);
    const theirs = await add(other, P.shirt, VR.sRed);
    const myItem = mine.items[0]!.itemId;
    const theirItem = theirs.items[0]!.itemId;

    // Someone else's id reads exactly like an unknown one.
    for (const id of [theirItem, 2_000_000_000]) {
      const put = await call(guest, 'PUT', `wish-list/items/${id}`, { variationId: VR.mBlue });
      const del = await call(guest, 'DELETE', `wish-list/items/${id}`);
      for (const response of [put, del]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({
          code: 'not_found',
          message: 'This item is not in your wishlist.',
        });
      }
    }
    expect(await list(other)).toEqual(theirs);

    const changed = await ok(guest, 'PUT', `wish-list/items/${myItem}`, { variationId: VR.mBlue });
    expect(changed.items[0]).toMatchObject({ itemId: myItem, variationId: VR.mBlue, price: 3_500 });
    const wrong = await call(guest, 'PUT', `wish-list/items/${myItem}`, { variationId: 9_999_999 });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['variationId']);
    const cleared = await ok(guest, 'PUT', `wish-list/items/${myItem}`, { variationId: null });
    expect(cleared.items[0]).toMatchObject({ variationId: null, price: 3_000, attributes: [] });

    expect(await ok(guest, 'DELETE', `wish-list/items/${myItem}`)).toEqual({ items: [] });
    const gone = await call(guest, 'DELETE', `wish-list/items/${myItem}`);
    expect(gone.statusCode).toBe(404);
    expect(await list(other)).toEqual(theirs);
  });

  it('leaves out a product that is no longer sold, and shows it again when it is', async () => {
    const guest = await newShopper();
    await add(guest, P.hose);
    await add(guest, P.mug);
    const db = t.database.db;
    await db.update(products).set({ published: false }).where(eq(products.id, P.hose));
    try {
      expect((await list(guest)).items.map((item) => item.productId)).toEqual([P.mug]);
      // Still stored: it comes back when the product does.
      const stored = await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, guest.userId));
      expect(stored).toHaveLength(2);
    } finally {
      await db.update(products).set({ published: true }).where(eq(products.id, P.hose));
    }
    expect((await list(guest)).items.map((item) => item.productId)).toEqual([P.mug, P.hose]);
  });

  it('keeps one entry when the same product is added concurrently', async () => {
    const guest = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(guest, 'POST', 'wish-list-items', {
          productId: P.shirt,
          variationId: i % 2 === 0 ? VR.mBlue : null,
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const { items } = await list(guest);
    expect(items).toHaveLength(1);
    expect(items[0]!.variationId).toBe(VR.mBlue);
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products`, async () => {
    const db = t.database.db;
    const ids = Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, (_, i) => 9_100_001 + i);
    await db.insert(products).values(
      ids.map((id) => ({
        id,
        sku: `ZEPHYR-BULK-${id}`,
        name: { en: `Zephyr Bulk ${id}` },
        categoryId: F.category.garden,
        categoryPath: [F.category.root, F.category.garden],
        price: 100,
        activeQty: 1,
      })),
    );
    try {
      const guest = await newShopper();
      for (let i = 0; i < MAX_WISHLIST_ITEMS; i += 50) {
        const items = ids.slice(i, i + 50).map((productId) => ({ productId }));
        await ok(guest, 'POST', 'v2/wish-list-items', { items });
      }
      expect((await list(guest)).items).toHaveLength(MAX_WISHLIST_ITEMS);

      const full = await call(guest, 'POST', 'wish-list-items', { productId: ids.at(-1) });
      expect(full.statusCode).toBe(409);
      expect(full.json().error).toEqual({
        code: 'conflict',
        message: `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products.`,
      });
      // All or none: a batch that would pass the limit adds nothing.
      const batch = await call(guest, 'POST', 'v2/wish-list-items', {
        items: [{ productId: ids[0] }, { productId: ids.at(-1) }],
      });
      expect(batch.statusCode).toBe(409);
      // A product already there is not a new one.
      expect((await add(guest, ids[0]!)).items).toHaveLength(MAX_WISHLIST_ITEMS);
      // Removing one makes room for one, even when two are added at once.
      const [newest] = (await list(guest)).items;
      await ok(guest, 'DELETE', `wish-list/items/${newest!.itemId}`);
      const racing = await Promise.all(
        [newest!.productId, ids.at(-1)!].map((productId) =>
          call(guest, 'POST', 'wish-list-items', { productId }),
        ),
      );
      expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect((await list(guest)).items).toHaveLength(MAX_WISHLIST_ITEMS);
    } finally {
      await db.delete(wishlistItems).where(inArray(wishlistItems.productId, ids));
      await db.delete(products).where(inArray(products.id, ids));
    }
  });

  it("acts on a customer's own list, apart from any guest's", async () => {
    const guest = await newShopper();
    const customer = await registerCustomer(t.app);
    const shopper = { ...customer, headers: authHeader(customer.accessToken) };
    await add(guest, P.kettle);
    expect((await add(shopper, P.mug)).items.map((item) => item.productId)).toEqual([P.mug]);
    expect((await list(guest)).items.map((item) => item.productId)).toEqual([P.kettle]);
  });
});
