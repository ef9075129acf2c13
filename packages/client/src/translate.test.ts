import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('translate', () => {
  const catalogue = {
    'header.cart': 'Cart, {{count}} items',
    'header.cart_one': 'Cart, {{count}} item',
    'header.logoAlt': '{{title}} home',
    'app.loading': 'Loading…',
  };

  it('returns the plain string and fills placeholders', () => {
    expect(translate(catalogue, 'en', 'app.loading')).toBe('Loading…');
    expect(translate(catalogue, 'en', 'header.logoAlt', { title: 'Dukkan' })).toBe('Dukkan home');
  });

  it('prefers the plural form for the count in the language, falling back to the plain key', () => {
    expect(translate(catalogue, 'en', 'header.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(translate(catalogue, 'en', 'header.cart', { count: 3 })).toBe('Cart, 3 items');
    const ar = {
      'header.cart': 'السلة',
      'header.cart_two': 'السلة، منتجان',
      'header.cart_few': 'السلة، {{count}} منتجات',
    };
    expect(translate(ar, 'ar', 'header.cart', { count: 2 })).toBe('السلة، منتجان');
    expect(translate(ar, 'ar', 'header.cart', { count: 4 })).toBe('السلة، 4 منتجات');
    expect(translate(ar, 'ar', 'header.cart', { count: 100 })).toBe('السلة');
  });

  it('leaves unknown placeholders as they are and shows a missing key as itself', () => {
    expect(
      translate({ 'header.logoAlt': '{{ title }} / {{other}}' }, 'en', 'header.logoAlt', {
        title: 'X',
      }),
    ).toBe('X / {{other}}');
    expect(translate({}, 'en', 'app.loading')).toBe('app.loading');
  });
});
