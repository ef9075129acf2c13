import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './use-return-to.ts';

describe('safeReturnTo', () => {
  it('keeps paths of this shop, query and hash included', () => {
    expect(safeReturnTo('/cart')).toBe('/cart');
    expect(safeReturnTo('/search/filterSearch?keyword=tea#top')).toBe(
      '/search/filterSearch?keyword=tea#top',
    );
  });

  it.each([
    null,
    '',
    'cart',
    'https://evil.example/',
    '//evil.example/cart',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
