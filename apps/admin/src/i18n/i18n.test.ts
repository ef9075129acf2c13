import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the back office strings', () => {
  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('has the same {{placeholders}} in both languages, and no empty string', () => {
    for (const [key, text] of Object.entries(en)) {
      const arabic = ar[key as keyof typeof en];
      expect(placeholders(arabic), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(arabic.trim(), key).not.toBe('');
    }
  });
});
