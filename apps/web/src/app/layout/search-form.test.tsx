import type { Suggestion } from '@storefront/contracts/catalogue';
import { SUGGESTION_COUNT } from '@storefront/contracts/paging';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSuggestionOptions } from '../../features/search/index.ts';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SearchForm, SUGGESTIONS_HIDE_DELAY_MS } from './search-form.tsx';

const showToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/toast.ts', () => ({
  showToast,
  isToasterRequested: () => false,
  subscribeToToasterRequest: () => () => {},
}));

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{pathname + search}</output>;
}

const suggestion = (productId: number, productName: string, price: number): Suggestion => ({
  product: { productId, productName },
  picture: { path: `/files/p${productId}.webp`, width: 600, height: 600, alt: productName },
  price,
  inStock: productId !== 13,
});

const catalogue: Suggestion[] = [
  suggestion(11, 'Phone case', 2_500),
  suggestion(12, 'Phone charger', 7_250),
  suggestion(13, 'Phone stand', 4_000),
  suggestion(21, 'Tea kettle', 15_000),
];

const queryOf = (url: string) => new URL(url, 'http://shop').searchParams.get('query') ?? '';

const answerFor = (query: string) => ({
  items: catalogue.filter((s) => s.product.productName.toLowerCase().startsWith(query)),
  categories: 'kettles'.startsWith(query) ? [{ id: 7, name: 'Kettles' }] : [],
  brands: 'kettlecraft'.startsWith(query) ? [{ id: 3, name: 'KettleCraft' }] : [],
  ...(query === 'ketle' ? { didYouMean: 'kettle' } : {}),
});

/**
 * GET products/quick-search answered from `catalogue` by name prefix, like the API, and GET
 * products/popular-searches.
 */
function mockSuggestApi() {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/products/popular-searches')) {
      return json({
        items: [
          { id: 4, name: 'Perfumes' },
          { id: 5, name: 'Shirts' },
        ],
      });
    }
    if (!call.url.startsWith('/api/products/quick-search?')) return json({ error: {} }, 404);
    return json(answerFor(queryOf(call.url).toLowerCase()));
  });
}

const suggestCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/products/quick-search'));

async function renderBox(path = '/') {
  const user = userEvent.setup();
  const result = await renderWithApp(
    <>
      <SearchForm />
      <CurrentUrl />
    </>,
    { path },
  );
  const box = screen.getByRole('combobox', { name: 'Search products' });
  return { ...result, user, box };
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('SearchForm (spec 2 Search)', () => {
  beforeAll(async () => {
    // The option list is a lazy chunk: load it once up front so no test pays for it.
    await loadSuggestionOptions();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    showToast.mockClear();
  });

  it('asks for the 5 suggestions of spec 9', () => {
    expect(SUGGESTION_COUNT).toBe(5);
  });

  it('is an ARIA combobox that suggests products while typing, once typing pauses', async () => {
    const calls = mockSuggestApi();
    const { user, box } = await renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');

    await user.type(box, 'pho');
    await screen.findByRole('option', { name: 'See all results for “pho”' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Phone caseKD 2.500',
      'Phone chargerKD 7.250',
      'Phone standOut of stockKD 4.000',
      'See all results for “pho”',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    const picture = options[0]!.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/files/p11.webp');
    expect(picture.getAttribute('width')).toBe('48');
    expect(picture.getAttribute('height')).toBe('48');
    expect(
      screen
        .getByText('4 suggestions. Use the up and down arrows to choose one, Enter to open it.')
        .getAttribute('role'),
    ).toBe('status');

    // One request for the whole word, sent without a token, with pageCount=5.
    expect(suggestCalls(calls).map((c) => c.url)).toEqual([
      '/api/products/quick-search?query=pho&pageCount=5',
    ]);
    expect(suggestCalls(calls)[0]!.headers.authorization).toBeUndefined();
  });

  it('asks for nothing while the text is only spaces (spec 5)', async () => {
    const calls = mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(suggestCalls(calls)).toEqual([]);
    // Blank is empty: the popular searches show instead (issue 29).
    expect(await screen.findByRole('group', { name: 'Popular searches' })).toBeTruthy();
  });

  it('moves through the suggestions with the arrows, wrapping, and opens the chosen one', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'phone');
    await screen.findAllByRole('option');
    expect(activeOption(box)).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)?.textContent).toContain('Phone case');
    expect(activeOption(box)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(box)?.textContent).toContain('Phone stand');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)?.textContent).toBe('See all results for “phone”');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)?.textContent).toContain('Phone case');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(box)?.textContent).toContain('Phone stand');
    expect(screen.getAllByRole('option').filter((o) => o.ariaSelected === 'true')).toHaveLength(1);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)?.textContent).toContain('Phone charger');

    await user.keyboard('{Enter}');
    expect(url()).toBe('/products/12');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('starts from the last option, "See all results", with the up arrow, which searches', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'phone');
    // The rows follow the typed text a moment later (a deferred value): wait for the last word.
    await screen.findByRole('option', { name: 'See all results for “phone”' });
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)?.textContent).toBe('See all results for “phone”');
    await user.keyboard('{Enter}');
    expect(url()).toBe('/search/filterSearch?keyword=phone');
  });

  it('goes to the filter search page on Enter with text and no chosen suggestion', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, ' phone case ');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(url()).toBe('/search/filterSearch?keyword=phone%20case');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it("warns 'No results' on Enter with empty or blank text, and stays (spec 8)", async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(showToast).toHaveBeenCalledTimes(2);
    expect(showToast).toHaveBeenCalledWith('warning', 'No results');
    expect(url()).toBe('/');
  });

  it('closes on Escape and opens again with the down arrow', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'phone');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('phone');
    expect(screen.queryByRole('option')).toBeNull();
    // Enter now searches for the text rather than opening the product chosen before.
    await user.keyboard('{Enter}');
    expect(url()).toBe('/search/filterSearch?keyword=phone');
  });

  it('says so when nothing matches, visibly, and still offers to search', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'zzz');
    const lines = await screen.findAllByText('No suggestions. Press Enter to search.');
    // One for the eye (in the popup) and the status line for screen readers.
    expect(lines).toHaveLength(2);
    expect(lines.some((line) => line.getAttribute('role') === 'status')).toBe(true);
    expect(
      lines.find((line) => line.getAttribute('role') !== 'status')?.closest('[hidden]'),
    ).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'See all results for “zzz”',
    ]);
  });

  it('offers matching categories and brands in named groups, and the corrected text', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'kettle');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option').textContent).toBe('Kettles');
    const brands = screen.getByRole('group', { name: 'Brands' });
    expect(within(brands).getByRole('option').textContent).toBe('KettleCraft');
    expect(screen.queryByText('No suggestions. Press Enter to search.')).toBeNull();
    await user.click(within(categories).getByRole('option'));
    expect(url()).toBe('/search/filterSearch?keyword=&categoryId=7');

    await user.clear(box);
    await user.type(box, 'ketle');
    const correction = await screen.findByRole('option', { name: 'Did you mean “kettle”?' });
    await user.click(correction);
    expect(url()).toBe('/search/filterSearch?keyword=kettle');
  });

  it('offers popular searches when focused and empty', async () => {
    const calls = mockFetch((call) =>
      call.url.startsWith('/api/products/popular-searches')
        ? json({
            items: [
              { id: 4, name: 'Perfumes' },
              { id: 5, name: 'Shirts' },
            ],
          })
        : json({ error: {} }, 404),
    );
    const { user, box } = await renderBox();
    await user.click(box);
    const popular = await screen.findByRole('group', { name: 'Popular searches' });
    expect(
      within(popular)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Perfumes', 'Shirts']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)?.textContent).toBe('Perfumes');
    await user.keyboard('{Enter}');
    expect(url()).toBe('/search/filterSearch?keyword=&categoryId=4');
    expect(calls.filter((call) => call.url.startsWith('/api/products/quick-search'))).toEqual([]);
  });

  it('never shows an answer that arrives after a newer one (and aborts the old request)', async () => {
    const pending = new Map<string, { resolve: (r: Response) => void; signal?: AbortSignal }>();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            pending.set(queryOf(String(input)), { resolve, signal: init?.signal ?? undefined });
          }),
      ),
    );
    const answer = (query: string) => pending.get(query)!.resolve(json(answerFor(query)));

    const { user, box } = await renderBox();
    await user.type(box, 'p');
    await waitFor(() => expect(pending.has('p')).toBe(true));
    await user.type(box, 'hone s');
    await waitFor(() => expect(pending.has('phone s')).toBe(true));
    expect(pending.get('p')!.signal?.aborted).toBe(true);

    await act(async () => answer('phone s'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // The old answer arrives late: it changes nothing.
    await act(async () => answer('p'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Phone standOut of stockKD 4.000',
      'See all results for “phone s”',
    ]);
  });

  it('closes 300 ms after focus leaves, not before (spec 9)', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'phone');
    await screen.findAllByRole('option');

    vi.useFakeTimers();
    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(SUGGESTIONS_HIDE_DELAY_MS - 10));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(10));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens a suggestion that is clicked', async () => {
    mockSuggestApi();
    const { user, box } = await renderBox();
    await user.type(box, 'tea');
    const [option] = await screen.findAllByRole('option');
    await user.click(option!);
    expect(url()).toBe('/products/21');
  });

  it('shows the keyword of the results page it is on', async () => {
    mockSuggestApi();
    const { box } = await renderBox('/search/filterSearch?keyword=green%20tea&page=2');
    expect((box as HTMLInputElement).value).toBe('green tea');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
