import type { GetPriceResponse, ProductDetail } from '@storefront/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colour, productSummary, size, tShirt } from '../../test/catalogue-fixtures.ts';
import { json, mockFetch, type RecordedCall } from '../../test/fetch.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithApp } from '../../test/render.tsx';
import ProductPage from './product.tsx';

type PriceHandler = (call: RecordedCall) => Response;

/** Standard delivery (the shop's default shipping method), as GET shipping-methods/default answers it. */
const standardDelivery = {
  shippingMethodId: 1,
  code: 'standard',
  name: 'Standard delivery',
  description: '',
  price: 1_500,
  regularPrice: 1_500,
  isFree: false,
  freeFrom: 20_000,
  minDays: 2,
  maxDays: 4,
  isDefault: true,
};

/**
 * Answers GET products/{id} with `product`, get-price with `price`, grouped with `grouped`,
 * GET products (by category or ids) with `list` (none by default), and the default shipping
 * method with standard delivery.
 */
function mockCatalogue(
  product: ProductDetail | Response,
  {
    price,
    grouped = [],
    list = () => [],
  }: { price?: PriceHandler; grouped?: unknown; list?: (query: URLSearchParams) => unknown } = {},
) {
  return mockFetch((call) => {
    const [path = '', query = ''] = call.url.split('?');
    if (/\/get-price$/.test(path)) return price ? price(call) : json({}, 500);
    if (/^\/api\/products\/\d+\/grouped-products$/.test(path)) return json(grouped);
    if (path === '/api/products') {
      const items = list(new URLSearchParams(query)) as unknown[];
      return json({ items, count: items.length });
    }
    if (path === '/api/shipping-methods/default') return json(standardDelivery);
    // The wishlist heart beside the cart button asks whether the product is kept.
    if (path === '/api/wish-list') return json({ items: [] });
    if (/^\/api\/products\/\d+$/.test(path)) {
      return product instanceof Response ? product : json(product);
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

/** The address's query string, as the page left it. */
function SearchOf() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderProduct(path = '/products/7') {
  return renderWithApp(
    <Routes>
      <Route path="/products/:productId" element={<ProductPage />} />
    </Routes>,
    { path },
  );
}

const priceOf = (answer: GetPriceResponse) => json(answer);
const buyArea = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('/products/{productId}', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'g-1', role: 'guest', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'true');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });

  it('shows the product, opening on the first variation in stock, without asking get-price', async () => {
    const calls = mockCatalogue(tShirt());
    await renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeTruthy();
    expect(document.title).toBe('Cotton T-shirt | Dukkan');
    expect(screen.getByText('Brand: Dukkan Basics')).toBeTruthy();
    expect(screen.getByText('KD 4.500')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(await screen.findByText('Soft combed cotton.')).toBeTruthy();
    expect(screen.getByText('Machine washable at 30 degrees.')).toBeTruthy();

    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: 'M' })).toHaveProperty('checked', true);
    // S/red has no stock: marked, still selectable.
    expect(within(sizes).getByRole('radio', { name: 'S (unavailable)' })).toBeTruthy();
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('radio', { name: 'Red' })).toHaveProperty('checked', true);

    // The breadcrumbs are a part of their own (decision 64), whose code may come after the description's.
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'T-shirts' }).getAttribute('href')).toBe(
      '/search/filterSearch?categoryId=21',
    );
    expect(within(crumbs).getByText('Cotton T-shirt').getAttribute('aria-current')).toBe('page');

    // No get-price: the product, and what the page shows beside it (the wishlist's own
    // question aside): its category's products and the default delivery's days.
    expect(
      calls
        .map((c) => c.url)
        .filter((url) => url !== '/api/wish-list')
        .sort(),
    ).toEqual([
      '/api/products/7',
      '/api/products?categoryId=2&itemsPerPage=9',
      '/api/shipping-methods/default',
    ]);
  });

  it('asks get-price when an attribute changes and shows its price and stock', async () => {
    const user = userEvent.setup();
    const calls = mockCatalogue(tShirt(), {
      price: () =>
        priceOf({ variationId: 705, price: 3_900, oldPrice: 5_000, activeQty: 2, inStock: true }),
    });
    await renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'Blue' }));

    expect(await screen.findByText('KD 3.900')).toBeTruthy();
    expect(screen.getByText('KD 5.000').closest('s')).toBeTruthy();
    expect(screen.getByText('22% off')).toBeTruthy();
    expect(screen.getByText(/Only 2 left/)).toBeTruthy();
    const priceCall = calls.find((c) => c.url.endsWith('/get-price'));
    expect(priceCall).toMatchObject({
      method: 'POST',
      url: '/api/users/g-1/products/7/get-price',
      body: {
        attributes: [
          { attributeId: 1, valueId: size.M },
          { attributeId: 2, valueId: colour.blue },
        ],
        quantity: 1,
      },
    });
    expect(priceCall?.headers.authorization).toMatch(/^Bearer /);
  });

  it('opens on the variation the address names, and keeps the chosen one in the address', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt(), {
      price: () =>
        priceOf({ variationId: 702, price: 4_500, oldPrice: null, activeQty: 8, inStock: true }),
    });
    await renderWithApp(
      <Routes>
        <Route
          path="/products/:productId"
          element={
            <>
              <ProductPage />
              <SearchOf />
            </>
          }
        />
      </Routes>,
      { path: '/products/7?variation=704&lang=en' },
    );
    // 704 is S / Blue (the first in stock would be M / Red).
    expect(((await screen.findByRole('radio', { name: 'Blue' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^Red/ }));
    await user.click(screen.getByRole('radio', { name: /^M/ }));
    // M / Red is 702; the language stays.
    expect(screen.getByTestId('search').textContent).toBe('?variation=702&lang=en');
  });

  it('shows the chosen colour’s picture first, and the product’s own before a choice', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt(), {
      price: () =>
        priceOf({ variationId: 705, price: 4_000, oldPrice: 5_000, activeQty: 12, inStock: true }),
    });
    await renderProduct();
    const main = (name: string) => screen.findByRole('img', { name });
    const thumbnails = () =>
      within(screen.getByRole('list', { name: 'Pictures of Cotton T-shirt' })).getAllByRole(
        'button',
      );

    // The page opens on M / Red, but nothing is chosen yet: the product's own pictures.
    expect(await main('Cotton T-shirt, front')).toBeTruthy();
    expect(thumbnails()).toHaveLength(2);
    await user.click(thumbnails()[1]!);
    expect(await main('Cotton T-shirt, back')).toBeTruthy();

    // Blue: its picture, first and shown, then the product's own.
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(await main('Cotton T-shirt, blue')).toBeTruthy();
    expect(thumbnails()).toHaveLength(3);
    expect(thumbnails()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Cotton T-shirt, red' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(await main('Cotton T-shirt, red')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Cotton T-shirt, blue' })).toBeNull();
  });

  it('opens on the picture of the variation the address names', async () => {
    mockCatalogue(tShirt());
    await renderProduct('/products/7?variation=704');
    expect(await screen.findByRole('img', { name: 'Cotton T-shirt, blue' })).toBeTruthy();
  });

  it('says when a combination does not exist and disables the buy area', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt(), {
      price: (call) => {
        const body = call.body as { attributes: { valueId: number }[] };
        return body.attributes.some((a) => a.valueId === size.L) &&
          body.attributes.some((a) => a.valueId === colour.blue)
          ? json({ error: { code: 'not_found', message: 'No such variation' } }, 404)
          : priceOf({
              variationId: 704,
              price: 4_500,
              oldPrice: null,
              activeQty: 6,
              inStock: true,
            });
      },
    });
    await renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('radio', { name: /^Blue/ }));

    expect(await screen.findByText('This combination is not available')).toBeTruthy();
    expect(buyArea()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: /^S/ }));
    await waitFor(() => expect(screen.queryByText('This combination is not available')).toBeNull());
    expect(buyArea()).toHaveProperty('disabled', false);
  });

  it('shows an out-of-stock product as such, with the quantity disabled', async () => {
    mockCatalogue({
      ...productSummary(9, 'Desk lamp', { activeQty: 0, inStock: false }),
      sku: 'LAMP-9',
      description: 'A lamp.',
      pictures: [],
      attributes: [],
      variations: [],
      breadcrumbs: [],
      isGrouped: false,
    });
    await renderProduct('/products/9');

    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(buyArea()).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('button', { name: 'Increase quantity' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('keeps the quantity between 1 and the stock', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt());
    await renderProduct();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 10; i++) await user.click(increase);
    expect(buyArea()).toHaveProperty('value', '8'); // M/red: 8 in stock
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(buyArea()).toHaveProperty('value', '7');
  });

  it('says so when more is typed than there is, instead of lowering it silently', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt());
    await renderProduct();
    const field = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '999');
    const note = 'Only 8 available: quantity set to 8';
    expect(screen.getByText(note).getAttribute('role')).toBe('status');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      note,
    );
  });

  it('lists the products of a grouped product', async () => {
    const calls = mockCatalogue(
      { ...tShirt({ isGrouped: true, attributes: [], variations: [] }), productName: 'Gym set' },
      { grouped: [productSummary(31, 'Yoga mat'), productSummary(32, 'Water bottle')] },
    );
    await renderProduct();

    const section = await screen.findByRole('region', { name: 'In this set' });
    expect(await within(section).findByRole('link', { name: 'Yoga mat' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Water bottle' }).getAttribute('href')).toBe(
      '/products/32',
    );
    expect(calls.some((c) => c.url === '/api/products/7/grouped-products')).toBe(true);
  });

  it('switches the gallery picture with the thumbnails', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt());
    await renderProduct();
    expect(await screen.findByRole('img', { name: 'Cotton T-shirt, front' })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    await user.click(second);
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: 'Cotton T-shirt, back' })).toBeTruthy();
  });

  it('shows the not-found page for a product the shop does not have, or an id that is none', async () => {
    mockCatalogue(json({ error: { code: 'not_found', message: 'Not found' } }, 404));
    await renderProduct('/products/999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('does not ask for an id that cannot be one', async () => {
    const calls = mockCatalogue(tShirt());
    await renderProduct('/products/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers to try again when the product cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch((call) =>
      call.url === '/api/wish-list' ? json({ items: [] }) : fail ? json({}, 503) : json(tShirt()),
    );
    await renderProduct();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Cotton T-shirt' })).toBeTruthy();
  });
});

describe('/products/{productId}, issue 29', () => {
  beforeEach(() => {
    localStorage.setItem(
      'accessToken',
      fakeJwt({ nameid: 'g-1', role: 'guest', exp: inOneHour() }),
    );
    localStorage.setItem('isGuest', 'true');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.title = '';
  });

  it('promises the day standard delivery arrives by, counted in Kuwait', async () => {
    // Wednesday 26 Nov 2026, 12:00 in Kuwait: standard delivery takes up to 4 days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    mockCatalogue(tShirt());
    await renderProduct();
    expect(await screen.findByText('Arrives by Monday 30 Nov')).toBeTruthy();
  });

  it('promises no day for a product out of stock', async () => {
    mockCatalogue({ ...tShirt(), variations: [], activeQty: 0, inStock: false, attributes: [] });
    await renderProduct();
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
  });

  it('suggests other products of its category, without itself', async () => {
    const calls = mockCatalogue(tShirt(), {
      list: (query) =>
        query.get('categoryId') === '2'
          ? [
              productSummary(8, 'Linen shirt'),
              productSummary(7, 'Cotton T-shirt'),
              productSummary(9, 'Polo shirt'),
            ]
          : [],
    });
    await renderProduct();
    const row = await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(within(row).getAllByRole('article')).toHaveLength(2));
    expect(within(row).getByRole('link', { name: 'Linen shirt' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Polo shirt' })).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Cotton T-shirt' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/products?categoryId=2&itemsPerPage=9')).toBe(true);
  });

  it('shows no row of suggestions when the category holds nothing else', async () => {
    mockCatalogue(tShirt(), { list: () => [productSummary(7, 'Cotton T-shirt')] });
    await renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull(),
    );
  });

  it('lists the products opened before, newest first, and remembers this one', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify([3, 7, 5]));
    const calls = mockCatalogue(tShirt(), {
      list: (query) =>
        query.get('ids') === '3,5'
          ? [productSummary(3, 'Oud perfume'), productSummary(5, 'Coffee cups')]
          : [],
    });
    await renderProduct();
    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    const names = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Oud perfume', 'Coffee cups']);
    expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')).toEqual([7, 3, 5]);
    expect(calls.some((c) => c.url === '/api/products?ids=3%2C5&itemsPerPage=2')).toBe(true);
  });

  it('has no recently viewed row on a first visit', async () => {
    const calls = mockCatalogue(tShirt());
    await renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Cotton T-shirt' });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(calls.some((c) => c.url.includes('ids='))).toBe(false);
    expect(localStorage.getItem('recentlyViewed')).toBe('[7]');
  });

  it('zooms the picture, moves between pictures by button and arrow key, and closes', async () => {
    const user = userEvent.setup();
    mockCatalogue(tShirt());
    await renderProduct();
    const zoom = await screen.findByRole('button', { name: 'Zoom picture' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Cotton T-shirt' });
    expect(within(dialog).getByRole('img', { name: 'Cotton T-shirt, front' })).toBeTruthy();
    expect(within(dialog).getByText('Picture 1 of 2')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByRole('img', { name: 'Cotton T-shirt, back' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Cotton T-shirt, front' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Picture 2 of 2')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(zoom));
    // The gallery stays on the picture last zoomed.
    expect(screen.getByRole('img', { name: 'Cotton T-shirt, back' })).toBeTruthy();
  });
});
