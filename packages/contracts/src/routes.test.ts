import { describe, expect, it } from 'vitest';
import {
  languageParamOf,
  matchPageRoute,
  pageQuery,
  pageRouteNames,
  pageRoutes,
  personalPathPrefixes,
  routes,
} from './routes.ts';

/** A query string's values by name, as URLSearchParams reads them (not typed here: no DOM lib). */
function searchOf(text: string) {
  const pairs = text
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return {
    getAll: (name: string) => pairs.filter(([key]) => key === name).map(([, value]) => value ?? ''),
  };
}

describe('the route table', () => {
  it('has a link builder for every route, and each builds an address of its own route', () => {
    expect(Object.keys(routes).sort()).toEqual([...pageRouteNames].sort());
    for (const name of pageRouteNames) {
      const build = routes[name];
      const url = typeof build === 'function' ? build('12') : build;
      expect(matchPageRoute(url.split('?')[0]!)?.name, name).toBe(name);
    }
  });

  it('matches addresses with their values, a trailing slash or not, and nothing else', () => {
    expect(matchPageRoute('/products/42')).toMatchObject({
      name: 'product',
      values: { productId: '42' },
    });
    expect(matchPageRoute('/account/orders/7/')?.values).toEqual({ orderId: '7' });
    expect(matchPageRoute('/')?.name).toBe('home');
    for (const path of ['/products', '/products/1/reviews', '/account', '/no/such/page', '//x']) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });

  it('says which pages are for one visitor, and keeps crawlers out of exactly those', () => {
    expect(matchPageRoute('/cart')?.route.personal === true).toBe(true);
    expect(matchPageRoute('/account/orders/3')?.route.personal === true).toBe(true);
    expect(matchPageRoute('/products/3')?.route.personal === true).toBe(false);
    expect(matchPageRoute('/track-order')?.route.personal === true).toBe(false);
    expect(personalPathPrefixes().sort()).toEqual(
      [
        '/account',
        '/cart',
        '/checkout',
        '/forgot-password',
        '/login',
        '/register',
        '/reset-password',
        '/staff',
        '/wishlist',
      ].sort(),
    );
    for (const name of pageRouteNames) {
      const path = pageRoutes[name].path;
      const private_ = personalPathPrefixes().some(
        (prefix) => path === prefix || path.startsWith(`${prefix}/`),
      );
      expect(private_, path).toBe('personal' in pageRoutes[name]);
    }
  });
});

describe('a page query', () => {
  const search = pageRoutes.filterSearch;
  const query = (text: string) => pageQuery(search, searchOf(text));

  it('leaves out what the route does not read: tracking parameters make no new page', () => {
    expect(query('keyword=mug&utm_source=ad&fbclid=XYZ&gclid=1&x=random')).toEqual([
      ['keyword', 'mug'],
    ]);
    expect(pageQuery(pageRoutes.product, searchOf('utm_campaign=eid'))).toEqual([]);
  });

  it('keeps what the route reads, so a different value is a different page', () => {
    expect(query('keyword=mug&page=2')).not.toEqual(query('keyword=mug&page=3'));
    expect(pageQuery(pageRoutes.product, searchOf('variation=7'))).toEqual([['variation', '7']]);
  });

  it('is the same whatever the order, and a default spelled out is no parameter', () => {
    expect(query('sort=price-asc&keyword=mug&page=1&inStock=false')).toEqual(
      query('keyword=mug&sort=price-asc'),
    );
    expect(query('keyword=&sort=relevance')).toEqual([]);
  });

  it('is nothing for a page for one visitor (drawn as a skeleton)', () => {
    expect(pageQuery(pageRoutes.resetPassword, searchOf('email=a@b.c&token=t'))).toEqual([]);
  });
});

it('writes no ?lang= for the default language, and the language for the others', () => {
  expect(languageParamOf('en')).toBeNull();
  expect(languageParamOf('ar')).toBe('ar');
});
