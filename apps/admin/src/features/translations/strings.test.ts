import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { translationsAr } from '../../i18n/translations.ar.ts';
import { translationsEn } from '../../i18n/translations.en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// As i18n.test.ts checks the other catalogues: the page's strings, in both languages.
describe('the translations page’s strings', () => {
  it('has the same keys in English and Arabic, none of the first load’s', () => {
    expect(Object.keys(translationsAr).sort()).toEqual(Object.keys(translationsEn).sort());
    expect(Object.keys(translationsEn).filter((key) => key in en)).toEqual([]);
  });

  it('has the same {{placeholders}} in both languages, and no empty string', () => {
    for (const [key, text] of Object.entries(translationsEn)) {
      const translated = translationsAr[key as keyof typeof translationsEn];
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
    }
  });
});
