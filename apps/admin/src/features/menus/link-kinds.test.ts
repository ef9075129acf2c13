import { isMenuLink } from '@storefront/contracts/menu-links';
import { describe, expect, it } from 'vitest';
import { type Link, linkOf, routeOf } from './link-kinds.ts';

describe('a menu item’s link', () => {
  it('reads each kind back from the address it builds', () => {
    const links: Link[] = [
      { kind: 'home', value: '' },
      { kind: 'category', value: '3' },
      { kind: 'product', value: '12' },
      { kind: 'page', value: 'about' },
      { kind: 'address', value: 'https://gifts.example.com/x' },
      { kind: 'address', value: '/search/filterSearch?keyword=tv' },
    ];
    for (const link of links) {
      const route = routeOf(link);
      expect(linkOf(route), route).toEqual(link);
      expect(isMenuLink(route), route).toBe(true);
    }
  });

  it('builds the storefront’s addresses', () => {
    expect(routeOf({ kind: 'category', value: ' 7 ' })).toBe('/search/filterSearch?categoryId=7');
    expect(routeOf({ kind: 'product', value: '5' })).toBe('/products/5');
    expect(routeOf({ kind: 'page', value: 'shipping policy' })).toBe('/pages/shipping%20policy');
  });
});
