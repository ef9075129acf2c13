import { describe, expect, it } from 'vitest';
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
