import type { AdminTranslation } from '@storefront/contracts/admin-translations';
import { describe, expect, it } from 'vitest';
import {
  changedLanguages,
  draftsAfterSave,
  placeholderChips,
  problemOf,
  saveBody,
} from './translation-edit.ts';
import { readTranslationsQuery, toSearchParams } from './translations-query.ts';

const cart: AdminTranslation = {
  key: 'header.cart',
  en: 'Cart ({{count}})',
  ar: 'السلة ({{count}})',
  shipped: { en: 'Cart ({{count}})', ar: 'السلة ({{count}})' },
  edited: { en: false, ar: false },
  attention: null,
  placeholders: ['{{count}}'],
};

describe('a row’s editing', () => {
  it('sends only the languages whose text changed', () => {
    expect(changedLanguages(cart, {})).toEqual([]);
    expect(changedLanguages(cart, { en: cart.en })).toEqual([]);
    expect(saveBody(cart, { en: cart.en, ar: 'عربتك ({{count}})' })).toEqual({
      ar: 'عربتك ({{count}})',
    });
  });

  it('finds an empty text, a placeholder dropped and one the shop never fills in', () => {
    expect(problemOf(cart, 'ar', cart.ar)).toBeNull();
    expect(problemOf(cart, 'ar', '  ')).toEqual({ kind: 'required' });
    expect(problemOf(cart, 'ar', 'السلة')).toEqual({ kind: 'missing', placeholder: '{{count}}' });
    expect(problemOf(cart, 'en', 'Bag {{count}} {{name}}')).toEqual({
      kind: 'unknown',
      placeholder: '{{name}}',
    });
    expect(problemOf(cart, 'en', 'Bag ({{ count }})')).toBeNull();
  });

  it('shows what a language must keep, and what only the other one has', () => {
    expect(placeholderChips(cart, 'ar', 'السلة')).toEqual({
      keep: [{ placeholder: '{{count}}', kept: false }],
      canUse: [],
    });
    // No Arabic shipped: nothing to keep, the English's may be used.
    const noArabic = { ...cart, ar: '', shipped: { ...cart.shipped, ar: '' } };
    expect(placeholderChips(noArabic, 'ar', '')).toEqual({ keep: [], canUse: ['{{count}}'] });
    expect(placeholderChips(noArabic, 'en', cart.en)).toEqual({
      keep: [{ placeholder: '{{count}}', kept: true }],
      canUse: [],
    });
  });

  it('forgets what a save sent, not what was typed while it went', () => {
    expect(draftsAfterSave({ en: 'Bag', ar: 'حقيبة' }, { ar: 'حقيبة' })).toEqual({ en: 'Bag' });
    expect(draftsAfterSave({ ar: 'حقيبة!' }, { ar: 'حقيبة' })).toEqual({ ar: 'حقيبة!' });
    expect(draftsAfterSave({ en: 'Bag' }, { en: null })).toEqual({});
  });
});

describe('the list’s address', () => {
  it('reads the search, the filter and the page, dropping the defaults and nonsense', () => {
    expect(readTranslationsQuery(new URLSearchParams('query=+cart+&show=edited&page=3'))).toEqual({
      query: 'cart',
      show: 'edited',
      page: 3,
    });
    expect(readTranslationsQuery(new URLSearchParams('show=all&page=1&query='))).toEqual({});
    expect(readTranslationsQuery(new URLSearchParams('show=nope&page=x'))).toEqual({});
  });

  it('writes back what it reads', () => {
    const query = { query: 'cart', show: 'attention', page: 2 } as const;
    expect(toSearchParams(query).toString()).toBe('query=cart&show=attention&page=2');
    expect(readTranslationsQuery(toSearchParams(query))).toEqual(query);
    expect(toSearchParams({ show: 'all', page: 1 }).toString()).toBe('');
  });
});
