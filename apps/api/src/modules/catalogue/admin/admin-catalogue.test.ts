import { randomUUID } from 'node:crypto';
import {
  type AdminProduct,
  type AdminProductInput,
  adminCategoriesSchema,
  adminProductPageSchema,
  adminProductSchema,
  stockMovementPageSchema,
} from '@storefront/contracts/admin-catalogue';
import { adminApiEn } from '@storefront/contracts/i18n/admin-api.en';
import { validationEn } from '@storefront/contracts/i18n/validation.en';

const en = { ...validationEn, ...adminApiEn };

import { auditPageSchema } from '@storefront/contracts/staff';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, categories, products } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createGuest, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { cartClient } from '../../cart/test-fixture.ts';
import { multipart, png } from '../../files/test-fixture.ts';
import { ordersClient, prepareCheckout } from '../../orders/test-fixture.ts';

/**
 * Issue 25: the back office's catalogue through its API, as the admin app calls it. Answers are
 * kept a minute here, so a change seen on the storefront at once is the announcement's doing.
 */

describe('the back office catalogue (issue 25)', () => {
  const t = useTestApp({
    env: { CATALOGUE_CACHE_SECONDS: '60', GUEST_CREATION_PER_MINUTE: '1000' },
  });
  const db = () => t.database.db;
  let catalogue = '';
  let support = '';
  let customer = '';
  let redFile = '';
  let blueFile = '';
  let categoryId = 0;

  const as = (token: string, lang = 'en') => ({
    ...authHeader(token),
    'accept-language': lang,
  });
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: as(token),
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    const password = 'a-long-staff-password-1';
    const people = {
      catalogue: { email: 'shelves@admin.test', staffRoleId: 'catalogue' as const },
      support: { email: 'helpdesk@admin.test', staffRoleId: 'support' as const },
    };
    for (const person of Object.values(people)) {
      await createUser(db(), { ...person, password, role: 'staff' });
    }
    await createUser(db(), { email: 'buyer@admin.test', password });
    catalogue = (await signIn(t.app, people.catalogue.email, password)).accessToken;
    support = (await signIn(t.app, people.support.email, password)).accessToken;
    customer = (await signIn(t.app, 'buyer@admin.test', password)).accessToken;

    const upload = async (width: number) => {
      const body = await multipart([
        { name: 'file', fileName: 'kettle.png', type: 'image/png', content: png(width, 40) },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body.payload,
        headers: { ...body.headers, ...authHeader(catalogue) },
      });
      return ok(response, 201).fileId as string;
    };
    redFile = await upload(40);
    blueFile = await upload(41);
    // A published category with no published category above it hidden: the demo's first leaf.
    const [leaf] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.published, true), eq(categories.sortOrder, 0)))
      .orderBy(categories.id)
      .limit(1);
    categoryId = leaf!.id;
  });

  const kettle = (overrides: Partial<AdminProductInput> = {}): AdminProductInput => ({
    sku: 'ZEPH-KETTLE',
    name: { en: 'Zephyrine Kettle', ar: 'غلاية زفيرين' },
    description: { en: 'Boils water.', ar: 'تغلي الماء.' },
    price: 12_500,
    categoryId,
    published: true,
    options: [
      {
        name: { en: 'Colour', ar: 'اللون' },
        kind: 'color',
        values: [
          { value: { en: 'Zephyr Red', ar: 'أحمر زفير' }, colorHex: '#cc2233' },
          { value: { en: 'Zephyr Blue', ar: 'أزرق زفير' }, colorHex: '#2233cc' },
        ],
      },
    ],
    variations: [
      { sku: 'ZEPH-KETTLE-RED', price: 12_500, initialStock: 4, values: ['Zephyr Red'] },
      {
        sku: 'ZEPH-KETTLE-BLUE',
        price: 13_000,
        oldPrice: 15_000,
        initialStock: 2,
        values: ['Zephyr Blue'],
      },
    ],
    pictures: [
      { fileId: redFile, alt: { en: 'Red kettle', ar: 'غلاية حمراء' }, variationIndexes: [0] },
      { fileId: blueFile, alt: { en: 'Blue kettle' }, variationIndexes: [1] },
    ],
    ...overrides,
  });

  const suggest = async (query: string, lang: string) =>
    (
      ok(
        await t.app.inject({
          url: `/api/products/suggest?query=${encodeURIComponent(query)}`,
          headers: { 'accept-language': lang },
        }),
      ) as { product: { productId: number } }[]
    ).map((s) => s.product.productId);
  const search = async (keyword: string, lang: string) =>
    (
      ok(
        await t.app.inject({
          url: `/api/products/search?keyword=${encodeURIComponent(keyword)}`,
          headers: { 'accept-language': lang },
        }),
      ) as { items: { productId: number }[] }
    ).items.map((s) => s.productId);
  const history = async (productId: number) =>
    auditPageSchema.parse(ok(await call(catalogue, 'GET', `products/${productId}/history`)));
  const movements = async (productId: number) =>
    stockMovementPageSchema.parse(
      ok(await call(catalogue, 'GET', `products/${productId}/stock-movements`)),
    ).items;

  let product: AdminProduct;

  it('creates a product with two colours, a picture each, in both languages: found at once', async () => {
    // Asked (and kept for a minute) before the product exists: the creation must forget them.
    expect(await suggest('zephyrine', 'en')).toEqual([]);
    expect(await search('زفيرين', 'ar')).toEqual([]);

    product = adminProductSchema.parse(
      ok(await call(catalogue, 'POST', 'products', kettle()), 201),
    );
    expect(product).toMatchObject({
      sku: 'ZEPH-KETTLE',
      name: { en: 'Zephyrine Kettle', ar: 'غلاية زفيرين' },
      price: 12_500,
      activeQty: 6,
      published: true,
      archived: false,
    });
    expect(product.options).toHaveLength(1);
    expect(product.options[0]!.values.map((v) => [v.value.en, v.colorHex])).toEqual([
      ['Zephyr Red', '#cc2233'],
      ['Zephyr Blue', '#2233cc'],
    ]);
    const [red, blue] = product.variations;
    expect([red!.values, red!.activeQty, blue!.values, blue!.activeQty]).toEqual([
      ['Zephyr Red'],
      4,
      ['Zephyr Blue'],
      2,
    ]);
    expect(product.pictures.map((p) => [p.fileId, p.variationIds])).toEqual([
      [redFile, [red!.id]],
      [blueFile, [blue!.id]],
    ]);
    expect(product.pictures[1]!.alt).toEqual({ en: 'Blue kettle' });

    for (const [query, lang] of [
      ['zephyrine', 'en'],
      ['زفيرين', 'ar'],
      ['غلاية زف', 'ar'],
    ] as const) {
      expect(await suggest(query, lang), `${lang} ${query}`).toContain(product.id);
      expect(await search(query, lang), `${lang} ${query}`).toContain(product.id);
    }
    // The shop's page: each colour's picture shows that colour.
    const detail = ok(await t.app.inject(`/api/products/${product.id}`));
    expect(detail.pictures.map((p: { variationId: number | null }) => p.variationId)).toEqual([
      red!.id,
      blue!.id,
    ]);

    const initial = await movements(product.id);
    expect(initial.map((m) => [m.reason, m.variationId, m.delta, m.quantityAfter]).sort()).toEqual(
      [
        ['initial', red!.id, 4, 4],
        ['initial', blue!.id, 2, 2],
      ].sort(),
    );
    const [created] = (await history(product.id)).items;
    expect(created).toMatchObject({
      action: 'create',
      before: null,
      permission: 'catalogue.write',
    });
  });

  it('replaces the document: audited with before and after, shown on the storefront at once', async () => {
    expect(ok(await t.app.inject(`/api/products/${product.id}`)).productName).toBe(
      'Zephyrine Kettle',
    );
    const input = kettle({
      name: { en: 'Zephyrine Travel Kettle', ar: 'غلاية زفيرين للسفر' },
      variations: product.variations.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: v.price - 500,
        oldPrice: v.oldPrice,
        // Ignored for a variation that exists: stock changes through adjustments only.
        initialStock: 100,
        values: v.values,
      })),
    });
    const updated = adminProductSchema.parse(
      ok(await call(catalogue, 'PUT', `products/${product.id}`, input)),
    );
    expect(updated.name.en).toBe('Zephyrine Travel Kettle');
    expect(updated.price).toBe(12_000);
    expect(updated.activeQty).toBe(6);
    expect(updated.variations.map((v) => v.id)).toEqual(product.variations.map((v) => v.id));

    const [entry] = (await history(product.id)).items;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: String(product.id),
      before: { name: { en: 'Zephyrine Kettle' }, price: 12_500 },
      after: { name: { en: 'Zephyrine Travel Kettle' }, price: 12_000 },
    });
    const shown = ok(await t.app.inject(`/api/products/${product.id}`));
    expect([shown.productName, shown.price]).toEqual(['Zephyrine Travel Kettle', 12_000]);
    expect(await suggest('travel kettle', 'en')).toContain(product.id);
    product = updated;
  });

  it('refuses a SKU another product has (409): no change, no audit row', async () => {
    const other = adminProductSchema.parse(
      ok(
        await call(catalogue, 'POST', 'products', {
          sku: 'ZEPH-OTHER',
          name: { en: 'Zephyrine Mug' },
          price: 2_000,
          categoryId,
          published: false,
          initialStock: 3,
        }),
        201,
      ),
    );
    expect([other.activeQty, other.variations, other.name]).toEqual([
      3,
      [],
      { en: 'Zephyrine Mug' },
    ]);
    const entriesBefore = (await history(product.id)).total;
    const error = errorOf(
      await call(
        catalogue,
        'PUT',
        `products/${product.id}`,
        kettle({ sku: 'zeph-other', price: 1 }),
      ),
      409,
    );
    expect(error.fields).toEqual({ sku: en['errors.skuTaken'] });
    expect((await history(product.id)).total).toBe(entriesBefore);
    const unchanged = adminProductSchema.parse(
      ok(await call(catalogue, 'GET', `products/${product.id}`)),
    );
    expect([unchanged.sku, unchanged.name.en]).toEqual(['ZEPH-KETTLE', 'Zephyrine Travel Kettle']);

    // A variation SKU too, named by its place; and an unknown file, category or variation.
    const clash = kettle({
      variations: [
        { sku: 'ZEPH-KETTLE-RED', price: 1, values: ['Zephyr Red'] },
        { sku: 'ZEPH-KETTLE-BLUE', price: 1, values: ['Zephyr Blue'] },
      ],
      sku: 'ZEPH-NEW',
    });
    expect(errorOf(await call(catalogue, 'POST', 'products', clash), 409).fields).toEqual({
      'variations.0.sku': en['errors.skuTaken'],
      'variations.1.sku': en['errors.skuTaken'],
    });
    const missing = kettle({ sku: 'ZEPH-NEW2', pictures: [{ fileId: randomUUID() }] });
    missing.variations = missing.variations!.map((v, i) => ({ ...v, sku: `ZEPH-NEW2-${i}` }));
    expect(errorOf(await call(catalogue, 'POST', 'products', missing), 404).fields).toEqual({
      'pictures.0.fileId': en['errors.fileUnknown'],
    });
    const foreign = kettle({
      pictures: [],
      variations: [{ id: other.id + 100_000, sku: 'X-1', price: 1, values: ['Zephyr Red'] }],
    });
    expect(
      errorOf(await call(catalogue, 'PUT', `products/${product.id}`, foreign), 404).fields,
    ).toEqual({
      'variations.0.id': en['errors.variationUnknown'],
    });
    // The document's own rules, before anything is read.
    const invalid = kettle({
      variations: [{ sku: 'Z-1', price: -1, values: ['Green'] }],
      pictures: [{ fileId: redFile, variationIndexes: [3] }],
    });
    expect(errorOf(await call(catalogue, 'POST', 'products', invalid), 400).fields).toMatchObject({
      'variations.0.price': expect.any(String),
      'variations.0.values': expect.any(String),
      'pictures.0.variationIndexes': expect.any(String),
    });
    expect((await history(product.id)).total).toBe(entriesBefore);
  });

  it('adjusts stock with a reason: a movement and an audit row; never below 0 (409)', async () => {
    const red = product.variations[0]!;
    const received = ok(
      await call(catalogue, 'POST', `products/${product.id}/stock`, {
        variationId: red.id,
        delta: 5,
        reason: 'received',
        note: 'Delivery 42',
      }),
    );
    expect(received).toEqual({
      productId: product.id,
      variationId: red.id,
      activeQty: 9,
      productActiveQty: 11,
    });
    const [latest] = await movements(product.id);
    expect(latest).toMatchObject({
      reason: 'received',
      delta: 5,
      quantityAfter: 9,
      variationId: red.id,
      variationSku: red.sku,
      note: 'Delivery 42',
      actorEmail: 'shelves@admin.test',
      orderId: null,
    });
    expect(ok(await t.app.inject(`/api/stock-qty?variationId=${red.id}`)).activeQty).toBe(9);

    const auditBefore = (await history(product.id)).total;
    const refused = errorOf(
      await call(catalogue, 'POST', `products/${product.id}/stock`, {
        variationId: red.id,
        delta: -10,
        reason: 'damaged',
      }),
      409,
    );
    expect(refused.fields).toEqual({
      delta: en['errors.stockBelowZero'].replace('{{count}}', '9'),
    });
    expect(refused.message).toContain('9');
    expect((await movements(product.id))[0]!.id).toBe(latest!.id);
    expect((await history(product.id)).total).toBe(auditBefore);
    // A product with variations is adjusted per variation.
    expect(
      errorOf(
        await call(catalogue, 'POST', `products/${product.id}/stock`, {
          delta: 1,
          reason: 'correction',
        }),
        400,
      ).fields,
    ).toEqual({ variationId: expect.any(String) });
    expect(
      errorOf(
        await call(catalogue, 'POST', `products/${product.id}/stock`, {
          variationId: red.id,
          delta: 0,
          reason: 'correction',
        }),
        400,
      ).fields,
    ).toEqual({ delta: expect.any(String) });
  });

  it('placing an order takes stock through the inventory: an order movement naming it', async () => {
    const blue = product.variations[1]!;
    const guest = await createGuest(t.app);
    await prepareCheckout(db(), guest.userId);
    const cart = cartClient(t.app, guest.accessToken);
    ok(await cart.add({ productId: product.id, variationId: blue.id, quantity: 2 }));
    const order = ok(
      await ordersClient(t.app, guest.accessToken).place(guest.userId, randomUUID()),
      201,
    );
    const [movement] = await movements(product.id);
    expect(movement).toMatchObject({
      reason: 'order',
      variationId: blue.id,
      delta: -2,
      quantityAfter: 0,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      actorId: null,
    });
    // Sold out: the storefront says so at once (the kept answer was forgotten).
    expect(ok(await t.app.inject(`/api/stock-qty?variationId=${blue.id}`)).activeQty).toBe(0);
    const shown = ok(await t.app.inject(`/api/products/${product.id}`));
    expect(shown.activeQty).toBe(9);
  });

  it('lists, filters and pages products for the back office', async () => {
    const list = async (query: string) =>
      adminProductPageSchema.parse(ok(await call(catalogue, 'GET', `products?${query}`)));
    const byName = await list('query=zephyrine');
    expect(byName.items.map((item) => item.sku).sort()).toEqual(['ZEPH-KETTLE', 'ZEPH-OTHER']);
    expect((await list(`query=${encodeURIComponent('زفيرين')}`)).items.map((i) => i.id)).toEqual([
      product.id,
    ]);
    // A variation's SKU finds its product.
    expect((await list('query=kettle-blue')).items.map((i) => i.id)).toEqual([product.id]);
    const mug = (await list('query=zeph-other')).items[0]!;
    expect(mug).toMatchObject({
      missingArabic: true,
      stockState: 'low',
      published: false,
      activeQty: 3,
    });
    expect((await list('query=zeph&missingArabic=true')).items.map((i) => i.sku)).toEqual([
      'ZEPH-OTHER',
    ]);
    expect((await list('query=zeph&stock=in')).items.map((i) => i.sku)).toEqual(['ZEPH-KETTLE']);
    expect((await list('query=zeph&published=false')).items.map((i) => i.sku)).toEqual([
      'ZEPH-OTHER',
    ]);
    const kettleRow = (await list('query=zeph-kettle')).items[0]!;
    expect(kettleRow.picture).toMatch(/^\/files\//);
    expect(kettleRow.categoryName).not.toBe('');

    // Archive: unpublished, out of the default list, in the archived one, gone from the shop.
    expect(
      ok(
        await call(catalogue, 'POST', 'products/bulk', {
          ids: [product.id, 2_000_000],
          action: 'archive',
        }),
      ),
    ).toEqual({ updated: 1 });
    expect((await list('query=zeph-kettle')).items).toEqual([]);
    expect((await list('query=zeph-kettle&archived=true')).items[0]).toMatchObject({
      archived: true,
      published: false,
    });
    expect((await t.app.inject(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect(await suggest('zephyrine', 'en')).not.toContain(product.id);
    expect((await history(product.id)).items[0]).toMatchObject({
      action: 'archive',
      before: { published: true, archived: false },
      after: { published: false, archived: true },
    });
    ok(await call(catalogue, 'POST', 'products/bulk', { ids: [product.id], action: 'unarchive' }));
    ok(await call(catalogue, 'POST', 'products/bulk', { ids: [product.id], action: 'publish' }));
    expect(await suggest('zephyrine', 'en')).toContain(product.id);
  });

  it('lets the catalogue role write, support only read, a customer nothing', async () => {
    const body = kettle({ sku: 'ROLE-1', variations: [], options: [], pictures: [] });
    expect((await call(support, 'GET', 'products')).statusCode).toBe(200);
    expect((await call(support, 'GET', `products/${product.id}`)).statusCode).toBe(200);
    expect((await call(support, 'GET', 'categories')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', 'products', body],
      ['PUT', `products/${product.id}`, body],
      ['POST', `products/${product.id}/stock`, { variationId: 1, delta: 1, reason: 'received' }],
      ['POST', 'products/bulk', { ids: [product.id], action: 'unpublish' }],
      ['POST', 'brands', { name: { en: 'Nope' } }],
      ['DELETE', 'categories/1', undefined],
    ] as const) {
      const error = errorOf(await call(support, method, url, payload), 403);
      expect(error.message, `${method} ${url}`).toContain('catalogue.write');
    }
    expect(errorOf(await call(customer, 'GET', 'products'), 403).code).toBe('forbidden');
    expect((await t.app.inject('/api/admin/products')).statusCode).toBe(401);
    expect(ok(await call(catalogue, 'GET', `products/${product.id}`)).sku).toBe('ZEPH-KETTLE');
  });

  it('moves categories: paths and products follow, a move under itself is refused (409)', async () => {
    const create = async (en: string, parentId: number | null) =>
      ok(
        await call(catalogue, 'POST', 'categories', { name: { en, ar: `${en} ع` }, parentId }),
        201,
      ).id as number;
    const a = await create('Zeph A', null);
    const b = await create('Zeph B', a);
    const c = await create('Zeph C', b);
    const pathOf = async (id: number) =>
      (
        await db().select({ path: categories.path }).from(categories).where(eq(categories.id, id))
      )[0]?.path;
    expect(await pathOf(c)).toEqual([a, b, c]);
    const mug = (
      ok(await call(catalogue, 'GET', 'products?query=zeph-other')) as { items: { id: number }[] }
    ).items[0]!.id;
    const mugDoc = adminProductSchema.parse(ok(await call(catalogue, 'GET', `products/${mug}`)));
    ok(
      await call(catalogue, 'PUT', `products/${mug}`, {
        sku: mugDoc.sku,
        name: mugDoc.name,
        price: mugDoc.price,
        categoryId: c,
        published: true,
      }),
    );

    const cycle = errorOf(
      await call(catalogue, 'PUT', `categories/${a}/position`, { parentId: c, index: 0 }),
      409,
    );
    expect(cycle.fields).toEqual({ parentId: en['errors.categoryCycle'] });
    expect(
      errorOf(
        await call(catalogue, 'PUT', `categories/${a}/position`, { parentId: a, index: 0 }),
        409,
      ).code,
    ).toBe('conflict');

    const tree = adminCategoriesSchema.parse(
      ok(await call(catalogue, 'PUT', `categories/${b}/position`, { parentId: null, index: 0 })),
    );
    expect(tree[0]).toMatchObject({ id: b, parentId: null, sortOrder: 0 });
    expect(tree[1]).toMatchObject({ id: c, parentId: b, productCount: 1 });
    expect(await pathOf(b)).toEqual([b]);
    expect(await pathOf(c)).toEqual([b, c]);
    const [moved] = await db()
      .select({ path: products.categoryPath })
      .from(products)
      .where(eq(products.id, mug));
    expect(moved!.path).toEqual([b, c]);
    // The shop finds it under its new ancestor, at once.
    const underB = ok(await t.app.inject(`/api/products?categoryId=${b}`)).items.map(
      (item: { productId: number }) => item.productId,
    );
    expect(underB).toEqual([mug]);
    // A sibling's order: A moved before B among the top level.
    const reordered = adminCategoriesSchema.parse(
      ok(await call(catalogue, 'PUT', `categories/${a}/position`, { parentId: null, index: 0 })),
    );
    const top = reordered.filter((row) => row.parentId === null);
    expect(top.slice(0, 2).map((row) => row.id)).toEqual([a, b]);
    expect(top.map((row) => row.sortOrder)).toEqual(top.map((_, index) => index));

    expect(errorOf(await call(catalogue, 'DELETE', `categories/${c}`), 409).code).toBe('conflict');
    expect((await call(catalogue, 'DELETE', `categories/${a}`)).statusCode).toBe(204);
    const renamed = ok(
      await call(catalogue, 'PUT', `categories/${c}`, {
        name: { en: 'Zeph Cups', ar: 'أكواب' },
        published: true,
      }),
    );
    expect(renamed).toMatchObject({ name: { en: 'Zeph Cups', ar: 'أكواب' }, parentId: b });
    const moves = await db()
      .select({ before: adminAudit.before, after: adminAudit.after })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.entity, 'category'),
          eq(adminAudit.entityId, String(b)),
          eq(adminAudit.action, 'move'),
        ),
      );
    expect(moves).toEqual([
      {
        before: expect.objectContaining({ parentId: a, path: [a, b] }),
        after: expect.objectContaining({ parentId: null, path: [b] }),
      },
    ]);
  });

  it('keeps brands: create, rename, delete (its products keep no brand)', async () => {
    const brand = ok(
      await call(catalogue, 'POST', 'brands', { name: { en: 'Zephyr Works' } }),
      201,
    );
    expect(brand).toMatchObject({ name: { en: 'Zephyr Works' }, productCount: 0 });
    const doc = adminProductSchema.parse(
      ok(await call(catalogue, 'GET', `products/${product.id}`)),
    );
    const input = kettle({
      brandId: brand.id,
      variations: doc.variations.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: v.price,
        values: v.values,
      })),
    });
    expect(ok(await call(catalogue, 'PUT', `products/${product.id}`, input)).brandId).toBe(
      brand.id,
    );
    expect(ok(await t.app.inject(`/api/products/${product.id}`)).brandName).toBe('Zephyr Works');
    ok(
      await call(catalogue, 'PUT', `brands/${brand.id}`, {
        name: { en: 'Zephyr & Co', ar: 'زفير' },
      }),
    );
    const shown = ok(
      await t.app.inject({
        url: `/api/products/${product.id}`,
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(shown.brandName).toBe('زفير');
    expect((await call(catalogue, 'DELETE', `brands/${brand.id}`)).statusCode).toBe(204);
    const [row] = await db()
      .select({ brandId: products.brandId })
      .from(products)
      .where(and(eq(products.id, product.id), isNull(products.brandId)));
    expect(row).toEqual({ brandId: null });
    expect(ok(await t.app.inject(`/api/products/${product.id}`)).brandName).toBeNull();
  });
});
