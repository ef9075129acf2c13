import { randomUUID } from 'node:crypto';
import {
  brandsSchema,
  getPriceResponseSchema,
  type ProductSummary,
  productDetailSchema,
  productPageSchema,
  productSummarySchema,
} from '@storefront/contracts/catalogue';
import { eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, productPictures, variations } from '../../../db/schema.ts';
import { authHeader, createGuest, useTestApp } from '../../../test/app.ts';
import { F, insertFixtureCatalogue } from '../test-fixture.ts';

const P = F.product;
const A = F.attribute;
const V = F.value;
const VR = F.variation;

describe('products, brands, prices and stock', () => {
  const t = useTestApp();
  let guest: Awaited<ReturnType<typeof createGuest>>;
  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
    guest = await createGuest(t.app);
  });

  const get = (url: string, lang = 'en') =>
    t.app.inject({ url, headers: { 'accept-language': lang } });

  it('GET products/{id} answers the product page: pictures, breadcrumbs, no variations', async () => {
    const response = await get(`/api/products/${P.kettle}`);
    expect(response.statusCode).toBe(200);
    const kettle = productDetailSchema.parse(response.json());
    expect(kettle).toMatchObject({
      productId: P.kettle,
      productName: 'Zephyr Kettle',
      description: 'Zephyr Kettle description.',
      price: 12_000,
      oldPrice: 15_000,
      brandName: 'Quokka Co',
      inStock: true,
      hasVariations: false,
      isGrouped: false,
      attributes: [],
      variations: [],
      breadcrumbs: [
        { categoryId: F.category.root, name: 'Zephyr Home' },
        { categoryId: F.category.kitchen, name: 'Zephyr Kitchen' },
        { categoryId: F.category.kettles, name: 'Kettles' },
      ],
    });
    expect(kettle.pictures.map((picture) => picture.alt)).toEqual(['Kettle front', 'Kettle side']);
    // The product's own pictures: they show every variation alike.
    expect(kettle.pictures.map((picture) => picture.variationId)).toEqual([null, null]);
    expect({ ...kettle.picture, variationId: null }).toEqual(kettle.pictures[0]);

    const ar = productDetailSchema.parse((await get(`/api/products/${P.kettle}`, 'ar')).json());
    expect(ar).toMatchObject({
      productName: 'غلاية زفير',
      description: 'وصف غلاية زفير.',
      brandName: 'كوكا',
      breadcrumbs: [{ name: 'بيت زفير' }, { name: 'مطبخ زفير' }, { name: 'غلايات' }],
    });
    expect(ar.pictures.map((picture) => picture.alt)).toEqual(['أمام', 'جانب']);
  });

  it('GET products/{id} lists the attributes, the values the variations use, and the variations', async () => {
    const shirt = productDetailSchema.parse((await get(`/api/products/${P.shirt}`)).json());
    expect(shirt.hasVariations).toBe(true);
    expect(shirt.picture).toBeNull();
    expect(shirt.attributes).toEqual([
      {
        attributeId: A.size,
        name: 'Size',
        kind: 'text',
        // L is a value of Size, but no variation of this product has it.
        values: [
          { valueId: V.s, value: 'S', colorHex: null },
          { valueId: V.m, value: 'M', colorHex: null },
        ],
      },
      {
        attributeId: A.colour,
        name: 'Colour',
        kind: 'color',
        values: [
          { valueId: V.red, value: 'Red', colorHex: '#cc0000' },
          { valueId: V.blue, value: 'Blue', colorHex: '#0000cc' },
        ],
      },
    ]);
    expect(shirt.variations).toEqual([
      {
        variationId: F.variation.sRed,
        sku: 'ZEPHYR-SHIRT-S-RED',
        price: 3_000,
        oldPrice: null,
        activeQty: 2,
        attributes: [
          { attributeId: A.size, valueId: V.s },
          { attributeId: A.colour, valueId: V.red },
        ],
      },
      {
        variationId: F.variation.mRed,
        sku: 'ZEPHYR-SHIRT-M-RED',
        price: 3_200,
        oldPrice: null,
        activeQty: 0,
        attributes: [
          { attributeId: A.size, valueId: V.m },
          { attributeId: A.colour, valueId: V.red },
        ],
      },
      {
        variationId: F.variation.mBlue,
        sku: 'ZEPHYR-SHIRT-M-BLUE',
        price: 3_500,
        oldPrice: 4_000,
        activeQty: 4,
        attributes: [
          { attributeId: A.size, valueId: V.m },
          { attributeId: A.colour, valueId: V.blue },
        ],
      },
    ]);
    const ar = productDetailSchema.parse((await get(`/api/products/${P.shirt}`, 'ar')).json());
    expect(ar.attributes.map((a) => a.name)).toEqual(['المقاس', 'اللون']);
    expect(ar.attributes[1]?.values.map((v) => v.value)).toEqual(['أحمر', 'أزرق']);
  });

  it('GET products/{id} says which variation each picture shows; cards keep the product’s own', async () => {
    const db = t.database.db;
    const file = (name: string) => ({
      id: randomUUID(),
      storageKey: `test/${randomUUID()}.svg`,
      originalName: `${name}.svg`,
      contentType: 'image/svg+xml',
      size: 100,
      width: 800,
      height: 800,
    });
    const [own, red, blue] = [file('shirt'), file('shirt-red'), file('shirt-blue')];
    await db.insert(files).values([own, red, blue]);
    // The product's own picture comes last in sort order: the card still shows it.
    await db.insert(productPictures).values([
      {
        productId: P.shirt,
        fileId: red.id,
        sortOrder: 1,
        alt: { en: 'Red' },
        variationId: VR.sRed,
      },
      {
        productId: P.shirt,
        fileId: red.id,
        sortOrder: 2,
        alt: { en: 'Red' },
        variationId: VR.mRed,
      },
      {
        productId: P.shirt,
        fileId: blue.id,
        sortOrder: 3,
        alt: { en: 'Blue' },
        variationId: VR.mBlue,
      },
      { productId: P.shirt, fileId: own.id, sortOrder: 4, alt: { en: 'Shirt' } },
    ]);
    try {
      const shirt = productDetailSchema.parse((await get(`/api/products/${P.shirt}`)).json());
      expect(shirt.pictures).toEqual([
        {
          path: `/files/${red.storageKey}`,
          width: 800,
          height: 800,
          alt: 'Red',
          variationId: VR.sRed,
        },
        {
          path: `/files/${red.storageKey}`,
          width: 800,
          height: 800,
          alt: 'Red',
          variationId: VR.mRed,
        },
        {
          path: `/files/${blue.storageKey}`,
          width: 800,
          height: 800,
          alt: 'Blue',
          variationId: VR.mBlue,
        },
        {
          path: `/files/${own.storageKey}`,
          width: 800,
          height: 800,
          alt: 'Shirt',
          variationId: null,
        },
      ]);
      expect(shirt.picture?.path).toBe(`/files/${own.storageKey}`);
      const card = productPageSchema.parse((await get(`/api/products?ids=${P.shirt}`)).json());
      expect(card.items[0]?.picture?.path).toBe(`/files/${own.storageKey}`);

      // Without a picture of its own, a product's card shows its first variation's.
      await db.delete(productPictures).where(eq(productPictures.fileId, own.id));
      const onlyColours = productPageSchema.parse(
        (await get(`/api/products?ids=${P.shirt}`)).json(),
      );
      expect(onlyColours.items[0]?.picture?.path).toBe(`/files/${red.storageKey}`);

      // A picture can show only a variation of its own product.
      const foreign = db.insert(productPictures).values({
        productId: P.kettle,
        fileId: blue.id,
        sortOrder: 9,
        variationId: VR.mBlue,
      });
      await expect(foreign).rejects.toThrow();
      // A variation's pictures go with it.
      await db
        .transaction(async (tx) => {
          await tx.delete(variations).where(eq(variations.id, VR.mBlue));
          const left = await tx
            .select({ variationId: productPictures.variationId })
            .from(productPictures)
            .where(eq(productPictures.productId, P.shirt));
          expect(left.map((row) => row.variationId)).toEqual([VR.sRed, VR.mRed]);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
    } finally {
      await db.delete(productPictures).where(eq(productPictures.productId, P.shirt));
      await db.delete(files).where(inArray(files.id, [own.id, red.id, blue.id]));
    }
  });

  it('GET products/{id} is a 404 for unknown, unpublished or hidden products, a 400 for a bad id', async () => {
    for (const id of [P.unpublished, P.shadow, 2_000_000_000]) {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', "1'%20or%20'1'='1"]) {
      const response = await get(`/api/products/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields).toHaveProperty('id');
    }
  });

  it('GET products/{id}/grouped-products answers the visible members in order', async () => {
    const response = await get(`/api/products/${P.teaSet}/grouped-products`);
    expect(response.statusCode).toBe(200);
    const members = productSummarySchema.array().parse(response.json());
    expect(members.map((m) => m.productId)).toEqual([P.teapot, P.kettle]);
    const detail = productDetailSchema.parse((await get(`/api/products/${P.teaSet}`)).json());
    expect(detail.isGrouped).toBe(true);

    const notGroup = await get(`/api/products/${P.kettle}/grouped-products`);
    expect(notGroup.statusCode).toBe(404);
    expect(notGroup.json().error.message).toMatch(/not a grouped product/);
    expect((await get(`/api/products/${P.unpublished}/grouped-products`)).statusCode).toBe(404);
  });

  it('GET products answers by ids (in the order given), category or brand, a page at a time', async () => {
    const byIds = productPageSchema.parse(
      (await get(`/api/products?ids=${P.mug},${P.unpublished},${P.kettle},99999999999,0`)).json(),
    );
    expect(byIds.items.map((item) => item.productId)).toEqual([P.mug, P.kettle]);
    expect(byIds.count).toBe(2);

    const garden = productPageSchema.parse(
      (await get(`/api/products?categoryId=${F.category.garden}&itemsPerPage=2`)).json(),
    );
    expect(garden.count).toBe(3);
    expect(garden.items.map((item) => item.productId)).toEqual([P.lamp, P.shirt]);
    const page2 = productPageSchema.parse(
      (await get(`/api/products?categoryId=${F.category.garden}&itemsPerPage=2&page=2`)).json(),
    );
    expect(page2.items.map((item) => item.productId)).toEqual([P.hose]);

    const quokkaInGarden = productPageSchema.parse(
      (await get(`/api/products?brandId=${F.brand.quokka}&categoryId=${F.category.garden}`)).json(),
    );
    expect(quokkaInGarden.items.map((item) => item.productId)).toEqual([P.hose]);

    // Out of stock last (the demo theme keeps them at the end).
    const kitchen = productPageSchema.parse(
      (await get(`/api/products?categoryId=${F.category.kitchen}`)).json(),
    );
    expect(kitchen.items.map((item) => item.productId)).toEqual([
      P.mug,
      P.kettle,
      P.teaSet,
      P.teapot,
    ]);

    for (const query of ['ids=1,,2', 'ids=a', 'itemsPerPage=101', 'page=0', 'categoryId=x']) {
      expect((await get(`/api/products?${query}`)).statusCode, query).toBe(400);
    }
  });

  const getPrice = (productId: number, body: unknown, userId = guest.userId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/products/${productId}/get-price`,
      headers: authHeader(guest.accessToken),
      payload: body as object,
    });
  const choose = (size: number, colour: number) => [
    { attributeId: A.size, valueId: size },
    { attributeId: A.colour, valueId: colour },
  ];

  it('POST get-price resolves the variation of the chosen values, its price and stock', async () => {
    const sRed = await getPrice(P.shirt, { attributes: choose(V.s, V.red) });
    expect(sRed.statusCode).toBe(200);
    expect(getPriceResponseSchema.parse(sRed.json())).toEqual({
      variationId: F.variation.sRed,
      price: 3_000,
      oldPrice: null,
      activeQty: 2,
      inStock: true,
    });
    // Changing the colour changes the variation, and so the price.
    const mBlue = await getPrice(P.shirt, { attributes: choose(V.m, V.blue).reverse() });
    expect(mBlue.json()).toEqual({
      variationId: F.variation.mBlue,
      price: 3_500,
      oldPrice: 4_000,
      activeQty: 4,
      inStock: true,
    });
    expect((await getPrice(P.shirt, { attributes: choose(V.m, V.red) })).json()).toMatchObject({
      variationId: F.variation.mRed,
      activeQty: 0,
      inStock: false,
    });
    // inStock says whether the stock covers the quantity asked for.
    expect(
      (await getPrice(P.shirt, { attributes: choose(V.s, V.red), quantity: 3 })).json(),
    ).toMatchObject({ activeQty: 2, inStock: false });
  });

  it('POST get-price: a product without variations answers its own price', async () => {
    const response = await getPrice(P.kettle, { attributes: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      variationId: null,
      price: 12_000,
      oldPrice: 15_000,
      activeQty: 5,
      inStock: true,
    });
  });

  it('POST get-price: 404 for a combination no variation has, 400 for a bad choice, naming attributes', async () => {
    const impossible = await getPrice(P.shirt, { attributes: choose(V.l, V.blue) });
    expect(impossible.statusCode).toBe(404);
    expect(impossible.json().error).toEqual({
      code: 'not_found',
      message: 'This combination is not available.',
      fields: { attributes: 'This combination is not available.' },
    });
    const inArabic = await t.app.inject({
      method: 'POST',
      url: `/api/users/${guest.userId}/products/${P.shirt}/get-price`,
      headers: { ...authHeader(guest.accessToken), 'accept-language': 'ar' },
      payload: { attributes: choose(V.l, V.blue) },
    });
    expect(inArabic.json().error.message).toBe('هذا الاختيار غير متوفر.');

    const bad: [unknown, RegExp][] = [
      [{ attributes: [{ attributeId: A.size, valueId: V.s }] }, /missing 9000002/],
      [{ attributes: [] }, /Choose a value for every attribute/],
      [
        { attributes: [...choose(V.s, V.red), { attributeId: A.other, valueId: V.otherX }] },
        /has no attribute 9000003/,
      ],
      [{ attributes: choose(V.red, V.red) }, /Value 9000004 is not a value of attribute 9000001/],
      [{ attributes: choose(V.s, 123_456) }, /Value 123456 is not a value of attribute 9000002/],
      [
        { attributes: [...choose(V.s, V.red), { attributeId: A.size, valueId: V.m }] },
        /chosen more than once/,
      ],
      [{ attributes: [{ attributeId: A.size, valueId: V.s }] }, /missing/],
    ];
    for (const [body, message] of bad) {
      const response = await getPrice(P.shirt, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields.attributes).toMatch(message);
    }
    const onPlain = await getPrice(P.kettle, { attributes: choose(V.s, V.red) });
    expect(onPlain.statusCode).toBe(400);
    expect(onPlain.json().error.fields.attributes).toMatch(/has no attribute/);

    for (const body of [
      {},
      { attributes: 'S' },
      { attributes: [{ attributeId: 'x', valueId: 1 }] },
      { attributes: [], quantity: 0 },
      { attributes: [{ attributeId: 1, valueId: 1.5 }] },
    ]) {
      const response = await getPrice(P.shirt, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await getPrice(P.unpublished, { attributes: [] })).statusCode).toBe(404);
    expect((await getPrice(2_000_000_000, { attributes: [] })).statusCode).toBe(404);
  });

  it('POST get-price is guarded by {userId}: another id is 403, no token 401', async () => {
    const other = await createGuest(t.app);
    expect((await getPrice(P.kettle, { attributes: [] }, other.userId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/users/${guest.userId}/products/${P.kettle}/get-price`,
      payload: { attributes: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET stock-qty answers a variation’s units', async () => {
    const response = await get(`/api/stock-qty?variationId=${F.variation.mBlue}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ variationId: F.variation.mBlue, activeQty: 4 });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await get('/api/stock-qty?variationId=2000000000')).statusCode).toBe(404);
    const missing = await get('/api/stock-qty');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('variationId');
  });

  it('GET products-brands answers every brand with its logo', async () => {
    const brands = brandsSchema.parse((await get('/api/products-brands')).json());
    const quokka = brands.find((brand) => brand.brandId === F.brand.quokka);
    expect(quokka?.name).toBe('Quokka Co');
    expect(quokka?.logoPath).toMatch(/^\/files\/test\//);
    expect(brands.find((brand) => brand.brandId === F.brand.zebu)?.logoPath).toBeNull();
    const ar = brandsSchema.parse((await get('/api/products-brands', 'ar')).json());
    expect(ar.find((brand) => brand.brandId === F.brand.quokka)?.name).toBe('كوكا');
    // No Arabic name: the English one.
    expect(ar.find((brand) => brand.brandId === F.brand.zebu)?.name).toBe('Zebu');
  });

  it('GET products/max-price answers the highest visible price, within a category or not', async () => {
    const inRoot = await get(`/api/products/max-price?categoryId=${F.category.root}`);
    // The unpublished (99,000) and hidden (98,000) products do not count.
    expect(inRoot.json()).toEqual({ maxPrice: 20_000 });
    expect((await get(`/api/products/max-price?categoryId=${F.category.garden}`)).json()).toEqual({
      maxPrice: 5_000,
    });
    expect((await get('/api/products/max-price?categoryId=2000000000')).json()).toEqual({
      maxPrice: 0,
    });
    const all = (await get('/api/products/max-price')).json();
    expect(all.maxPrice).toBeGreaterThanOrEqual(20_000);
    expect((await get('/api/products/max-price?categoryId=abc')).statusCode).toBe(400);
  });

  it('works on the demo catalogue: browse, suggest, open and price a product with variations', async () => {
    const lookup = (await get('/api/categories/published/lookup')).json() as {
      categoryId: number;
    }[];
    expect(lookup.map((c) => c.categoryId)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    const search = await get('/api/products/search?$filter=categoryId eq 1&$count=true&$top=100');
    const page = search.json() as { items: ProductSummary[]; count: number };
    expect(page.count).toBeGreaterThan(10);
    expect(page.items.length).toBeGreaterThan(10);

    // A demo product is found by the start of the words of its name, in both languages.
    const first = page.items[0]!;
    const [word1, word2] = first.productName.split(' ');
    const suggestions = (
      await get(
        `/api/products/suggest?query=${encodeURIComponent(`${word1} ${word2?.slice(0, 3)}`)}&pageCount=20&preferInStock=false`,
      )
    ).json() as { product: { productId: number } }[];
    expect(suggestions.map((s) => s.product.productId)).toContain(first.productId);

    const withVariations = page.items.find((item) => item.hasVariations);
    expect(withVariations).toBeDefined();
    const detail = productDetailSchema.parse(
      (await get(`/api/products/${withVariations!.productId}`, 'ar')).json(),
    );
    expect(detail.pictures.length).toBeGreaterThan(0);
    expect(detail.breadcrumbs[0]?.categoryId).toBe(1);
    for (const variation of detail.variations) {
      const response = await getPrice(detail.productId, { attributes: variation.attributes });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        variationId: variation.variationId,
        price: variation.price,
        activeQty: variation.activeQty,
      });
    }
  });
});
