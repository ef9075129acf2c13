import { isMenuLink } from '@storefront/contracts/menu-links';
import { describe, expect, it } from 'vitest';
import { type Link, linkOf, linkProblem, routeOf } from './link-kinds.ts';

describe('a menu item’s link', () => {
  it('reads each kind back from the address it builds', () => {
    const links: Link[] = [
      { kind: 'home', value: '' },
      { kind: 'category', value: '3' },
      { kind: 'product', value: '12' },
      { kind: 'page', value: 'about' },
      { kind: 'page', value: '2' },
      { kind: 'address', value: 'https://gifts.example.com/x' },
      { kind: 'address', value: '/search/filterSearch?keyword=tv' },
      { kind: 'address', value: '/contact-us' },
    ];
    for (const link of links) {
      const route = routeOf(link);
      expect(linkOf(route), route).toEqual(link);
      expect(isMenuLink(route), route).toBe(true);
      expect(linkProblem(link), route).toBeNull();
    }
  });

  it('builds the storefront’s addresses', () => {
    expect(routeOf({ kind: 'home', value: 'ignored' })).toBe('/');
    expect(routeOf({ kind: 'category', value: ' 7 ' })).toBe('/search/filterSearch?categoryId=7');
    expect(routeOf({ kind: 'product', value: '5' })).toBe('/products/5');
    expect(routeOf({ kind: 'page', value: 'shipping policy' })).toBe('/pages/shipping%20policy');
    expect(linkOf('/pages/shipping%20policy')).toEqual({ kind: 'page', value: 'shipping policy' });
  });

  it('reads an address it does not know as a web address', () => {
    expect(linkOf('/search/filterSearch?categoryId=3&onSale=true').kind).toBe('address');
    expect(linkOf('/products/12?variation=4').kind).toBe('address');
    expect(linkOf('/pages/%E0%A4%A').kind).toBe('address');
  });

  it('says what is missing or wrong before anything is sent', () => {
    expect(linkProblem({ kind: 'category', value: '' })).toBe('menus.required.category');
    expect(linkProblem({ kind: 'product', value: '0' })).toBe('menus.required.product');
    expect(linkProblem({ kind: 'page', value: '  ' })).toBe('menus.required.page');
    for (const address of ['', 'shop', 'http://plain.example.com', '//evil.example.com', '/nope']) {
      expect(linkProblem({ kind: 'address', value: address }), address).toBe(
        'menus.addressInvalid',
      );
    }
  });
});
