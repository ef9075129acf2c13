import {
  brandsSchema,
  categoryLookupListSchema,
  type ProductFacets,
  productFacetsSchema,
  productSearchResponseSchema,
} from '@storefront/contracts/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { F, insertFixtureCatalogue } from '../test-fixture.ts';

/** What the search page asks for: its filters as the web writes them (search-state.ts). */
interface Filters {
  categoryId?: number;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
  keyword?: string;
}

function query(filters: Filters): Record<string, string> {
  const terms: string[] = [];
  if (filters.categoryId !== undefined) terms.push(`categoryId eq ${filters.categoryId}`);
  const brandIds = filters.brandIds ?? [];
  if (brandIds.length === 1) terms.push(`brandId eq ${brandIds[0]}`);
  if (brandIds.length > 1) terms.push(`brandId in (${brandIds.join(',')})`);
  if (filters.minPrice !== undefined) terms.push(`price ge ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) terms.push(`price le ${filters.maxPrice}`);
  if (filters.inStock) terms.push('inStock eq true');
  if (filters.onSale) terms.push('onSale eq true');
  return {
    ...(terms.length > 0 ? { $filter: terms.join(' and ') } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

describe('GET products/facets', () => {
  const t = useTestApp();
  let allBrandIds: number[] = [];
  let allCategoryIds: number[] = [];

  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
    const brands = brandsSchema.parse((await t.app.inject('/api/products-brands')).json());
    allBrandIds = brands.map((brand) => brand.brandId);
    const categories = categoryLookupListSchema.parse(
      (await t.app.inject('/api/categories/published/lookup')).json(),
    );
    allCategoryIds = categories.map((category) => category.categoryId);
  });

  async function facets(filters: Filters, lang = 'en'): Promise<ProductFacets> {
    const response = await t.app.inject({
      url: '/api/products/facets',
      query: query(filters),
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    return productFacetsSchema.parse(response.json());
  }

  /** How many results GET products/search gives for the filters: what the page then lists. */
  async function resultCount(filters: Filters, lang = 'en'): Promise<number> {
    const response = await t.app.inject({
      url: '/api/products/search',
      query: { ...query(filters), $top: '0', $count: 'true' },
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    return productSearchResponseSchema.parse(response.json()).count!;
  }

  /** The highest price the search finds (in stock first, so the top of each half). */
  async function highestPrice(filters: Filters): Promise<number> {
    const base = query(filters);
    let highest = 0;
    for (const stock of ['inStock', 'not inStock']) {
      const response = await t.app.inject({
        url: '/api/products/search',
        query: {
          ...base,
          $filter: base.$filter ? `${base.$filter} and ${stock}` : stock,
          $top: '1',
          $orderby: 'price desc',
        },
      });
      const top = productSearchResponseSchema.parse(response.json()).items[0]?.price ?? 0;
      highest = Math.max(highest, top);
    }
    return highest;
  }

  /**
   * Every count the answer gives equals the number of results the search gives for that value
   * (with the other filters), every value it leaves out gives none, and only a brand already
   * chosen is offered at 0.
   */
  async function expectCountsMatchSearch(filters: Filters, lang = 'en') {
    const answer = await facets(filters, lang);
    const label = JSON.stringify(filters);
    expect(answer.count, label).toBe(await resultCount(filters, lang));

    const shownBrands = new Set(answer.brands.map((brand) => brand.brandId));
    for (const brand of answer.brands) {
      const alone = { ...filters, brandIds: [brand.brandId] };
      expect(brand.count, `${label} brand ${brand.name}`).toBe(await resultCount(alone, lang));
      if (brand.count === 0) expect(filters.brandIds).toContain(brand.brandId);
    }
    for (const brandId of allBrandIds.filter((id) => !shownBrands.has(id))) {
      expect(
        await resultCount({ ...filters, brandIds: [brandId] }, lang),
        `${label} ${brandId}`,
      ).toBe(0);
    }
    for (const brandId of filters.brandIds ?? []) expect(shownBrands).toContain(brandId);

    const shownCategories = new Set(answer.categories.map((category) => category.categoryId));
    for (const category of answer.categories) {
      expect(category.count, `${label} category ${category.categoryId}`).toBeGreaterThan(0);
      expect(category.count, `${label} category ${category.categoryId}`).toBe(
        await resultCount({ ...filters, categoryId: category.categoryId }, lang),
      );
    }
    for (const categoryId of allCategoryIds.filter((id) => !shownCategories.has(id))) {
      expect(await resultCount({ ...filters, categoryId }, lang), `${label} ${categoryId}`).toBe(0);
    }

    expect(answer.inStock, `${label} in stock`).toBe(
      await resultCount({ ...filters, inStock: true }, lang),
    );
    expect(answer.onSale, `${label} on sale`).toBe(
      await resultCount({ ...filters, onSale: true }, lang),
    );
    expect(answer.maxPrice, `${label} max price`).toBe(
      await highestPrice({ ...filters, minPrice: undefined, maxPrice: undefined }),
    );
    return answer;
  }

  it('counts each value with the other filters applied, as the search then finds', async () => {
    const root = await expectCountsMatchSearch({ categoryId: F.category.root });
    expect(root).toMatchObject({ count: 7, inStock: 5, onSale: 1, maxPrice: 20_000 });
    // Two fixture brands, both with products under the root; nothing of the demo's brands.
    expect(root.brands.filter((b) => b.brandId >= 9_000_000)).toEqual([
      { brandId: F.brand.quokka, name: 'Quokka Co', count: 2 },
      { brandId: F.brand.zebu, name: expect.any(String), count: 1 },
    ]);
    expect(root.categories).toContainEqual({ categoryId: F.category.kitchen, count: 4 });
    // Choosing a brand does not change the brand counts; it changes every other count.
    const quokka = await expectCountsMatchSearch({
      categoryId: F.category.root,
      brandIds: [F.brand.quokka],
    });
    expect(quokka.brands).toEqual(root.brands);
    expect(quokka.count).toBe(2);
    await expectCountsMatchSearch({
      categoryId: F.category.kitchen,
      inStock: true,
      minPrice: 1_000,
      maxPrice: 13_000,
    });
    await expectCountsMatchSearch({ onSale: true, brandIds: [F.brand.quokka, F.brand.zebu] });
  });

  it('reads the keyword as the search does, typos and other languages included', async () => {
    await expectCountsMatchSearch({ keyword: 'zephyr' });
    await expectCountsMatchSearch({ keyword: 'zephir', inStock: true });
    await expectCountsMatchSearch({ keyword: 'زفير شاي' }, 'ar');
    const nothing = await expectCountsMatchSearch({ keyword: '!!!', brandIds: [F.brand.zebu] });
    // Nothing to count, but the chosen brand is still offered, to be taken off.
    expect(nothing).toMatchObject({ count: 0, inStock: 0, onSale: 0, maxPrice: 0, categories: [] });
    expect(nothing.brands).toEqual([{ brandId: F.brand.zebu, name: expect.any(String), count: 0 }]);
  });

  it('works over the whole shop, and a chosen brand with nothing left stays at 0', async () => {
    await expectCountsMatchSearch({});
    const elsewhere = await expectCountsMatchSearch({
      categoryId: F.category.garden,
      brandIds: [F.brand.zebu],
    });
    expect(elsewhere.count).toBe(0);
    expect(elsewhere.brands.find((b) => b.brandId === F.brand.zebu)?.count).toBe(0);
  });

  it('keeps terms about several fields for every count', async () => {
    const mixed = await facets({});
    const response = await t.app.inject({
      url: '/api/products/facets',
      query: { $filter: `categoryId eq ${F.category.root} and (inStock or onSale)` },
    });
    const answer = productFacetsSchema.parse(response.json());
    expect(answer.count).toBe(5);
    expect(answer.inStock).toBe(5);
    expect(answer.count).toBeLessThan(mixed.count);
  });

  it('names its lists in Surrogate-Key, like the product search, and is forgotten with them', async () => {
    const response = await t.app.inject({
      url: '/api/products/facets',
      query: query({ categoryId: F.category.root }),
    });
    const tags = String(response.headers['surrogate-key']).split(' ');
    expect(tags).toContain('product-lists');
    expect(tags).toContain(`brand:${F.brand.quokka}`);
    expect(tags).toContain(`category:${F.category.kitchen}`);
  });

  it('refuses a bad $filter or keyword with a 400 naming it, never a 5xx', async () => {
    for (const $filter of [
      'password eq 1',
      "name eq 'x' or 1 eq 1",
      'price eq',
      'categoryId gt 1',
    ]) {
      const response = await t.app.inject({ url: '/api/products/facets', query: { $filter } });
      expect(response.statusCode, $filter).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['$filter']);
    }
    const long = await t.app.inject({
      url: '/api/products/facets',
      query: { keyword: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('keyword');
    // The search's other parameters are welcome and ignored: the page sends the same query.
    const same = await t.app.inject({
      url: '/api/products/facets',
      query: { ...query({ categoryId: F.category.root }), $top: '24', $skip: '24', $count: 'true' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().count).toBe(7);
  });
});
