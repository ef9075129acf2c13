import type { ProductSummary } from '@storefront/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import FilterSearchPage from './filter-search.tsx';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

const product = (productId: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  productId,
  productName: `Product ${productId}`,
  price: 1_000 * productId,
  oldPrice: null,
  picture: null,
  brandId: 1,
  brandName: 'Acme',
  categoryId: 3,
  activeQty: 5,
  inStock: true,
  hasVariations: false,
  ...extra,
});

const categories = [
  { categoryId: 1, parentId: null, name: 'Electronics' },
  { categoryId: 3, parentId: 1, name: 'Phones' },
  { categoryId: 2, parentId: null, name: 'Fashion' },
];
/** Facets as GET products/facets answers them: Fashion and "on sale" give nothing here. */
const facets = (count: number) => ({
  count,
  categories: [
    { categoryId: 1, count: 20 },
    { categoryId: 3, count: 20 },
  ],
  brands: [
    { brandId: 1, name: 'Acme', count: 12 },
    { brandId: 2, name: 'Globex', count: 8 },
  ],
  inStock: 15,
  onSale: 0,
  maxPrice: 250_000,
});

interface Options {
  /** How many products match in all (each page answered from it). */
  total?: number;
  fail?: boolean;
}

function mockCatalogueApi({ total = 30, fail = false }: Options = {}) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://shop');
    switch (url.pathname) {
      case '/api/products/search': {
        if (fail) return json({ error: { code: 'internal', message: 'boom' } }, 503);
        const skip = Number(url.searchParams.get('$skip'));
        const top = Number(url.searchParams.get('$top'));
        const count = Math.max(0, Math.min(top, total - skip));
        return json({
          items: Array.from({ length: count }, (_, i) => product(skip + i + 1)),
          count: total,
          ...(url.searchParams.get('keyword') === 'shrit' ? { didYouMean: 'shirt' } : {}),
        });
      }
      case '/api/categories/published/lookup':
        return json(categories);
      case '/api/products/facets':
        return json(facets(total));
      default:
        return json({ error: { code: 'not_found', message: url.pathname } }, 404);
    }
  });
}

const searchCalls = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/products/search'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://shop').searchParams));

async function renderPage(path: string) {
  const user = userEvent.setup();
  const result = await renderWithApp(
    <>
      <Routes>
        <Route path="/search/filterSearch" element={<FilterSearchPage />} />
      </Routes>
      <CurrentUrl />
    </>,
    { path },
  );
  return { ...result, user };
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const results = () => screen.getByRole('list', { name: 'Search results' });

describe('/search/filterSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches with the $filter, paging and keyword the URL describes', async () => {
    const calls = mockCatalogueApi({ total: 60 });
    await renderPage(
      '/search/filterSearch?keyword=tea&categoryId=3&brandId=2,1&minPrice=1&maxPrice=50&inStock=true&onSale=true&sort=price-desc&page=2',
    );
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(24));
    expect(searchCalls(calls)).toEqual([
      {
        keyword: 'tea',
        $filter:
          'categoryId eq 3 and brandId in (1,2) and price ge 1000 and price le 50000 and inStock eq true and onSale eq true',
        $orderby: 'price desc',
        $skip: '24',
        $top: '24',
        $count: 'true',
      },
    ]);
    expect(calls.find((c) => c.url.startsWith('/api/products/search'))!.headers.authorization).toBe(
      undefined,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “tea”');
    expect(document.title).toBe('Results for “tea” | Dukkan');
    expect(screen.getByText('60 products')).toBeTruthy();
    expect(within(results()).getByRole('link', { name: 'Product 25' }).getAttribute('href')).toBe(
      '/products/25',
    );
  });

  it('lets nothing but whole numbers from the URL into the $filter', async () => {
    const calls = mockCatalogueApi();
    await renderPage(
      "/search/filterSearch?keyword=it's&categoryId=3)%20or%20(true&brandId=1%20or%201%20eq%201&minPrice=1;drop&page=-1",
    );
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(1));
    const [query] = searchCalls(calls);
    expect(query).toEqual({
      keyword: "it's",
      $skip: '0',
      $top: '24',
      $count: 'true',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Results for “it's”");
  });

  it('names the category, or offers, or all products when there is no keyword', async () => {
    mockCatalogueApi();
    const { unmount } = await renderPage('/search/filterSearch?categoryId=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phones' })).toBeTruthy();
    expect(document.title).toBe('Phones | Dukkan');
    unmount();
    await renderPage('/search/filterSearch?keyword=&onSale=true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('On sale');
  });

  it('opens the chosen category branch and links to each category, resetting the page', async () => {
    mockCatalogueApi();
    await renderPage('/search/filterSearch?keyword=case&categoryId=1&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Category' });
    const electronics = await within(nav).findByRole('link', { name: 'Electronics' });
    expect(electronics.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Phones' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=case&categoryId=3',
    );
    expect(within(nav).getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=case',
    );
  });

  it('goes back to page 1 when a filter changes, and the URL keeps the choice', async () => {
    const calls = mockCatalogueApi({ total: 100 });
    const { user } = await renderPage('/search/filterSearch?keyword=tea&page=3');
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(24));
    await user.click(await screen.findByRole('checkbox', { name: 'Globex (8 results)' }));
    expect(url()).toBe('/search/filterSearch?keyword=tea&brandId=2');
    await user.click(screen.getByRole('checkbox', { name: /^Acme/ }));
    expect(url()).toBe('/search/filterSearch?keyword=tea&brandId=1%2C2');
    await user.click(screen.getByRole('checkbox', { name: /^In stock only/ }));
    expect(url()).toBe('/search/filterSearch?keyword=tea&brandId=1%2C2&inStock=true');
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toMatchObject({
        $filter: 'brandId in (1,2) and inStock eq true',
        $skip: '0',
      }),
    );
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Price: low to high');
    expect(url()).toBe(
      '/search/filterSearch?keyword=tea&brandId=1%2C2&inStock=true&sort=price-asc',
    );
    await waitFor(() => expect(searchCalls(calls).at(-1)).toMatchObject({ $orderby: 'price asc' }));
    await user.selectOptions(sort, 'Newest');
    expect(url()).toBe('/search/filterSearch?keyword=tea&brandId=1%2C2&inStock=true&sort=newest');
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toMatchObject({ $orderby: 'createdAt desc' }),
    );
    // Best match is the default with a keyword (issue 29).
    await user.selectOptions(sort, 'Best match');
    expect(url()).toBe('/search/filterSearch?keyword=tea&brandId=1%2C2&inStock=true');
  });

  it('offers the corrected keyword as a link: "Did you mean shirt?" (issue 29)', async () => {
    mockCatalogueApi();
    await renderPage('/search/filterSearch?keyword=shrit');
    const link = await screen.findByRole('link', { name: 'shirt' });
    expect(link.getAttribute('href')).toBe('/search/filterSearch?keyword=shirt');
    expect(link.closest('p')?.textContent).toBe('Did you mean shirt?');
    // Best match is the default order, offered only with a keyword.
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
  });

  it('offers no "fewer filters" when none is set, and no best match without a keyword', async () => {
    mockCatalogueApi({ total: 0 });
    await renderPage('/search/filterSearch?keyword=zzz');
    expect(
      await screen.findByText(/Nothing matches “zzz”\. Try another word, or browse the shop\./),
    ).toBeTruthy();
    expect(screen.queryByText(/fewer filters/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('sorts newest first without a keyword, and offers no best match', async () => {
    mockCatalogueApi();
    await renderPage('/search/filterSearch?keyword=');
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect(sort.value).toBe('newest');
    expect([...sort.options].map((o) => o.value)).not.toContain('relevance');
  });

  it('filters by a price range typed in dinars, sent in fils', async () => {
    const calls = mockCatalogueApi();
    const { user } = await renderPage('/search/filterSearch?keyword=&page=2');
    expect((await screen.findByText(/Prices go up to/)).textContent).toBe(
      'Prices go up to KD 250.000.',
    );
    const min = screen.getByRole('textbox', { name: 'Minimum (KD)' });
    const max = screen.getByRole('textbox', { name: 'Maximum (KD)' });
    await user.type(min, '20');
    await user.type(max, '7.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The minimum must not be more than the maximum.')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(url()).toBe('/search/filterSearch?keyword=&page=2');

    await user.clear(max);
    await user.type(max, 'lots');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter an amount such as 12.500.')).toBeTruthy();

    await user.clear(min);
    await user.type(min, '2.25');
    await user.clear(max);
    await user.type(max, '١٠');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(url()).toBe('/search/filterSearch?keyword=&minPrice=2.25&maxPrice=10');
    await waitFor(() =>
      expect(searchCalls(calls).at(-1)).toMatchObject({
        $filter: 'price ge 2250 and price le 10000',
        $skip: '0',
      }),
    );
    expect((screen.getByRole('textbox', { name: 'Maximum (KD)' }) as HTMLInputElement).value).toBe(
      '10',
    );
  });

  it('pages through with numbered links and previous/next', async () => {
    const calls = mockCatalogueApi({ total: 60 });
    const { user } = await renderPage('/search/filterSearch?keyword=tea');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=tea&page=3',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(url()).toBe('/search/filterSearch?keyword=tea&page=2');
    await waitFor(() => expect(searchCalls(calls).at(-1)).toMatchObject({ $skip: '24' }));
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(within(results()).getAllByRole('article')).toHaveLength(12));
    expect(searchCalls(calls).at(-1)).toMatchObject({ $skip: '48', $top: '24' });
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('says when nothing matches and offers to clear the filters or browse the shop', async () => {
    mockCatalogueApi({ total: 0 });
    await renderPage('/search/filterSearch?keyword=zebra&brandId=2&inStock=true');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText(/Nothing matches “zebra” with these filters/)).toBeTruthy();
    expect(screen.getByText('0 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=zebra',
    );
    expect(screen.getByRole('link', { name: 'Browse the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('offers the first page when the page is past the last one', async () => {
    mockCatalogueApi({ total: 5 });
    await renderPage('/search/filterSearch?keyword=tea&page=9');
    expect(await screen.findByText('This page is past the last page of results.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/search/filterSearch?keyword=tea',
    );
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    const calls = mockCatalogueApi({ fail: true });
    const { user } = await renderPage('/search/filterSearch?keyword=tea');
    expect(screen.getByText('Loading…').closest('[role=status]')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
  });

  it('shows each value with its count, and offers no value that gives nothing (issue 29)', async () => {
    const calls = mockCatalogueApi({ total: 40 });
    await renderPage('/search/filterSearch?keyword=tea&categoryId=3&sort=name&page=2');
    const facetsAsked = () =>
      calls
        .filter((call) => call.url.startsWith('/api/products/facets'))
        .map((call) => Object.fromEntries(new URL(call.url, 'http://shop').searchParams));
    await waitFor(() =>
      expect(facetsAsked()).toEqual([{ keyword: 'tea', $filter: 'categoryId eq 3' }]),
    );
    const filters = screen.getByRole('complementary', { name: 'Filters' });

    expect(
      await within(filters).findByRole('checkbox', { name: 'Acme (12 results)' }),
    ).toBeTruthy();
    expect(
      within(filters).getByRole('checkbox', { name: 'In stock only (15 results)' }),
    ).toBeTruthy();
    // Nothing on sale: not offered.
    expect(within(filters).queryByRole('checkbox', { name: /On sale/ })).toBeNull();
    // Fashion gives nothing; the chosen branch shows with its count beside the link.
    const nav = within(filters).getByRole('navigation', { name: 'Category' });
    expect(within(nav).queryByRole('link', { name: 'Fashion' })).toBeNull();
    const phones = within(nav).getByRole('link', { name: 'Phones' });
    expect(phones.parentElement?.textContent).toBe('Phones20 (20 results)');
    expect(
      within(nav).getByRole('link', { name: 'All categories' }).parentElement?.textContent,
    ).toBe('All categories20 (20 results)');
    expect(screen.getByText(/Prices go up to/).textContent).toBe('Prices go up to KD 250.000.');
  });

  it('shows the applied filters as chips that each remove one, and clears them all', async () => {
    mockCatalogueApi();
    const { user } = await renderPage(
      '/search/filterSearch?keyword=tea&categoryId=3&brandId=2,1&minPrice=5&inStock=true&onSale=true',
    );
    const chips = await screen.findByRole('list', { name: 'Applied filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual([
        'Remove Category: Phones',
        'Remove Brand: Acme',
        'Remove Brand: Globex',
        'Remove Price: From KD 5.000',
        'Remove Availability: In stock only',
        'Remove Availability: On sale',
      ]),
    );
    // Chosen, so offered even though nothing on sale is left to count.
    expect(screen.getByRole('checkbox', { name: 'On sale (0 results)' })).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: 'Remove Brand: Acme' }));
    expect(url()).toBe(
      '/search/filterSearch?keyword=tea&categoryId=3&brandId=2&minPrice=5&inStock=true&onSale=true',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Price: From KD 5.000' }));
    expect(url()).toBe(
      '/search/filterSearch?keyword=tea&categoryId=3&brandId=2&inStock=true&onSale=true',
    );
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(url()).toBe('/search/filterSearch?keyword=tea');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('opens the filters in a dialog on small screens, closed by "Show N results"', async () => {
    mockCatalogueApi({ total: 30 });
    const { user } = await renderPage('/search/filterSearch?keyword=tea&inStock=true');
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    expect(toggle.textContent).toContain('1 active');
    await screen.findByText('30 products');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: /^In stock only/ })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Clear all' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Acme/ }));
    // The page behind the modal dialog is hidden from the accessibility tree meanwhile.
    expect(document.querySelector('output')?.textContent).toBe(
      '/search/filterSearch?keyword=tea&brandId=1&inStock=true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Show 30 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });
});
