import {
  categoryLookupListSchema,
  categoryPageSchema,
  categorySchema,
  dataListSchema,
  dataListsSchema,
  productPageSchema,
} from '@storefront/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { inDisplayOrder } from './categories/service.ts';
import { F, insertFixtureCatalogue } from './test-fixture.ts';

const C = F.category;
const P = F.product;
const L = F.list;
const G = F.group;

describe('categories and data lists', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
  });

  const get = (url: string, lang = 'en') =>
    t.app.inject({ url, headers: { 'accept-language': lang } });

  it('GET categories/published/lookup: the visible tree, flat, each category before its children', async () => {
    const response = await get('/api/categories/published/lookup');
    expect(response.statusCode).toBe(200);
    const all = categoryLookupListSchema.parse(response.json());
    const ours = all.filter((c) => c.categoryId >= C.root);
    expect(ours).toEqual([
      { categoryId: C.root, parentId: null, name: 'Zephyr Home' },
      { categoryId: C.garden, parentId: C.root, name: 'Zephyr Garden' },
      { categoryId: C.kitchen, parentId: C.root, name: 'Zephyr Kitchen' },
      { categoryId: C.kettles, parentId: C.kitchen, name: 'Kettles' },
    ]);
    // The whole list is in display order: a parent always comes before its children.
    const seen = new Set<number>();
    for (const category of all) {
      if (category.parentId !== null) expect(seen.has(category.parentId)).toBe(true);
      seen.add(category.categoryId);
    }
    const ar = categoryLookupListSchema.parse(
      (await get('/api/categories/published/lookup', 'ar')).json(),
    );
    expect(ar.find((c) => c.categoryId === C.kitchen)?.name).toBe('مطبخ زفير');
  });

  it('puts a tree in display order even with bad data (a cycle, an orphan)', () => {
    const rows = [
      { categoryId: 3, parentId: 2 },
      { categoryId: 2, parentId: 1 },
      { categoryId: 1, parentId: null },
      { categoryId: 4, parentId: 99 },
      { categoryId: 5, parentId: 6 },
      { categoryId: 6, parentId: 5 },
    ];
    expect(inDisplayOrder(rows).map((r) => r.categoryId)).toEqual([1, 2, 3, 4]);
  });

  it('GET categories/{id}: breadcrumbs top down, published children, picture', async () => {
    const root = categorySchema.parse((await get(`/api/categories/${C.root}`)).json());
    expect(root).toMatchObject({
      categoryId: C.root,
      parentId: null,
      name: 'Zephyr Home',
      description: 'About Zephyr Home',
      picture: null,
      breadcrumbs: [{ categoryId: C.root, name: 'Zephyr Home' }],
      children: [
        { categoryId: C.garden, parentId: C.root, name: 'Zephyr Garden' },
        { categoryId: C.kitchen, parentId: C.root, name: 'Zephyr Kitchen' },
      ],
    });
    const kitchen = categorySchema.parse((await get(`/api/categories/${C.kitchen}`, 'ar')).json());
    expect(kitchen.picture).toMatchObject({ width: 800, height: 600, alt: 'مطبخ زفير' });
    expect(kitchen.breadcrumbs.map((b) => b.name)).toEqual(['بيت زفير', 'مطبخ زفير']);
    // The unpublished draft shelf is not a child shown.
    expect(kitchen.children.map((c) => c.categoryId)).toEqual([C.kettles]);
    const kettles = categorySchema.parse((await get(`/api/categories/${C.kettles}`)).json());
    expect(kettles.breadcrumbs.map((b) => b.categoryId)).toEqual([C.root, C.kitchen, C.kettles]);
    expect(kettles.children).toEqual([]);

    for (const id of [C.hidden, C.underHidden, C.draft, 2_000_000_000]) {
      expect((await get(`/api/categories/${id}`)).statusCode, String(id)).toBe(404);
    }
    expect((await get('/api/categories/abc')).statusCode).toBe(400);
  });

  it('GET categories/{id}/products-count counts visible products in the category and below', async () => {
    expect((await get(`/api/categories/${C.root}/products-count`)).json()).toEqual({ count: 7 });
    expect((await get(`/api/categories/${C.kitchen}/products-count`)).json()).toEqual({
      count: 4,
    });
    expect((await get(`/api/categories/${C.kettles}/products-count`)).json()).toEqual({
      count: 1,
    });
    expect((await get(`/api/categories/${C.hidden}/products-count`)).statusCode).toBe(404);
    expect((await get('/api/categories/2000000000/products-count')).statusCode).toBe(404);
  });

  it('GET v2/data-lists and data-list/{id}: published lists with their groups', async () => {
    const lists = dataListsSchema.parse((await get('/api/v2/data-lists')).json());
    const ours = lists.filter((list) => list.listId >= L.products);
    expect(ours).toEqual([
      {
        listId: L.products,
        name: 'Zephyr picks',
        kind: 'product',
        groups: [
          { groupId: G.picks, name: 'Picks' },
          { groupId: G.shirts, name: 'Shirts' },
        ],
      },
      {
        listId: L.categories,
        name: 'Zephyr rooms',
        kind: 'category',
        groups: [{ groupId: G.rooms, name: 'Rooms' }],
      },
    ]);
    const one = dataListSchema.parse((await get(`/api/data-list/${L.products}`, 'ar')).json());
    expect(one).toMatchObject({ name: 'مختارات زفير', groups: [{ name: 'مختارات' }, {}] });
    expect((await get(`/api/data-list/${L.draft}`)).statusCode).toBe(404);
    expect((await get('/api/data-list/2000000000')).statusCode).toBe(404);
  });

  it('product data-list items: the visible products in group and item order, paged', async () => {
    const ids = (page: { items: { productId: number }[] }) => page.items.map((i) => i.productId);
    for (const url of [
      `/api/v2/product/data-lists/${L.products}/items`,
      `/api/data-list/${L.products}/products`,
    ]) {
      const all = productPageSchema.parse((await get(url)).json());
      // The unpublished product in the first group is left out.
      expect(ids(all)).toEqual([P.mug, P.kettle, P.shirt]);
      expect(all.count).toBe(3);
    }
    const page = productPageSchema.parse(
      (await get(`/api/v2/product/data-lists/${L.products}/items?$top=1&$skip=1`)).json(),
    );
    expect(page).toMatchObject({ count: 3, items: [{ productId: P.kettle }] });
    const group = productPageSchema.parse(
      (await get(`/api/v2/product/data-lists/${L.products}/groups/${G.picks}/items`)).json(),
    );
    expect(ids(group)).toEqual([P.mug, P.kettle]);
    expect(group.count).toBe(2);
    expect(group.items[1]).toMatchObject({ productName: 'Zephyr Kettle', brandName: 'Quokka Co' });
  });

  it('category data-list items: the visible categories with pictures, paged', async () => {
    for (const url of [
      `/api/v2/category/data-lists/${L.categories}/groups/${G.rooms}/items`,
      `/api/v2/category/data-lists/${L.categories}/items`,
      `/api/data-list/${L.categories}/categories`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const page = categoryPageSchema.parse(response.json());
      // The unpublished room is left out.
      expect(page.items.map((c) => c.categoryId)).toEqual([C.garden, C.kitchen]);
      expect(page.count).toBe(2);
      expect(page.items[0]?.picture).toBeNull();
      expect(page.items[1]?.picture).toMatchObject({ width: 800, alt: 'Zephyr Kitchen' });
    }
  });

  it('data-list paths answer 404 for a list of the other kind, a foreign group or a draft list', async () => {
    const notFound = [
      `/api/v2/product/data-lists/${L.categories}/items`,
      `/api/v2/category/data-lists/${L.products}/items`,
      `/api/v2/product/data-lists/${L.products}/groups/${G.rooms}/items`,
      `/api/v2/category/data-lists/${L.categories}/groups/${G.picks}/items`,
      `/api/v2/product/data-lists/${L.draft}/items`,
      `/api/v2/product/data-lists/${L.draft}/groups/${G.draftGroup}/items`,
      `/api/data-list/${L.categories}/products`,
      `/api/data-list/${L.products}/categories`,
      '/api/v2/product/data-lists/2000000000/items',
    ];
    for (const url of notFound) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    for (const query of ['$top=0', '$top=101', '$skip=-1', '$top=x']) {
      const url = `/api/v2/product/data-lists/${L.products}/items?${query}`;
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
