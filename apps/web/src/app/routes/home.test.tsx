import type { DataList } from '@storefront/contracts/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededMenus } from '../../test/api-fixtures.ts';
import { productSummary } from '../../test/catalogue-fixtures.ts';
import { json, mockFetch } from '../../test/fetch.ts';
import { renderWithApp } from '../../test/render.tsx';
import HomePage from './home.tsx';

const bestSellers: DataList = {
  listId: 1,
  name: 'Best sellers',
  kind: 'product',
  groups: [{ groupId: 10, name: 'All' }],
};
const newArrivals: DataList = {
  listId: 2,
  name: 'New arrivals',
  kind: 'product',
  groups: [
    { groupId: 20, name: 'Electronics' },
    { groupId: 21, name: 'Fashion' },
  ],
};
const categories: DataList = {
  listId: 3,
  name: 'Shop by category',
  kind: 'category',
  groups: [{ groupId: 30, name: 'Main' }],
};

/** The shell's menus, and the data lists given. */
function mockHomeApi(lists: DataList[] | Response) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const items = /^\/api\/menus\/(\d+)\/items\/visible$/.exec(path);
    if (items) return json(seededMenus[Number(items[1])]?.items ?? []);
    if (path === '/api/v2/data-lists') return lists instanceof Response ? lists : json(lists);
    if (path === '/api/v2/product/data-lists/1/items') {
      return json({
        items: [productSummary(1, 'Wireless earbuds'), productSummary(2, 'Desk lamp')],
      });
    }
    if (path === '/api/v2/product/data-lists/2/groups/20/items') {
      return json({ items: [productSummary(3, 'Smart watch')], count: 1 });
    }
    if (path === '/api/v2/product/data-lists/2/groups/21/items') {
      return json({
        items: [productSummary(4, 'Linen shirt', { inStock: false, activeQty: 0 })],
        count: 1,
      });
    }
    if (path === '/api/v2/category/data-lists/3/groups/30/items') {
      return json({
        items: [
          { categoryId: 1, parentId: null, name: 'Electronics', picture: null },
          { categoryId: 5, parentId: null, name: 'Sports', picture: null },
        ],
        count: 2,
      });
    }
    return json({ error: { code: 'not_found', message: path } }, 404);
  });
}

describe('home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the hero, then the product lists as cards and the category list as tiles', async () => {
    const user = userEvent.setup();
    const calls = mockHomeApi([bestSellers, categories, newArrivals]);
    await renderWithApp(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dukkan' })).toBeTruthy();

    const best = await screen.findByRole('region', { name: 'Best sellers' });
    expect(await within(best).findByRole('link', { name: 'Wireless earbuds' })).toBeTruthy();
    expect(within(best).getByRole('link', { name: 'Desk lamp' }).getAttribute('href')).toBe(
      '/products/2',
    );

    // A list of several groups shows them as tabs, asking for a group's items when it is shown.
    const arrivals = screen.getByRole('region', { name: 'New arrivals' });
    const tabs = within(arrivals).getByRole('tablist', { name: 'New arrivals' });
    const electronics = within(tabs).getByRole('tab', { name: 'Electronics' });
    expect(electronics.getAttribute('aria-selected')).toBe('true');
    expect(await within(arrivals).findByRole('link', { name: 'Smart watch' })).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/groups/21/'))).toBe(false);
    electronics.focus();
    await user.keyboard('{ArrowRight}');
    const fashion = within(tabs).getByRole('tab', { name: 'Fashion' });
    expect(fashion.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(fashion);
    const panel = within(arrivals).getByRole('tabpanel', { name: 'Fashion' });
    expect(await within(panel).findByRole('link', { name: 'Linen shirt' })).toBeTruthy();
    expect(within(panel).getByText('Out of stock')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Smart watch' })).toBeNull();

    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    expect((await within(tiles).findByRole('link', { name: 'Sports' })).getAttribute('href')).toBe(
      '/search/filterSearch?categoryId=5',
    );
    // The category list replaces the main menu's tiles.
    expect(screen.queryByRole('region', { name: 'Browse the shop' })).toBeNull();

    // The lists' pictures wait until they are scrolled to.
    for (const img of within(best).getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe('600');
    }
    expect(calls.some((c) => c.url === '/api/v2/product/data-lists/1/items?%24top=12')).toBe(true);
  });

  it('keeps the main menu tiles when the shop has no category list', async () => {
    mockHomeApi([bestSellers]);
    await renderWithApp(<HomePage />);
    await screen.findByRole('region', { name: 'Best sellers' });
    const browse = await screen.findByRole('region', { name: 'Browse the shop' });
    expect(
      within(browse)
        .getByRole('link', { name: /Fashion/ })
        .getAttribute('href'),
    ).toBe('/search/filterSearch?categoryId=2');
  });

  it('falls back to the main menu tiles when the lists cannot be loaded', async () => {
    mockHomeApi(json({ error: { code: 'internal', message: 'boom' } }, 500));
    await renderWithApp(<HomePage />);
    expect(await screen.findByRole('region', { name: 'Browse the shop' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Dukkan' })).toBeTruthy();
  });
});
