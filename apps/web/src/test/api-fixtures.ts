import type { MenuItem } from '@storefront/contracts/menus';
import { json, mockFetch } from './fetch.ts';

const item = (
  menuItemId: number,
  parentItemId: number | null,
  title: string,
  route: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  menuItemId,
  parentItemId,
  title,
  route,
  icon: null,
  openInNewTab: false,
  allowGuestUser: true,
  ...extra,
});

/** The seeded menus of shared-context (English titles). */
export const seededMenus: Record<number, { name: string; items: MenuItem[] }> = {
  53: {
    name: 'Main menu',
    items: [
      item(101, null, 'Home', '/'),
      item(102, null, 'Shop', '/search/filterSearch?keyword='),
      item(111, 102, 'Electronics', '/search/filterSearch?categoryId=1'),
      item(112, 102, 'Fashion', '/search/filterSearch?categoryId=2'),
      item(103, null, 'Offers', '/search/filterSearch?keyword=&onSale=true'),
      item(106, null, 'My orders', '/account/orders', { allowGuestUser: false }),
      item(107, null, 'Help centre', 'https://example.com/help', { openInNewTab: true }),
    ],
  },
  54: {
    name: 'Customer service',
    items: [
      item(201, null, 'Contact us', '/contact-us'),
      item(202, null, 'Shipping & returns', '/pages/2'),
    ],
  },
  55: {
    name: 'About Dukkan',
    items: [
      item(301, null, 'About us', '/pages/1'),
      item(302, null, 'My account', '/account/info', { allowGuestUser: false }),
    ],
  },
};

/** Answers the shell's GET calls (menus, languages) from the seeded data. */
export function mockShellApi() {
  return mockFetch((call) => {
    const path = call.url.split('?')[0] ?? '';
    const items = /^\/api\/menus\/(\d+)\/items\/visible$/.exec(path);
    if (items) return json(seededMenus[Number(items[1])]?.items ?? []);
    const menu = /^\/api\/menus\/(\d+)$/.exec(path);
    if (menu) {
      const id = Number(menu[1]);
      return json({ menuId: id, name: seededMenus[id]?.name ?? '' });
    }
    if (path === '/api/locale/languages/lookup') {
      return json([
        { langId: 'en', language: 'English', dir: 'ltr' },
        { langId: 'ar', language: 'العربية', dir: 'rtl' },
      ]);
    }
    return json({ error: { code: 'not_found', message: path } }, 404);
  });
}
