import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH, normaliseQuery, searchTerms } from './search-text.ts';

describe('searchTerms', () => {
  it('lower-cases, strips Latin diacritics and splits on anything but letters and digits', () => {
    expect(searchTerms('Crème Brûlée Café-Set, 2-pack!', 'en')).toEqual([
      'creme',
      'brulee',
      'cafe',
      'set',
      '2',
      'pack',
    ]);
    expect(searchTerms('NAÏVE Señor Straße İstanbul Ærø', 'en')).toEqual([
      'naive',
      'senor',
      'strasse',
      'istanbul',
      'ærø',
    ]);
  });

  it('keeps words with apostrophes whole and answers each word once', () => {
    expect(searchTerms("Men's running shoe — men's", 'en')).toEqual(['mens', 'running', 'shoe']);
  });

  it('folds compatibility forms: full-width letters, ligatures', () => {
    expect(searchTerms('ＳＯＮＹ ﬁlter', 'en')).toEqual(['sony', 'filter']);
  });

  it('strips tashkeel and tatweel from Arabic', () => {
    expect(searchTerms('سَمَّاعَةٌ لاسِلكيّة', 'ar')).toEqual(['سماعه', 'لاسلكيه']);
    expect(searchTerms('جـــوال', 'ar')).toEqual(['جوال']);
  });

  it('unifies alef forms, alef maksura and teh marbuta', () => {
    expect(searchTerms('أحذية إضاءة آلة ٱبن', 'ar')).toEqual(['احذيه', 'اضاءه', 'اله', 'ابن']);
    expect(searchTerms('مستشفى', 'ar')).toEqual(['مستشفي']);
    expect(searchTerms('ساعة ذكية', 'ar')).toEqual(searchTerms('ساعه ذكيه', 'ar'));
  });

  it('turns Arabic-Indic digits and presentation forms into plain text', () => {
    expect(searchTerms('شاشة ٥٥ بوصة', 'ar')).toEqual(['شاشه', '55', 'بوصه']);
    expect(searchTerms('۱۲۳', 'ar')).toEqual(['123']);
    // U+FEDF U+FEE0 … presentation forms (as pasted from some PDFs).
    expect(searchTerms('ﻗﻠﻢ', 'ar')).toEqual(['قلم']);
  });

  it('finds the words of a mixed Arabic and Latin name', () => {
    expect(searchTerms('هاتف Samsung Galaxy S24', 'ar')).toEqual([
      'هاتف',
      'samsung',
      'galaxy',
      's24',
    ]);
  });

  it('answers nothing for text without letters or digits', () => {
    expect(searchTerms('  — !! ,, ', 'en')).toEqual([]);
    expect(searchTerms('', 'ar')).toEqual([]);
  });

  it('cuts over-long words', () => {
    expect(searchTerms('x'.repeat(500), 'en')).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
  });
});

describe('normaliseQuery', () => {
  it('normalises a typed query exactly as names are normalised', () => {
    expect(normaliseQuery('  CAFÉ  ', 'en')).toEqual(['cafe']);
    expect(normaliseQuery('إضاءة', 'ar')).toEqual(['اضاءه']);
  });

  it('lets a typed prefix of a word match the stored term, with or without diacritics', () => {
    const [term] = searchTerms('Écouteurs', 'en');
    const [prefix] = normaliseQuery('ecou', 'en');
    expect(term?.startsWith(prefix ?? '-')).toBe(true);
    const [arTerm] = searchTerms('أَحْذِيَة', 'ar');
    const [arPrefix] = normaliseQuery('احذ', 'ar');
    expect(arTerm?.startsWith(arPrefix ?? '-')).toBe(true);
  });

  describe('properties', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
    const arabicText = fc.string({
      unit: fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءأإآؤئىةـًٌٍَُِّْ ٠١٢٣٤٥٦٧٨٩'),
      maxLength: 40,
    });

    it('is idempotent: a normalised word normalises to itself', () => {
      fc.assert(
        fc.property(fc.oneof(anyText, arabicText), fc.constantFrom('en', 'ar'), (text, lang) => {
          for (const word of searchTerms(text, lang)) {
            expect(normaliseQuery(word, lang)).toEqual([word]);
          }
        }),
      );
    });

    it('gives distinct, non-empty words of letters and digits only, never upper-case', () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const terms = searchTerms(text, 'en');
          expect(new Set(terms).size).toBe(terms.length);
          for (const term of terms) {
            expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
            expect(term).toBe(term.toLowerCase());
            expect(term.length).toBeLessThanOrEqual(MAX_TERM_LENGTH);
            expect(term).not.toMatch(/[%_\\]/);
          }
        }),
      );
    });

    it('leaves no tashkeel, tatweel, hamzated alef, alef maksura or teh marbuta in Arabic', () => {
      fc.assert(
        fc.property(arabicText, (text) => {
          for (const term of searchTerms(text, 'ar')) {
            expect(term).not.toMatch(/[\u064B-\u0652\u0640أإآىة\u0660-\u0669]/);
          }
        }),
      );
    });

    it('does not care about case or accents', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[a-z ]{0,30}$/), (text) => {
          const accented = text.replace(/e/g, 'é').replace(/a/g, 'À').toUpperCase();
          expect(searchTerms(accented, 'en')).toEqual(searchTerms(text, 'en'));
        }),
      );
    });
  });
});

describe('Arabic stop words', () => {
  it('are not stored as terms of an Arabic name', () => {
    expect(searchTerms('هاتف متين Pulse Mini من فولتكس', 'ar')).toEqual([
      'هاتف',
      'متين',
      'pulse',
      'mini',
      'فولتكس',
    ]);
  });

  it('are dropped from a query, unless the query has nothing else', () => {
    expect(normaliseQuery('هاتف متين من فولتكس', 'ar')).toEqual(['هاتف', 'متين', 'فولتكس']);
    expect(normaliseQuery('من', 'ar')).toEqual(['من']);
  });
});
