// Search (spec 2 Search, /search/filterSearch; spec 5; spec 8 'No results'; spec 9): the header's
// combobox suggests products while typing and is driven with the keyboard; Enter on text opens
// the filter search page, whose facets, sort and pages live in the URL. Expectations come from
// the API itself, so the spec does not depend on the demo catalogue's exact contents.
import type { APIRequestContext, Page } from '@playwright/test';
import type {
  ProductSearchResponse,
  QuickSearch,
  Suggestion,
} from '@storefront/contracts/catalogue';
import { seriousViolations } from '../axe.ts';
import { expect, type Lang, t, test } from '../fixtures.ts';

async function suggestionsFor(request: APIRequestContext, query: string, lang: Lang = 'en') {
  const response = await request.get('/api/products/suggest', {
    params: { query, pageCount: 5 },
    headers: { 'accept-language': lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Suggestion[];
}

/** The header box's answer (issue 29), and how many options it makes: "See all" is the last. */
async function quickSearchFor(request: APIRequestContext, query: string, lang: Lang = 'en') {
  const response = await request.get('/api/products/quick-search', {
    params: { query, pageCount: 5 },
    headers: { 'accept-language': lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as QuickSearch;
  const options =
    answer.items.length +
    answer.categories.length +
    answer.brands.length +
    (answer.didYouMean ? 1 : 0) +
    1;
  return { ...answer, options };
}

async function search(
  request: APIRequestContext,
  params: Record<string, string | number>,
  lang: Lang = 'en',
) {
  const response = await request.get('/api/products/search', {
    params: { $count: 'true', $top: 24, ...params },
    headers: { 'accept-language': lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ProductSearchResponse;
}

/** The header's search box: the visible one (there is one per layout: wide and narrow). */
const searchBox = (page: Page, lang: Lang = 'en') =>
  page
    .getByRole('banner')
    .getByRole('combobox', { name: t(lang, 'header.search.label') })
    .locator('visible=true');

const results = (page: Page, lang: Lang = 'en') =>
  page.getByRole('list', { name: t(lang, 'search.page.results') });

for (const width of [1280, 375] as const) {
  test(`${width} px: type a prefix and pick a suggestion with the keyboard`, async ({
    page,
    request,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const answer = await quickSearchFor(request, 'rugg');
    const expected = answer.items;
    expect(expected.length, 'the demo shop has products starting with "rugg"').toBeGreaterThan(1);

    await shop.open('/');
    const box = searchBox(page);
    await box.pressSequentially('rugg');
    const listbox = page.getByRole('listbox', { name: t('en', 'search.box.suggestions') });
    await expect(listbox.getByRole('option')).toHaveCount(answer.options);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option').first()).toContainText(
      expected[0]!.product.productName,
    );
    await expect(listbox.getByRole('option').first().locator('img')).toBeVisible();
    await expect(listbox.getByRole('option').last()).toHaveText(
      t('en', 'search.box.seeAll', { query: 'rugg' }),
    );
    await expect(page.getByRole('status').filter({ hasText: String(answer.options) })).toHaveText(
      t('en', 'search.box.suggestionCount', { count: answer.options }),
    );

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const chosen = listbox.getByRole('option', { selected: true });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText(expected[1]!.product.productName);
    await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);

    await box.press('Enter');
    await expect(page).toHaveURL(`/products/${expected[1]!.product.productId}`);
    await expect(listbox).toBeHidden();
  });
}

test('Escape closes the suggestions and a click on one opens it', async ({
  page,
  request,
  shop,
}) => {
  const [first] = await suggestionsFor(request, 'rugg');
  await shop.open('/');
  const box = searchBox(page);
  await box.pressSequentially('rugg');
  const options = page
    .getByRole('listbox', { name: t('en', 'search.box.suggestions') })
    .getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toHaveCount(0);
  await expect(box).toHaveValue('rugg');

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await options.first().click();
  await expect(page).toHaveURL(`/products/${first!.product.productId}`);
});

test('Enter on text lands on the filter search page with matching results', async ({
  page,
  request,
  shop,
}) => {
  const expected = await search(request, { keyword: 'phone' });
  expect(expected.count).toBeGreaterThan(0);

  await shop.open('/');
  const box = searchBox(page);
  await box.fill('phone');
  await box.press('Enter');
  await expect(page).toHaveURL('/search/filterSearch?keyword=phone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'search.page.resultsFor', { keyword: 'phone' }),
  );
  await expect(
    page.getByText(t('en', 'search.page.count', { count: expected.count! })),
  ).toBeVisible();
  const cards = results(page).getByRole('article');
  await expect(cards).toHaveCount(Math.min(24, expected.count!));
  for (const name of await cards.getByRole('heading').allTextContents()) {
    expect(name).toMatch(/\bphone/i);
  }
  // The box shows what was searched.
  await expect(box).toHaveValue('phone');
});

test("Enter with empty text shows the warning toast 'No results' (spec 8)", async ({
  page,
  shop,
}) => {
  await shop.open('/');
  const box = searchBox(page);
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByText(t('en', 'search.noResults'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('filter by category and price, page through, and go back', async ({ page, request, shop }) => {
  await shop.open('/search/filterSearch?keyword=');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'search.page.allProducts'),
  );

  const categories = page.getByRole('navigation', { name: t('en', 'search.filters.category') });
  await categories.getByRole('link', { name: 'Electronics', exact: true }).click();
  await expect(page).toHaveURL('/search/filterSearch?keyword=&categoryId=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electronics');
  const inCategory = await search(request, { $filter: 'categoryId eq 1' });
  await expect(
    page.getByText(t('en', 'search.page.count', { count: inCategory.count! })),
  ).toBeVisible();

  await page
    .getByRole('textbox', { name: t('en', 'search.filters.minPrice', { currency: 'KD' }) })
    .fill('10');
  await page
    .getByRole('textbox', { name: t('en', 'search.filters.maxPrice', { currency: 'KD' }) })
    .fill('200');
  await page.getByRole('button', { name: t('en', 'search.filters.applyPrice') }).click();
  await expect(page).toHaveURL(
    '/search/filterSearch?keyword=&categoryId=1&minPrice=10&maxPrice=200',
  );
  const filter = 'categoryId eq 1 and price ge 10000 and price le 200000';
  const page1 = await search(request, { $filter: filter });
  const page2 = await search(request, { $filter: filter, $skip: 24 });
  expect(page1.count, 'enough products for two pages').toBeGreaterThan(24);
  await expect(page.getByText(t('en', 'search.page.count', { count: page1.count! }))).toBeVisible();
  const firstName = results(page).getByRole('article').first().getByRole('heading');
  await expect(firstName).toHaveText(page1.items[0]!.productName);

  const pages = page.getByRole('navigation', { name: t('en', 'search.pagination.label') });
  await pages.getByRole('link', { name: t('en', 'search.pagination.next') }).click();
  await expect(page).toHaveURL(
    '/search/filterSearch?keyword=&categoryId=1&minPrice=10&maxPrice=200&page=2',
  );
  await expect(firstName).toHaveText(page2.items[0]!.productName);
  await expect(results(page).getByRole('article')).toHaveCount(page2.items.length);
  await expect(
    pages.getByRole('link', { name: t('en', 'search.pagination.page', { page: 2 }) }),
  ).toHaveAttribute('aria-current', 'page');

  // A filter change starts again at page 1.
  await page.getByRole('checkbox', { name: t('en', 'search.filters.inStock') }).check();
  await expect(page).toHaveURL(
    '/search/filterSearch?keyword=&categoryId=1&minPrice=10&maxPrice=200&inStock=true',
  );

  // The URL is the state: back and forward show what they showed.
  await page.goBack();
  await expect(page).toHaveURL(/page=2$/);
  await expect(firstName).toHaveText(page2.items[0]!.productName);
  await page.goBack();
  await expect(firstName).toHaveText(page1.items[0]!.productName);
  await expect(
    page.getByRole('textbox', { name: t('en', 'search.filters.minPrice', { currency: 'KD' }) }),
  ).toHaveValue('10');
});

test('an empty result says so and offers a way on', async ({ page, shop }) => {
  await shop.open('/search/filterSearch?keyword=zzqx&inStock=true');
  await expect(
    page.getByRole('heading', { name: t('en', 'search.page.emptyTitle') }),
  ).toBeVisible();
  await page.getByRole('link', { name: t('en', 'search.page.clearFilters') }).click();
  await expect(page).toHaveURL('/search/filterSearch?keyword=zzqx');
  await page.getByRole('link', { name: t('en', 'search.page.browseHome') }).click();
  await expect(page).toHaveURL('/');
});

test('Arabic search finds Arabic names', async ({ page, request, shop }) => {
  const word = 'هاتف';
  const answer = await quickSearchFor(request, word, 'ar');
  const expected = answer.items;
  expect(expected.length, 'the demo shop has Arabic names starting with هاتف').toBeGreaterThan(0);

  await shop.open('/', { lang: 'ar' });
  const box = searchBox(page, 'ar');
  await box.pressSequentially(word);
  const options = page
    .getByRole('listbox', { name: t('ar', 'search.box.suggestions') })
    .getByRole('option');
  await expect(options).toHaveCount(answer.options);
  for (const text of (await options.allTextContents()).slice(0, expected.length)) {
    expect(text).toContain(word);
  }

  await box.press('Enter');
  await expect(page).toHaveURL(`/search/filterSearch?keyword=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('ar', 'search.page.resultsFor', { keyword: word }),
  );
  const expectedResults = await search(request, { keyword: word }, 'ar');
  const cards = results(page, 'ar').getByRole('article');
  await expect(cards).toHaveCount(Math.min(24, expectedResults.count!));
  for (const name of await cards.getByRole('heading').allTextContents()) {
    expect(name).toContain(word);
  }
});

for (const lang of ['en', 'ar'] as const) {
  for (const width of [1280, 375] as const) {
    test(`search page and suggestions, ${lang}, ${width} px: no serious accessibility violations`, async ({
      page,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await shop.open('/search/filterSearch?keyword=&categoryId=1&inStock=true', { lang });
      await expect(results(page, lang).getByRole('article').first()).toBeVisible();
      if (width < 768) {
        // The facets' drawer (issue 29), checked open; Escape closes it.
        await page.getByRole('button', { name: t(lang, 'search.filters.toggle') }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      expect(await seriousViolations(page)).toEqual([]);

      await searchBox(page, lang).pressSequentially(lang === 'ar' ? 'هاتف' : 'rugg');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await searchBox(page, lang).press('ArrowDown');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// Issue 29: search that forgives, in both languages.
for (const lang of ['en', 'ar'] as const) {
  for (const width of [1280, 375] as const) {
    test(`${lang}, ${width} px: "shrit" finds shirts and offers "Did you mean shirt"`, async ({
      page,
      request,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const expected = await search(request, { keyword: 'shrit' }, lang);
      expect(expected.didYouMean).toBe('shirt');
      expect(expected.count).toBeGreaterThan(0);

      await shop.open('/', { lang });
      const box = searchBox(page, lang);
      await box.pressSequentially('shrit');
      const listbox = page.getByRole('listbox', { name: t(lang, 'search.box.suggestions') });
      await expect(
        listbox.getByRole('option', { name: t(lang, 'search.box.didYouMean', { query: 'shirt' }) }),
      ).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/keyword=shrit/);
      const cards = results(page, lang).getByRole('article');
      await expect(cards).toHaveCount(Math.min(24, expected.count!));
      await expect(cards.first().getByRole('heading')).toHaveText(expected.items[0]!.productName);
      const didYouMean = page.getByRole('link', { name: 'shirt', exact: true });
      await expect(didYouMean).toBeVisible();
      await expect(didYouMean.locator('xpath=..')).toHaveText(
        t(lang, 'search.page.didYouMean', { suggestion: 'shirt' }),
      );
      // Best match is the order with a keyword.
      await expect(page.getByRole('combobox', { name: t(lang, 'search.sort.label') })).toHaveValue(
        'relevance',
      );
      await didYouMean.click();
      await expect(page).toHaveURL(/keyword=shirt(&|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'search.page.resultsFor', { keyword: 'shirt' }),
      );
    });
  }
}

for (const width of [1280, 375] as const) {
  test(`${width} px: "عطر" on the English site finds perfumes, named in English`, async ({
    page,
    request,
    shop,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const expected = await search(request, { keyword: 'عطر' }, 'en');
    expect(expected.count, 'an Arabic word finds products on the English site').toBeGreaterThan(0);

    await shop.open('/');
    const box = searchBox(page);
    const suggested = await quickSearchFor(request, 'عطر');
    await box.pressSequentially('عطر');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(
      suggested.items[0]!.product.productName,
    );
    await box.press('Enter');
    const cards = results(page).getByRole('article');
    await expect(cards).toHaveCount(Math.min(24, expected.count!));
    const names = await cards.getByRole('heading').allTextContents();
    expect(names).toEqual(expected.items.map((item) => item.productName));
    // English names: no Arabic letters.
    for (const name of names) expect(name).not.toMatch(/[\u0600-\u06FF]/);
    expect(names.some((name) => /parfum|perfume|oud|mist/i.test(name))).toBe(true);
  });
}

test('the empty box offers popular searches, and a search with nothing found says so', async ({
  page,
  request,
  shop,
}) => {
  const popular = await request.get('/api/products/popular-searches');
  const { items } = (await popular.json()) as { items: { id: number; name: string }[] };
  expect(items.length).toBeGreaterThan(0);
  await shop.open('/');
  const box = searchBox(page);
  await box.click();
  const group = page.getByRole('group', { name: t('en', 'search.box.popular') });
  await expect(group.getByRole('option')).toHaveText(items.map((item) => item.name));
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(`/search/filterSearch?keyword=&categoryId=${items[0]!.id}`);

  await box.fill('');
  await box.pressSequentially('zzqxv');
  await expect(
    page.getByText(t('en', 'search.box.noSuggestions')).locator('visible=true').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('option', { name: t('en', 'search.box.seeAll', { query: 'zzqxv' }) }),
  ).toBeVisible();
});
