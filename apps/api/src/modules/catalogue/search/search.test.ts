import {
  popularSearchesSchema,
  productSearchResponseSchema,
  quickSearchResponseSchema,
  suggestResponseSchema,
} from '@storefront/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeConfigs } from '../../../db/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { forgetCatalogueSettings } from '../service.ts';
import { F, insertFixtureCatalogue } from '../test-fixture.ts';

const P = F.product;
const ROOT = F.category.root;

describe('GET products/search and products/suggest', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await insertFixtureCatalogue(t.database.db);
  });

  const setKeepOutOfStockAtEnd = async (value: boolean) => {
    await t.database.db.update(themeConfigs).set({
      config: sql`jsonb_set(${themeConfigs.config}, '{keep_out_of_stock_at_end}', ${JSON.stringify(value)}::jsonb)`,
    });
    // The lists read the theme at most every 2 s; the test does not wait.
    forgetCatalogueSettings(t.database.db);
  };

  async function search(query: Record<string, string>, lang = 'en') {
    const response = await t.app.inject({
      url: '/api/products/search',
      query,
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    return productSearchResponseSchema.parse(response.json());
  }

  /** Product ids found under the fixture's root category, with an extra filter. */
  async function ids(filter?: string, extra: Record<string, string> = {}, lang = 'en') {
    const $filter = filter ? `categoryId eq ${ROOT} and (${filter})` : `categoryId eq ${ROOT}`;
    const found = await search({ $filter, $top: '100', ...extra }, lang);
    return found.items.map((item) => item.productId);
  }

  async function rejected(query: Record<string, string>) {
    const response = await t.app.inject({ url: '/api/products/search', query });
    expect(response.statusCode, `${JSON.stringify(query)} → ${response.body}`).toBe(400);
    return response.json().error as {
      code: string;
      message: string;
      fields: Record<string, string>;
    };
  }

  it('answers visible products as summaries, in stock first (theme), then newest', async () => {
    const found = await search({ $filter: `categoryId eq ${ROOT}`, $count: 'true' });
    expect(found.count).toBe(7);
    // Unpublished, and under an unpublished category: not there.
    expect(found.items.map((item) => item.productId)).toEqual([
      P.lamp,
      P.shirt,
      P.hose,
      P.mug,
      P.kettle,
      P.teaSet,
      P.teapot,
    ]);
    const kettle = found.items.find((item) => item.productId === P.kettle);
    expect(kettle).toMatchObject({
      productName: 'Zephyr Kettle',
      price: 12_000,
      oldPrice: 15_000,
      brandId: F.brand.quokka,
      brandName: 'Quokka Co',
      categoryId: F.category.kettles,
      activeQty: 5,
      inStock: true,
      hasVariations: false,
      picture: { width: 800, height: 600, alt: 'Kettle front' },
    });
    expect(kettle?.picture?.path).toMatch(/^\/files\/test\/[0-9a-f-]+\.svg$/);
    expect(found.items.find((item) => item.productId === P.shirt)?.hasVariations).toBe(true);
    expect(found.items.find((item) => item.productId === P.teapot)?.inStock).toBe(false);
  });

  it('keeps out-of-stock products last only when the theme says so, whatever the $orderby', async () => {
    expect(await ids(undefined, { $orderby: 'price asc' })).toEqual([
      P.mug,
      P.shirt,
      P.lamp,
      P.hose,
      P.kettle,
      P.teapot,
      P.teaSet,
    ]);
    await setKeepOutOfStockAtEnd(false);
    try {
      expect(await ids(undefined, { $orderby: 'price asc' })).toEqual([
        P.mug,
        P.shirt,
        P.lamp,
        P.hose,
        P.teapot,
        P.kettle,
        P.teaSet,
      ]);
      expect(await ids()).toEqual([P.lamp, P.teaSet, P.shirt, P.hose, P.mug, P.teapot, P.kettle]);
    } finally {
      await setKeepOutOfStockAtEnd(true);
    }
  });

  it('orders by name, price, createdAt and productId with a stable tiebreak', async () => {
    expect(await ids('inStock', { $orderby: 'price desc' })).toEqual([
      P.kettle,
      P.hose,
      P.lamp,
      P.shirt,
      P.mug,
    ]);
    expect(await ids('inStock', { $orderby: 'name' })).toEqual([
      P.mug, // Café…
      P.hose,
      P.kettle,
      P.lamp,
      P.shirt,
    ]);
    expect(await ids('inStock', { $orderby: 'createdAt asc' })).toEqual(
      [P.mug, P.kettle, P.hose, P.shirt, P.lamp].sort((a, b) => a - b),
    );
    expect(await ids('inStock', { $orderby: 'productId desc' })).toEqual([
      P.lamp,
      P.shirt,
      P.hose,
      P.mug,
      P.kettle,
    ]);
  });

  it('pages with $top and $skip, and counts with $count', async () => {
    const all = await ids();
    const pages: number[] = [];
    for (let skip = 0; skip < 8; skip += 3) {
      const page = await search({
        $filter: `categoryId eq ${ROOT}`,
        $top: '3',
        $skip: String(skip),
        $count: 'true',
      });
      expect(page.count).toBe(7);
      pages.push(...page.items.map((item) => item.productId));
    }
    expect(pages).toEqual(all);
    const countOnly = await search({ $filter: `categoryId eq ${ROOT}`, $top: '0', $count: 'true' });
    expect(countOnly).toEqual({ items: [], count: 7 });
    const noCount = await search({ $filter: `categoryId eq ${ROOT}`, $top: '1' });
    expect(noCount.count).toBeUndefined();
    expect(noCount.items).toHaveLength(1);
    // Query parameters with no value are ignored (decision 13).
    const response = await t.app.inject(
      `/api/products/search?$filter=categoryId%20eq%20${ROOT}&$orderby=&$count=&keyword=`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('filters by every field of the subset', async () => {
    expect(await ids('price ge 5000 and price le 12000')).toEqual([P.hose, P.kettle, P.teapot]);
    expect(await ids('onSale')).toEqual([P.kettle]);
    expect(await ids('onSale eq false and inStock')).toEqual([P.lamp, P.shirt, P.hose, P.mug]);
    expect(await ids('inStock eq false')).toEqual([P.teaSet, P.teapot]);
    expect(await ids('not inStock')).toEqual([P.teaSet, P.teapot]);
    expect(await ids(`brandId eq ${F.brand.quokka}`)).toEqual([P.hose, P.kettle]);
    expect(await ids(`brandId ne ${F.brand.quokka}`)).toEqual([
      P.lamp,
      P.shirt,
      P.mug,
      P.teaSet,
      P.teapot,
    ]);
    expect(await ids('brandId eq null')).toEqual([P.lamp, P.shirt, P.mug, P.teaSet]);
    expect(await ids(`categoryId eq ${F.category.kitchen}`)).toEqual([
      P.mug,
      P.kettle,
      P.teaSet,
      P.teapot,
    ]);
    expect(await ids(`categoryId in (${F.category.kettles}, ${F.category.garden})`)).toEqual([
      P.lamp,
      P.shirt,
      P.hose,
      P.kettle,
    ]);
    expect(await ids(`categoryId ne ${F.category.kitchen}`)).toEqual([P.lamp, P.shirt, P.hose]);
    expect(await ids(`productId in (${P.mug}, ${P.kettle}, ${P.unpublished})`)).toEqual([
      P.mug,
      P.kettle,
    ]);
    expect(await ids("startswith(name,'zephyr t')")).toEqual([P.shirt, P.teaSet, P.teapot]);
    expect(await ids("contains(name,'50%')")).toEqual([P.hose]);
    expect(await ids("contains(name,'_')")).toEqual([]);
    expect(await ids("name eq 'ZEPHYR LAMP'")).toEqual([P.lamp]);
    expect(await ids("name eq 'Zephyr Secret'")).toEqual([]);
    // Names in the request's language, English where there is none.
    expect(await ids("startswith(name,'غلاية')", {}, 'ar')).toEqual([P.kettle]);
    expect(await ids("name eq 'Zephyr Lamp'", {}, 'ar')).toEqual([P.lamp]);
    expect(
      await ids(`(price lt 3000 or price gt 10000) and not (brandId eq ${F.brand.quokka})`),
    ).toEqual([P.mug, P.teaSet]);
  });

  it('matches keywords by word prefix, accent- and case-insensitive, ANDed with $filter', async () => {
    expect(await ids(undefined, { keyword: 'zeph KETT' })).toEqual([P.kettle]);
    expect(await ids(undefined, { keyword: 'cafe' })).toEqual([P.mug]);
    expect(await ids(undefined, { keyword: 'CAFÉ zephyrine' })).toEqual([P.mug]);
    // Inside a word is not a beginning (and "phyr" is too far from "zephyr" to be a typo).
    expect(await ids(undefined, { keyword: 'phyr' })).toEqual([]);
    expect(await ids('inStock', { keyword: 'zephyr t' })).toEqual([P.shirt]);
    expect(await ids(undefined, { keyword: '!!!' })).toEqual([]);
    // Arabic: a prefix of an Arabic word; teh marbuta and heh fold together.
    expect(await ids(undefined, { keyword: 'غلايه' }, 'ar')).toEqual([P.kettle]);
    expect(await ids(undefined, { keyword: 'زفير شاي' }, 'ar')).toEqual([P.teaSet, P.teapot]);
    // Nothing matches in Arabic: English names are searched.
    expect(await ids(undefined, { keyword: 'zephyr lamp' }, 'ar')).toEqual([P.lamp]);
    const found = await search({ keyword: 'zephyr kettle', $count: 'true' }, 'ar');
    expect(found).toMatchObject({ count: 1, items: [{ productName: 'غلاية زفير' }] });
  });

  it('puts the names that start with the keyword first when no order is asked for', async () => {
    // In stock only (the theme puts those first anyway).
    const found = (await search({ keyword: 'zephyr', $filter: 'inStock', $top: '100' })).items.map(
      (i) => i.productName,
    );
    expect(found.at(-1)).toBe('Café Zephyrine Mug');
    expect(found.slice(0, -1).every((name) => name.startsWith('Zephyr'))).toBe(true);
    // An order asked for wins.
    const byName = await search({ keyword: 'zephyr', $orderby: 'name asc', $top: '100' });
    expect(byName.items[0]?.productName).toBe('Café Zephyrine Mug');
  });

  it('refuses every $filter outside the subset with a 400 naming $filter, never a 5xx', async () => {
    const hostile = [
      "name eq 'x'; drop table products; --",
      "name eq 'x' or 1 eq 1",
      "name eq 'x' -- comment",
      "name eq 'x' /* comment */",
      'name eq ‘x’',
      "name eq 'x' union select * from users",
      'password eq 1',
      'price eq 1)',
      '(((price eq 1)',
      `${'('.repeat(50)}inStock${')'.repeat(50)}`,
      Array.from({ length: 60 }, () => 'inStock').join(' and '),
      `productId in (${Array.from({ length: 101 }, (_, i) => i + 1).join(',')})`,
      "endswith(name,'x')",
      "substringof('x',name)",
      'price eq 99999999999999999999',
      'price eq 1.5',
      "price eq 'abc'",
      'inStock eq 1',
      'price eq',
      "name eq 'unterminated",
      'price eq 1 garbage',
      'price eq 1\u0000',
      "name eq 'a\u0000b'",
      'categoryId gt 1',
      'price eq $1',
    ];
    for (const $filter of hostile) {
      const error = await rejected({ $filter });
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual(['$filter']);
    }
    expect((await rejected({ $filter: 'password eq 1' })).message).toBe(
      "$filter: unknown field 'password' at position 0",
    );
    expect((await rejected({ $filter: "price eq 'abc'" })).message).toMatch(
      /expected a number for price/,
    );
    // Longer than 2000 characters.
    expect((await rejected({ $filter: `name eq '${'x'.repeat(2100)}'` })).fields).toHaveProperty(
      '$filter',
    );
    // Inside a string, SQL is only a name to look for: a bound parameter that matches nothing.
    for (const name of ["'' or ''1''=''1", "x''; drop table products; --", "\\'' or 1=1 --"]) {
      expect(await search({ $filter: `name eq '${name}' or contains(name,'${name}')` })).toEqual({
        items: [],
      });
    }
    // Still there, whole.
    expect(await ids()).toHaveLength(7);
  });

  it('refuses a bad $orderby, $top or $skip with a 400 naming it', async () => {
    expect((await rejected({ $orderby: 'password' })).fields).toHaveProperty('$orderby');
    expect((await rejected({ $orderby: 'price; drop table products' })).message).toMatch(
      /^\$orderby: unexpected character ';'/,
    );
    expect((await rejected({ $orderby: 'price up' })).fields).toHaveProperty('$orderby');
    expect((await rejected({ $top: '1000' })).fields).toHaveProperty('$top');
    expect((await rejected({ $top: '-1' })).fields).toHaveProperty('$top');
    expect((await rejected({ $skip: 'x' })).fields).toHaveProperty('$skip');
    expect((await rejected({ $count: 'yes' })).fields).toHaveProperty('$count');
    expect((await rejected({ keyword: 'x'.repeat(101) })).fields).toHaveProperty('keyword');
  });

  async function suggest(query: Record<string, string>, lang = 'en') {
    const response = await t.app.inject({
      url: '/api/products/suggest',
      query,
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    return suggestResponseSchema.parse(response.json());
  }
  const names = (found: { product: { productName: string } }[]) =>
    found.map((s) => s.product.productName);

  it('suggests 5 products by word prefix, in-stock first, in the spec 3 Search result shape', async () => {
    const found = await suggest({ query: 'zephyr' });
    expect(found).toHaveLength(5);
    // Every in-stock Zephyr product (5 of them): names that start with the word first, each
    // group newest first.
    expect(names(found)).toEqual([
      'Zephyr Lamp',
      'Zephyr T-Shirt',
      'Zephyr Hose 50% longer',
      'Zephyr Kettle',
      'Café Zephyrine Mug',
    ]);
    expect(found[3]).toMatchObject({
      product: { productId: P.kettle, productName: 'Zephyr Kettle' },
      price: 12_000,
      inStock: true,
      picture: { width: 800, height: 600, alt: 'Kettle front' },
    });
    const withoutPreference = await suggest({ query: 'zephyr', preferInStock: 'false' });
    expect(names(withoutPreference)).toEqual([
      'Zephyr Lamp',
      'Zephyr Tea Set',
      'Zephyr T-Shirt',
      'Zephyr Hose 50% longer',
      'Zephyr Teapot',
    ]);
    expect(await suggest({ query: 'zephyr te', pageCount: '2' })).toHaveLength(2);
    expect(names(await suggest({ query: 'Zephyr Te' }))).toEqual([
      'Zephyr Tea Set',
      'Zephyr Teapot',
    ]);
  });

  it('finds Café from cafe, Arabic names from an Arabic prefix, names in either language', async () => {
    // The demo catalogue is there too: each query has a word only the fixture's names have.
    expect(names(await suggest({ query: 'cafe zephyrine' }))).toEqual(['Café Zephyrine Mug']);
    expect(names(await suggest({ query: 'CAFÉ ZEPH' }))).toEqual(['Café Zephyrine Mug']);
    expect(names(await suggest({ query: 'زفير غلا' }, 'ar'))).toEqual(['غلاية زفير']);
    expect(names(await suggest({ query: 'زفي إبريق' }, 'ar'))).toEqual(['إبريق شاي زفير']);
    // Alef forms fold together: ابريق finds إبريق.
    expect(names(await suggest({ query: 'زفير ابريق' }, 'ar'))).toEqual(['إبريق شاي زفير']);
    // In English, the Arabic words are searched too, and the English name is shown (issue 29).
    expect(names(await suggest({ query: 'زفير غلا' }))).toEqual(['Zephyr Kettle']);
    // No Arabic name has these words: the English names are searched; the name shown is the
    // product's name in Arabic where it has one, English otherwise.
    expect(names(await suggest({ query: 'zephyr lamp' }, 'ar'))).toEqual(['Zephyr Lamp']);
    expect(names(await suggest({ query: 'zephyr kettle' }, 'ar'))).toEqual(['غلاية زفير']);
    // Unpublished, or under an unpublished category.
    expect(await suggest({ query: 'zephyr secret' })).toEqual([]);
    expect(await suggest({ query: 'zephyr shadow' })).toEqual([]);
    expect(await suggest({ query: '%' })).toEqual([]);
    expect(await suggest({ query: "zephyr' or 1=1 --" })).toEqual([]);
  });

  it('refuses an empty query with a 400 naming query', async () => {
    for (const url of [
      '/api/products/suggest',
      '/api/products/suggest?query=',
      '/api/products/suggest?query=%20%20',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('query');
    }
    const tooMany = await t.app.inject('/api/products/suggest?query=a&pageCount=100');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('pageCount');
  });

  describe('forgiving search (issue 29)', () => {
    async function quick(query: Record<string, string>, lang = 'en') {
      const response = await t.app.inject({
        url: '/api/products/quick-search',
        query,
        headers: { 'accept-language': lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      return quickSearchResponseSchema.parse(response.json());
    }

    it('finds a mistyped word in English and says what it searched for', async () => {
      const found = await search({ $filter: `categoryId eq ${ROOT}`, keyword: 'zephir kettel' });
      expect(found.items.map((item) => item.productId)).toEqual([P.kettle]);
      expect(found.didYouMean).toBe('zephyr kettle');
      // A swap of two neighbouring letters is one mistake: "lmap" is "lamp".
      expect(await ids(undefined, { keyword: 'zephyr lmap' })).toEqual([P.lamp]);
      // A word still being typed, with a mistake: "zephyr kettl" is a beginning, "ketl" is not.
      expect(names(await suggest({ query: 'zefyr kett' }))).toEqual(['Zephyr Kettle']);
      // Words that match as typed are not corrected, and nothing is offered.
      const exact = await search({ $filter: `categoryId eq ${ROOT}`, keyword: 'zephyr kettle' });
      expect(exact.didYouMean).toBeUndefined();
      // Too far from anything: nothing found, nothing offered.
      const far = await search({ keyword: 'qqqqqq', $count: 'true' });
      expect(far).toEqual({ items: [], count: 0 });
    });

    it('finds a mistyped word in Arabic', async () => {
      // ابريك for ابريق (one letter), on the Arabic and on the English site.
      const ar = await search({ $filter: `categoryId eq ${ROOT}`, keyword: 'ابريك زفير' }, 'ar');
      expect(ar.items.map((item) => item.productName)).toEqual(['إبريق شاي زفير']);
      expect(ar.didYouMean).toBe('ابريق زفير');
      const en = await search({ $filter: `categoryId eq ${ROOT}`, keyword: 'ابريك زفير' });
      expect(en.items.map((item) => item.productName)).toEqual(['Zephyr Teapot']);
    });

    it('matches names in either language, answering in the page language', async () => {
      const en = await search({ keyword: 'غلاية', $filter: `categoryId eq ${ROOT}` });
      expect(en.items.map((item) => item.productName)).toEqual(['Zephyr Kettle']);
      expect(en.didYouMean).toBeUndefined();
      const ar = await search({ keyword: 'zephyr kettle' }, 'ar');
      expect(ar.items.map((item) => item.productName)).toEqual(['غلاية زفير']);
      // A word in each language.
      expect(await ids(undefined, { keyword: 'zephyr شاي' })).toEqual([P.teaSet, P.teapot]);
    });

    it('orders by best match when there is a keyword and no order is asked for', async () => {
      // Make the teapot the newest: newest would put it first, best match puts the tea set
      // (both of whose words are whole) first.
      await t.database.db.execute(
        sql`update products set created_at = now() + interval '1 day' where id = ${P.teapot}`,
      );
      try {
        const best = await ids(undefined, { keyword: 'zephyr tea' });
        expect(best).toEqual([P.teaSet, P.teapot]);
        const newest = await ids(undefined, { keyword: 'zephyr tea', $orderby: 'createdAt desc' });
        expect(newest).toEqual([P.teapot, P.teaSet]);
      } finally {
        await t.database.db.execute(
          sql`update products set created_at = ${new Date(Date.UTC(2025, 0, 1) + 2 * 60_000).toISOString()}::timestamptz where id = ${P.teapot}`,
        );
      }
    });

    it('answers the search box with products, categories, brands and the corrected text', async () => {
      const kettles = await quick({ query: 'kettel' });
      expect(kettles.items.map((item) => item.product.productName)).toContain('Zephyr Kettle');
      expect(kettles.categories).toContainEqual({ id: F.category.kettles, name: 'Kettles' });
      expect(kettles.didYouMean).toBe('kettle');
      // Categories in the page's language, matched in either; hidden ones never.
      const ar = await quick({ query: 'kettles' }, 'ar');
      expect(ar.categories).toContainEqual({ id: F.category.kettles, name: 'غلايات' });
      const hidden = await quick({ query: 'hidden room' });
      expect(hidden.categories).toEqual([]);
      const brand = await quick({ query: 'quokka' });
      expect(brand.brands).toEqual([{ id: F.brand.quokka, name: 'Quokka Co' }]);
      expect(brand.didYouMean).toBeUndefined();
      expect((await quick({ query: 'كوكا' })).brands).toEqual([
        { id: F.brand.quokka, name: 'Quokka Co' },
      ]);
      const none = await quick({ query: 'qqqqqq' });
      expect(none).toEqual({ items: [], categories: [], brands: [] });
    });

    it('offers popular searches: the categories with the most products', async () => {
      const response = await t.app.inject({
        url: '/api/products/popular-searches',
        headers: { 'accept-language': 'ar' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const popular = popularSearchesSchema.parse(response.json());
      expect(popular.items.length).toBeGreaterThan(0);
      expect(popular.items.length).toBeLessThanOrEqual(5);
      expect(popular.items.every((item) => item.name !== '')).toBe(true);
      expect(new Set(popular.items.map((item) => item.id)).size).toBe(popular.items.length);
    });
  });
});
