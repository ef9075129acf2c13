import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from '../../../lib/search-text.ts';
import { openTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  dataListGroups,
  dataListItems,
  dataLists,
  files,
  groupedProducts,
  orderItems,
  productPictures,
  productSearchTerms,
  products,
  staticPages,
  variations,
  variationValues,
} from '../../schema.ts';
import { demoMenus } from '../demo-shop.ts';
import { attributeDefinitions } from './content.ts';
import { buildDemoProducts, loadCatalogueRefs } from './demo-catalogue.ts';
import { plainTextOfPageHtml } from './page-html.ts';
import { renderSeedPicture } from './pictures.ts';

const ARABIC = /[\u0600-\u06FF]/;

describe('demo catalogue seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());
  const db = () => database.db;
  /** Raw SQL rows; both drivers answer `{ rows }`. */
  const query = async <T = Record<string, unknown>>(statement: SQL) =>
    ((await db().execute(statement)) as unknown as { rows: T[] }).rows;

  it('has the top-level categories the menus link to, each with published subcategories', async () => {
    const rows = await db().select().from(categories).orderBy(asc(categories.id));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const menuLinks = demoMenus
      .flatMap((menu) => menu.items.flatMap((item) => [item, ...(item.children ?? [])]))
      .flatMap((item) => {
        const match = /categoryId=(\d+)/.exec(item.route);
        return match ? [{ id: Number(match[1]), name: item.title.en }] : [];
      });
    expect(menuLinks.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    for (const link of menuLinks) {
      const top = rows.find((c) => c.id === link.id);
      expect(top).toMatchObject({ parentId: null, published: true, path: [link.id] });
      expect(top?.name.en).toBe(link.name);
      const children = rows.filter((c) => c.parentId === link.id && c.published);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(3);
      for (const child of children) expect(child.path).toEqual([link.id, child.id]);
    }
    expect(rows.some((c) => !c.published)).toBe(true);
    for (const row of rows) {
      expect(row.name.ar).toMatch(ARABIC);
      expect(row.pictureId).not.toBeNull();
    }
  });

  it('has between 6 and 10 brands, named in both languages', async () => {
    const rows = await db().select().from(brands);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const row of rows) expect(row.name.ar).toMatch(ARABIC);
  });

  it('has at least 200 products with English and Arabic names and descriptions', async () => {
    const rows = await db().select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const row of rows) {
      expect(row.name.en).toMatch(/^[A-Z0-9]/);
      expect(row.name.ar).toMatch(ARABIC);
      expect(row.description.en.length).toBeGreaterThan(40);
      expect(row.description.ar).toMatch(ARABIC);
      expect(row.price).toBeGreaterThan(0);
      // Prices look like Kuwaiti prices: whole dinars or .250 / .500 / .750 / .900 / .950.
      expect([0, 250, 500, 750, 900, 950]).toContain(row.price % 1000);
      if (row.oldPrice !== null) expect(row.oldPrice).toBeGreaterThan(row.price);
    }
    expect(new Set(rows.map((r) => r.name.en)).size).toBe(rows.length);
    expect(rows.filter((r) => r.oldPrice !== null).length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.categoryPath[0] === 1).length).toBeGreaterThan(20);
  });

  it('keeps price, stock and category path consistent with variations and categories', async () => {
    const [inconsistent] = await query<{ n: number }>(sql`
      select count(*)::int as n from products p
      join categories c on c.id = p.category_id
      left join lateral (
        select min(v.price) as min_price, sum(v.active_qty)::int as qty, count(*)::int as n
        from variations v where v.product_id = p.id
      ) v on true
      where p.category_path <> c.path
         or (v.n > 0 and (p.price <> v.min_price or p.active_qty <> v.qty))`);
    expect(inconsistent?.n).toBe(0);
  });

  it('has variations with their own prices and stock, and things out of stock', async () => {
    const rows = await db().select().from(variations);
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.some((v) => v.activeQty === 0)).toBe(true);
    const [withPriceSpread] = await query<{ n: number }>(
      sql`select count(*)::int as n from (select product_id from variations group by product_id having min(price) <> max(price)) x`,
    );
    expect(withPriceSpread?.n).toBeGreaterThan(10);
    const soldOut = await db().select().from(products).where(eq(products.activeQty, 0));
    expect(soldOut.length).toBeGreaterThan(3);
  });

  it('gives every product at least one generated picture, described by its files row', async () => {
    const pictures = await db()
      .select({ productId: productPictures.productId, file: files })
      .from(productPictures)
      .innerJoin(files, eq(files.id, productPictures.fileId));
    const [{ n } = { n: 0 }] = await db().select({ n: sql<number>`count(*)::int` }).from(products);
    expect(new Set(pictures.map((p) => p.productId)).size).toBe(n);
    for (const { file } of pictures) {
      expect(file).toMatchObject({ contentType: 'image/svg+xml', width: 800, height: 800 });
      const svg = renderSeedPicture(file.storageKey, file.originalName);
      expect(svg).not.toBeNull();
      // What a server writes when it starts is byte for byte what the row describes.
      expect(Buffer.byteLength(svg ?? '')).toBe(file.size);
    }
  });

  it('gives each colour variation the product’s picture in its colour, after the product’s own', async () => {
    const colourKeyByName = new Map(
      (attributeDefinitions.find((a) => a.key === 'color')?.values ?? []).map((v) => [
        v.value.en,
        v.key,
      ]),
    );
    const colourOf = new Map(
      (
        await db()
          .select({ variationId: variationValues.variationId, name: attributeValues.value })
          .from(variationValues)
          .innerJoin(attributeValues, eq(attributeValues.id, variationValues.valueId))
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(eq(attributes.kind, 'color'))
      ).map((row) => [row.variationId, row.name]),
    );
    const pictures = await db()
      .select({
        productId: productPictures.productId,
        variationId: productPictures.variationId,
        sortOrder: productPictures.sortOrder,
        alt: productPictures.alt,
        storageKey: files.storageKey,
      })
      .from(productPictures)
      .innerJoin(files, eq(files.id, productPictures.fileId));
    const shown = new Map<number, typeof pictures>();
    for (const picture of pictures) {
      if (picture.variationId === null) continue;
      shown.set(picture.variationId, [...(shown.get(picture.variationId) ?? []), picture]);
    }
    // Every colour variation has one picture, of its colour; other variations have none.
    expect(colourOf.size).toBeGreaterThan(100);
    for (const [variationId, name] of colourOf) {
      const [picture, ...more] = shown.get(variationId) ?? [];
      expect(more).toEqual([]);
      expect(picture?.storageKey).toMatch(new RegExp(`-1-${colourKeyByName.get(name.en)}\\.svg$`));
      expect(picture?.alt).toEqual({
        en: expect.stringMatching(new RegExp(`, ${name.en}$`)),
        ar: expect.stringMatching(new RegExp(`، ${name.ar}$`)),
      });
    }
    expect([...shown.keys()].filter((id) => !colourOf.has(id))).toEqual([]);
    // The product's own pictures come first, so lists keep showing them.
    for (const own of pictures.filter((p) => p.variationId === null)) {
      const later = pictures.filter(
        (p) =>
          p.productId === own.productId && p.variationId !== null && p.sortOrder < own.sortOrder,
      );
      expect(later).toEqual([]);
    }
    // Drawn on the swatch: white lines on a dark colour, dark ones on a light colour.
    const navy = renderSeedPicture('seed/products/men/fa-0001-1-navy.svg', 'Shirt.svg');
    const cream = renderSeedPicture('seed/products/men/fa-0001-1-cream.svg', 'Shirt.svg');
    expect(navy).toContain('stroke="#fff"');
    expect(cream).toContain('stroke="#1f2933"');
    expect(renderSeedPicture('seed/products/men/fa-0001-1-nocolour.svg', 'Shirt.svg')).toBe(null);
  });

  it('draws category pictures without words: the page names the category in its language', async () => {
    const rows = await db()
      .select({ file: files })
      .from(categories)
      .innerJoin(files, eq(files.id, categories.pictureId));
    expect(rows.length).toBeGreaterThan(10);
    for (const { file } of rows) {
      const svg = renderSeedPicture(file.storageKey, file.originalName) ?? '';
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
      expect(Buffer.byteLength(svg)).toBe(file.size);
    }
  });

  it('stores the search terms of every name, in both languages, matchable by prefix', async () => {
    const rows = await db().select().from(products);
    const terms = await db().select().from(productSearchTerms);
    const byProduct = new Map<string, Set<string>>();
    for (const t of terms) {
      const key = `${t.productId}:${t.lang}`;
      if (!byProduct.has(key)) byProduct.set(key, new Set());
      byProduct.get(key)?.add(t.term);
    }
    for (const row of rows) {
      expect([...(byProduct.get(`${row.id}:en`) ?? [])].sort()).toEqual(
        searchTerms(row.name.en, 'en').sort(),
      );
      expect(byProduct.get(`${row.id}:ar`)?.size ?? 0).toBeGreaterThan(0);
    }
    const phones = await query(
      sql`select distinct product_id from product_search_terms where lang = 'ar' and term like ${'هاتف%'}`,
    );
    expect(phones.length).toBeGreaterThan(5);
  });

  it('has bundles of other products', async () => {
    const groups = await db().select().from(products).where(eq(products.isGrouped, true));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      const members = await db()
        .select()
        .from(groupedProducts)
        .where(eq(groupedProducts.groupId, group.id));
      expect(members.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('composes the home page from product and category data lists, every group filled', async () => {
    const lists = await db().select().from(dataLists);
    expect(lists.filter((l) => l.kind === 'product').length).toBeGreaterThanOrEqual(3);
    expect(lists.filter((l) => l.kind === 'category').length).toBeGreaterThanOrEqual(1);
    const groups = await db().select().from(dataListGroups);
    const items = await db().select().from(dataListItems);
    for (const group of groups) {
      const list = lists.find((l) => l.id === group.listId);
      const own = items.filter((i) => i.groupId === group.id);
      expect(own.length).toBeGreaterThan(0);
      for (const item of own) {
        if (list?.kind === 'product') expect(item.productId).not.toBeNull();
        else expect(item.categoryId).not.toBeNull();
      }
    }
  });

  it('has static pages 1 to 4 in English and Arabic', async () => {
    const pages = await db().select().from(staticPages).orderBy(asc(staticPages.id));
    expect(pages.map((p) => p.title.en)).toEqual([
      'About us',
      'Shipping & returns',
      'Privacy policy',
      'Terms & conditions',
    ]);
    for (const page of pages) {
      expect(page.body.en.split('<p>').length).toBeGreaterThan(2);
      expect(page.body.ar).toMatch(ARABIC);
      // Stored as the editor writes it, and read back as it was written.
      expect(page.body.en).toMatch(/^<(h2|p)>/);
      expect(plainTextOfPageHtml(page.body.en)).not.toMatch(/<[a-z]/i);
    }
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [row] = await db()
      .insert(brands)
      .values({ name: { en: 'New brand' } })
      .returning();
    expect(row?.id).toBeGreaterThan(10);
    await db()
      .delete(brands)
      .where(eq(brands.id, row?.id ?? 0));
  });

  it('is deterministic: the same products, prices and stock on every run', async () => {
    const refs = await loadCatalogueRefs(db());
    expect(refs).not.toBeNull();
    if (!refs) return;
    const now = new Date('2026-01-01T00:00:00Z');
    const first = buildDemoProducts(refs, now).products;
    const second = buildDemoProducts(refs, now).products;
    const summary = (list: typeof first) => list.map((p) => [p.name, p.price, p.activeQty]);
    expect(summary(first)).toEqual(summary(second));
    const pictureKeys = (demo: ReturnType<typeof buildDemoProducts>) =>
      [...demo.pictures].map(([id, list]) => [id, list.map((p) => p.picture.storageKey)]);
    expect(pictureKeys(buildDemoProducts(refs, now))).toEqual(
      pictureKeys(buildDemoProducts(refs, now)),
    );
    const rows = await db().select().from(products).orderBy(asc(products.id));
    // The demo customer's delivered order (demo-orders.ts) took its units from the stock.
    const sold = new Map<number | null, number>();
    for (const line of await db().select().from(orderItems)) {
      sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
    }
    expect(summary(first)).toEqual(
      rows.map((r) => [r.name, r.price, r.activeQty + (sold.get(r.id) ?? 0)]),
    );
  });
});
