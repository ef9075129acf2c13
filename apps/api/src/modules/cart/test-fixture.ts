import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  categories,
  files,
  productAttributes,
  productPictures,
  products,
  promoCodes,
  variations,
  variationValues,
} from '../../db/schema.ts';
import type { LocalizedText } from '../../lib/localized-text.ts';
import { authHeader } from '../../test/app.ts';

/**
 * A small catalogue for the cart's tests (imported by *.test.ts only), beside the demo seed:
 * explicit ids from 8,100,001, clear of the seed's and of the catalogue fixture's. Each test
 * that changes a product (stock, publishing) has a product of its own.
 */
export const C = {
  category: { shop: 8_100_001, hidden: 8_100_002 },
  product: {
    kettle: 8_100_001,
    mug: 8_100_002,
    teapot: 8_100_003,
    shirt: 8_100_004,
    hoodie: 8_100_005,
    shadow: 8_100_006,
    draft: 8_100_007,
    teaSet: 8_100_008,
    pen: 8_100_009,
    lamp: 8_100_010,
    vase: 8_100_011,
    sofa: 8_100_012,
    clock: 8_100_013,
    scarf: 8_100_014,
  },
  attribute: { size: 8_100_001, colour: 8_100_002 },
  value: { s: 8_100_001, m: 8_100_002, red: 8_100_003, blue: 8_100_004 },
  variation: {
    sRed: 8_100_001,
    mBlue: 8_100_002,
    mRed: 8_100_003,
    hoodieM: 8_100_004,
    /** Inserted and deleted by a test. */
    scarfRed: 8_100_005,
  },
} as const;

const t = (en: string, ar?: string): LocalizedText => (ar === undefined ? { en } : { en, ar });

export async function insertCartCatalogue(db: Db): Promise<{ kettlePicture: string }> {
  const fileId = randomUUID();
  const kettlePicture = `test/cart-${fileId}.svg`;
  await db.insert(files).values({
    id: fileId,
    storageKey: kettlePicture,
    originalName: 'kettle.svg',
    contentType: 'image/svg+xml',
    size: 100,
    width: 800,
    height: 600,
  });
  const c = C.category;
  await db.insert(categories).values([
    { id: c.shop, name: t('Cart shop', 'متجر السلة'), path: [c.shop], sortOrder: 98 },
    {
      id: c.hidden,
      parentId: c.shop,
      name: t('Hidden shelf'),
      path: [c.shop, c.hidden],
      published: false,
    },
  ]);
  const p = C.product;
  const product = (
    id: number,
    name: LocalizedText,
    fields: Partial<typeof products.$inferInsert>,
  ): typeof products.$inferInsert => ({
    id,
    sku: `CART-${id}`,
    name,
    categoryId: c.shop,
    categoryPath: [c.shop],
    price: 1_000,
    activeQty: 10,
    ...fields,
  });
  await db.insert(products).values([
    product(p.kettle, t('Cart Kettle', 'غلاية السلة'), {
      price: 12_000,
      oldPrice: 15_000,
      activeQty: 5,
    }),
    // On "sale" at the same price: not on sale.
    product(p.mug, t('Cart Mug', 'كوب السلة'), { price: 2_500, oldPrice: 2_500, activeQty: 50 }),
    product(p.teapot, t('Cart Teapot'), { price: 8_000, activeQty: 0 }),
    // Denormalised from the variations, as the catalogue keeps them.
    product(p.shirt, t('Cart Shirt', 'قميص السلة'), { price: 3_000, activeQty: 6 }),
    product(p.hoodie, t('Cart Hoodie'), { price: 9_000, activeQty: 3 }),
    product(p.shadow, t('Cart Shadow'), {
      categoryId: c.hidden,
      categoryPath: [c.shop, c.hidden],
    }),
    product(p.draft, t('Cart Draft'), { published: false }),
    product(p.teaSet, t('Cart Tea Set'), { isGrouped: true, price: 20_000, activeQty: 3 }),
    product(p.pen, t('Cart Pen'), { price: 333, activeQty: 999 }),
    product(p.lamp, t('Cart Lamp'), { price: 4_000, activeQty: 7 }),
    product(p.vase, t('Cart Vase'), { price: 6_000, activeQty: 4 }),
    product(p.sofa, t('Cart Sofa'), { price: 250_000, activeQty: 2 }),
    product(p.clock, t('Cart Clock'), { price: 1_500, activeQty: 900 }),
    // Without variations until a test gives it one.
    product(p.scarf, t('Cart Scarf'), { price: 2_000, activeQty: 8 }),
  ]);
  await db.insert(productPictures).values({ productId: p.kettle, fileId, sortOrder: 1 });

  const a = C.attribute;
  const v = C.value;
  await db.insert(attributes).values([
    { id: a.size, name: t('Size', 'المقاس'), kind: 'text' },
    { id: a.colour, name: t('Colour', 'اللون'), kind: 'color' },
  ]);
  await db.insert(attributeValues).values([
    { id: v.s, attributeId: a.size, value: t('S'), sortOrder: 1 },
    { id: v.m, attributeId: a.size, value: t('M'), sortOrder: 2 },
    { id: v.red, attributeId: a.colour, value: t('Red', 'أحمر'), colorHex: '#cc0000' },
    { id: v.blue, attributeId: a.colour, value: t('Blue', 'أزرق'), colorHex: '#0000cc' },
  ]);
  // The shirt shows colour before size: the cart follows the product's order, not the ids'.
  await db.insert(productAttributes).values([
    { productId: p.shirt, attributeId: a.colour, sortOrder: 1 },
    { productId: p.shirt, attributeId: a.size, sortOrder: 2 },
    { productId: p.hoodie, attributeId: a.size, sortOrder: 1 },
  ]);
  const vr = C.variation;
  await db.insert(variations).values([
    { id: vr.sRed, productId: p.shirt, sku: 'CART-SHIRT-S-RED', price: 3_000, activeQty: 2 },
    {
      id: vr.mBlue,
      productId: p.shirt,
      sku: 'CART-SHIRT-M-BLUE',
      price: 3_500,
      oldPrice: 4_000,
      activeQty: 4,
    },
    { id: vr.mRed, productId: p.shirt, sku: 'CART-SHIRT-M-RED', price: 3_200, activeQty: 0 },
    { id: vr.hoodieM, productId: p.hoodie, sku: 'CART-HOODIE-M', price: 9_000, activeQty: 3 },
  ]);
  await db.insert(variationValues).values([
    { variationId: vr.sRed, attributeId: a.size, valueId: v.s },
    { variationId: vr.sRed, attributeId: a.colour, valueId: v.red },
    { variationId: vr.mBlue, attributeId: a.size, valueId: v.m },
    { variationId: vr.mBlue, attributeId: a.colour, valueId: v.blue },
    { variationId: vr.mRed, attributeId: a.size, valueId: v.m },
    { variationId: vr.mRed, attributeId: a.colour, valueId: v.red },
    { variationId: vr.hoodieM, attributeId: a.size, valueId: v.m },
  ]);
  return { kettlePicture };
}

/** Codes for the promo tests, beside the demo's (WELCOME10, SAVE5, …). */
export async function insertTestPromoCodes(db: Db): Promise<void> {
  await db.insert(promoCodes).values([
    { code: 'PCT15', discountType: 'percentage', discountValue: 15 },
    { code: 'FIX7', discountType: 'fixed', discountValue: 7_000 },
    { code: 'HUGE', discountType: 'fixed', discountValue: 1_000_000 },
    { code: 'ALL100', discountType: 'percentage', discountValue: 100 },
    { code: 'MIN30', discountType: 'percentage', discountValue: 10, minSubtotal: 30_000 },
    { code: 'PAUSED', discountType: 'percentage', discountValue: 10, active: false },
    { code: 'LIMIT2', discountType: 'percentage', discountValue: 20, usageLimit: 2, usedCount: 1 },
  ]);
}

/** The cart calls of spec 7 for one caller, as the storefront makes them. */
export function cartClient(app: FastifyInstance, token: string, lang = 'en') {
  const headers = { ...authHeader(token), 'accept-language': lang };
  return {
    get: (userId: string) => app.inject({ url: `/api/users/${userId}/cart`, headers }),
    add: (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/cart-items', headers, payload: payload as object }),
    addMany: (items: unknown[]) =>
      app.inject({ method: 'POST', url: '/api/v2/cart-items', headers, payload: { items } }),
    update: (itemId: number | string, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/carts/items/${itemId}`,
        headers,
        payload: payload as object,
      }),
    remove: (itemId: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/cart-items/${itemId}`, headers }),
    clear: () => app.inject({ method: 'DELETE', url: '/api/clear-cart', headers }),
    applyCode: (code: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/cart/promo-code?promoCode=${encodeURIComponent(code)}`,
        headers,
      }),
    removeCode: () => app.inject({ method: 'DELETE', url: '/api/delete-cart-promocode', headers }),
    removeProducts: (query: string) =>
      app.inject({ method: 'DELETE', url: `/api/delete-cart-products?${query}`, headers }),
  };
}
