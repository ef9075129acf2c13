import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { contentAr } from './content.ar.ts';
import { contentEn } from './content.en.ts';
import { en } from './en.ts';
import { importsAr } from './imports.ar.ts';
import { importsEn } from './imports.en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The first load's catalogue, and each section's that loads with its pages. */
const catalogues: [string, Record<string, string>, Record<string, string>][] = [
  ['the first load', en, ar],
  ['the imports', importsEn, importsAr],
  ['the look and words', contentEn, contentAr],
];

describe.each(catalogues)('the back office strings of %s', (_name, english, arabic) => {
  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('has the same {{placeholders}} in both languages, and no empty string', () => {
    for (const [key, text] of Object.entries(english)) {
      const translated = arabic[key] ?? '';
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
    }
  });
});

describe('a section’s strings', () => {
  it('never share a key with the first load’s', () => {
    expect(Object.keys(importsEn).filter((key) => key in en)).toEqual([]);
    expect(Object.keys(contentEn).filter((key) => key in en)).toEqual([]);
  });
});
