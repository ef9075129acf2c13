import { describe, expect, it } from 'vitest';
import { adminApiAr } from './admin-api.ar.ts';
import { adminApiEn } from './admin-api.en.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  it('Arabic has exactly the English keys, none empty', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(ar)) expect(value.trim(), key).not.toBe('');
  });

  it('Arabic keeps every interpolation placeholder of the English text', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
    }
  });
});

describe('the back office API catalogue', () => {
  it('has Arabic for every English message, with the same placeholders', () => {
    expect(Object.keys(adminApiAr).sort()).toEqual(Object.keys(adminApiEn).sort());
    for (const key of Object.keys(adminApiEn) as (keyof typeof adminApiEn)[]) {
      expect(adminApiAr[key].trim(), key).not.toBe('');
      expect(placeholders(adminApiAr[key]), key).toEqual(placeholders(adminApiEn[key]));
    }
  });

  it('shares no key with the storefront catalogue, so nothing of it is sent to shoppers', () => {
    expect(Object.keys(adminApiEn).filter((key) => Object.hasOwn(en, key))).toEqual([]);
  });
});
