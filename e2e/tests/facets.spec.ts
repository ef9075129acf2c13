// Issue 29: facets with counts on the search and category pages. Each brand and availability
// value shows how many results it gives with the other filters, and ticking it lists exactly that
// many; values that give none are not offered. Applied filters show as chips that remove them;
// on a phone the facets open in a dialog whose "Show N results" closes it on the N results. The
// expectations come from the API itself, so the journeys do not depend on the demo catalogue.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  Brand,
  CategoryLookup,
  ProductFacets,
  ProductSearchResponse,
} from '@storefront/contracts/catalogue';
import { expect, LANGS, type Lang, t, test } from '../fixtures.ts';

const WIDTHS = [1280, 375] as const;
/** Below Tailwind's md the facets are in a drawer. */
const isNarrow = (width: number) => width < 768;

async function getJson<T>(
  request: APIRequestContext,
  path: string,
  params: Record<string, string | number>,
  lang: Lang,
): Promise<T> {
  const response = await request.get(path, { params, headers: { 'accept-language': lang } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const facetsFor = (request: APIRequestContext, $filter: string, lang: Lang) =>
  getJson<ProductFacets>(request, '/api/products/facets', { $filter }, lang);

async function resultCount(request: APIRequestContext, $filter: string, lang: Lang) {
  const found = await getJson<ProductSearchResponse>(
    request,
    '/api/products/search',
    { $filter, $top: 0, $count: 'true' },
    lang,
  );
  return found.count!;
}

async function electronicsId(request: APIRequestContext) {
  const categories = await getJson<CategoryLookup[]>(
    request,
    '/api/categories/published/lookup',
    {},
    'en',
  );
  const electronics = categories.find((category) => category.name === 'Electronics');
  expect(electronics, 'the demo shop has an Electronics category').toBeDefined();
  return electronics!.categoryId;
}

/** The line under the heading that says how many products the page lists. */
const shownCount = (page: Page) => page.getByRole('main').locator('p[aria-live="polite"]');
const cards = (page: Page, lang: Lang) =>
  page.getByRole('list', { name: t(lang, 'search.page.results') }).getByRole('article');
const filtersButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${t(lang, 'search.filters.toggle')}`) });
const drawer = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: t(lang, 'search.filters.title') });

/** Where the facets are: beside the results, or in the drawer (opened here) on a phone. */
async function openFacets(page: Page, lang: Lang, width: number): Promise<Locator> {
  if (!isNarrow(width)) {
    return page.getByRole('complementary', { name: t(lang, 'search.filters.title') });
  }
  await filtersButton(page, lang).click();
  await expect(drawer(page, lang)).toBeVisible();
  return drawer(page, lang);
}

/** Shows the results: on a phone, "Show N results" closes the drawer, N being what is listed. */
async function showResults(page: Page, lang: Lang, width: number, count: number) {
  if (!isNarrow(width)) return;
  const show = drawer(page, lang).getByRole('button', {
    name: t(lang, 'search.filters.showResults', { count }),
    exact: true,
  });
  await expect(show).toBeVisible();
  await show.click();
  await expect(drawer(page, lang)).toBeHidden();
  await expect(filtersButton(page, lang)).toBeFocused();
}

const valueName = (lang: Lang, name: string, count: number) =>
  `${name} (${t(lang, 'search.filters.valueCount', { count })})`;

async function expectListed(page: Page, lang: Lang, count: number) {
  await expect(shownCount(page)).toHaveText(t(lang, 'search.page.count', { count }));
  await expect(cards(page, lang)).toHaveCount(Math.min(24, count));
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`${lang}, ${width} px: in Electronics each brand and "in stock" shows its count, and ticking it lists exactly that many`, async ({
      page,
      request,
      shop,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const categoryId = await electronicsId(request);
      const base = `categoryId eq ${categoryId}`;
      const facets = await facetsFor(request, base, lang);
      const allBrands = await getJson<Brand[]>(request, '/api/products-brands', {}, lang);
      expect(facets.brands.length, 'Electronics has products of several brands').toBeGreaterThan(1);
      // Brands without a product here are not offered (the demo shop has some).
      expect(facets.brands.length).toBeLessThan(allBrands.length);
      expect(facets.brands.every((brand) => brand.count > 0)).toBe(true);

      await shop.open(`/search/filterSearch?keyword=&categoryId=${categoryId}`, { lang });
      await expectListed(page, lang, facets.count);
      let facetsPanel = await openFacets(page, lang, width);
      const brandGroup = () =>
        facetsPanel.getByRole('group', { name: t(lang, 'search.filters.brand') });
      const boxes = brandGroup().getByRole('checkbox');
      await expect(boxes).toHaveCount(facets.brands.length);
      for (const [index, brand] of facets.brands.entries()) {
        await expect(boxes.nth(index)).toHaveAccessibleName(
          valueName(lang, brand.name, brand.count),
        );
      }

      for (const brand of facets.brands) {
        // What the list endpoint gives for that brand is the count shown.
        expect(await resultCount(request, `${base} and brandId eq ${brand.brandId}`, lang)).toBe(
          brand.count,
        );
        await brandGroup()
          .getByRole('checkbox', { name: valueName(lang, brand.name, brand.count), exact: true })
          .check();
        await expect(page).toHaveURL(new RegExp(`[?&]brandId=${brand.brandId}(&|$)`));
        await showResults(page, lang, width, brand.count);
        await expectListed(page, lang, brand.count);
        // Its chip takes it off again.
        await page
          .getByRole('button', {
            name: t(lang, 'search.chips.remove', {
              facet: t(lang, 'search.filters.brand'),
              value: brand.name,
            }),
          })
          .click();
        await expect(page).not.toHaveURL(/brandId=/);
        await expectListed(page, lang, facets.count);
        if (isNarrow(width)) facetsPanel = await openFacets(page, lang, width);
      }

      // In stock, the same way.
      expect(await resultCount(request, `${base} and inStock eq true`, lang)).toBe(facets.inStock);
      await facetsPanel
        .getByRole('checkbox', {
          name: valueName(lang, t(lang, 'search.filters.inStock'), facets.inStock),
          exact: true,
        })
        .check();
      await expect(page).toHaveURL(/inStock=true/);
      await showResults(page, lang, width, facets.inStock);
      await expectListed(page, lang, facets.inStock);
    });

    test(`${lang}, ${width} px: applied filters are chips that remove one each, and "Clear all" removes them all`, async ({
      page,
      request,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const categoryId = await electronicsId(request);
      const facets = await facetsFor(request, `categoryId eq ${categoryId}`, lang);
      const [first, second] = facets.brands;
      const category = (
        await getJson<CategoryLookup[]>(request, '/api/categories/published/lookup', {}, lang)
      ).find((c) => c.categoryId === categoryId)!;
      await shop.open(
        `/search/filterSearch?keyword=&categoryId=${categoryId}&brandId=${first!.brandId},${second!.brandId}&minPrice=1&inStock=true`,
        { lang },
      );
      const chips = page.getByRole('list', { name: t(lang, 'search.chips.label') });
      const remove = (facet: Parameters<typeof t>[1], value: string) =>
        t(lang, 'search.chips.remove', { facet: t(lang, facet), value });
      const brandNames = [first!, second!]
        .sort((a, b) => a.brandId - b.brandId)
        .map((brand) => remove('search.filters.brand', brand.name));
      await expect(chips.getByRole('button')).toHaveCount(5);
      for (const name of [
        remove('search.filters.category', category.name),
        ...brandNames,
        remove('search.filters.availability', t(lang, 'search.filters.inStock')),
      ]) {
        await expect(chips.getByRole('button', { name, exact: true })).toBeVisible();
      }
      if (isNarrow(width)) {
        // The button says how many filters are applied.
        await expect(filtersButton(page, lang)).toContainText('5');
        await expect(filtersButton(page, lang)).toHaveAccessibleName(
          new RegExp(t(lang, 'search.filters.activeCount', { count: 5 })),
        );
      }
      // No horizontal scroll with the chips on the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await chips
        .getByRole('button', { name: remove('search.filters.category', category.name) })
        .click();
      await expect(page).not.toHaveURL(/categoryId=/);
      await expect(chips.getByRole('button')).toHaveCount(4);
      const filter = `brandId in (${first!.brandId},${second!.brandId}) and price ge 1000 and inStock eq true`;
      await expectListed(page, lang, await resultCount(request, filter, lang));

      await page
        .getByRole('link', { name: t(lang, 'search.filters.clearAll'), exact: true })
        .click();
      await expect(page).toHaveURL('/search/filterSearch?keyword=');
      await expect(chips).toBeHidden();
      await expectListed(page, lang, await resultCount(request, 'price ge 0', lang));
    });

    test(`${lang}, ${width} px: the sort select is not cut and the page does not scroll sideways`, async ({
      page,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await shop.open('/search/filterSearch?keyword=&categoryId=1&sort=price-asc', { lang });
      const sort = page.getByRole('combobox', { name: t(lang, 'search.sort.label') });
      await expect(sort).toHaveValue('price-asc');
      const sizes = await sort.evaluate((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const widest = Math.max(
          ...[...select.options].map((option) => context.measureText(option.text).width),
        );
        return {
          scrollWidth: select.scrollWidth,
          clientWidth: select.clientWidth,
          // The room for the text: the box less its padding (the arrow sits in the end padding).
          room:
            select.clientWidth -
            Number.parseFloat(style.paddingInlineStart) -
            Number.parseFloat(style.paddingInlineEnd),
          widest,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
      expect(sizes.widest, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.room + 1);
      expect(sizes.pageWidth).toBeLessThanOrEqual(width);
    });
  }

  test(`${lang}: "Try fewer filters" only when filters are applied`, async ({ page, shop }) => {
    await shop.open('/search/filterSearch?keyword=zzqx&inStock=true', { lang });
    const hint = (key: 'search.page.emptyHint' | 'search.page.emptyHintNoFilters') =>
      page.getByText(t(lang, key));
    await expect(hint('search.page.emptyHint')).toBeVisible();
    await page
      .getByRole('button', {
        name: t(lang, 'search.chips.remove', {
          facet: t(lang, 'search.filters.availability'),
          value: t(lang, 'search.filters.inStock'),
        }),
      })
      .click();
    await expect(page).toHaveURL('/search/filterSearch?keyword=zzqx');
    await expect(hint('search.page.emptyHintNoFilters')).toBeVisible();
    await expect(hint('search.page.emptyHint')).toBeHidden();
  });
}
