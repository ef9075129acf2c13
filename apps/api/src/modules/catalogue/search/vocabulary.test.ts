import { describe, expect, it } from 'vitest';
import { typoDistance } from '../../../lib/search-text.ts';
import {
  betterSpelling,
  correctedQuery,
  resolveWords,
  type VocabularySnapshot,
} from './vocabulary.ts';

function snapshot(words: Record<string, number>): VocabularySnapshot {
  const terms = Object.keys(words).sort();
  return {
    terms,
    counts: terms.map((term) => words[term]!),
    categories: [],
    brands: [],
    popularCategoryIds: [],
  };
}

describe('typo tolerance (issue 29)', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps, whole and as a beginning', () => {
    expect(typoDistance('shrit', 'shirt', 2)).toEqual({ whole: 1, prefix: 1 });
    expect(typoDistance('headphons', 'headphones', 2)).toEqual({ whole: 1, prefix: 1 });
    expect(typoDistance('hedpho', 'headphones', 2)).toMatchObject({ prefix: 1 });
    expect(typoDistance('shirt', 'trousers', 2)).toEqual({ whole: 3, prefix: 3 });
    expect(typoDistance('ابريك', 'ابريق', 2)).toEqual({ whole: 1, prefix: 1 });
  });

  const shop = snapshot({
    shirt: 40,
    shirts: 5,
    short: 30,
    headphones: 12,
    lamp: 20,
    lambswool: 1,
    عطر: 8,
  });

  it('searches a word no name starts with as its closest words', () => {
    const [shrit] = resolveWords(shop, ['shrit']);
    expect(shrit).toMatchObject({ corrected: true, alternatives: ['shirt', 'shirts', 'shrit'] });
    const resolved = resolveWords(shop, ['headphons']);
    expect(resolved[0]).toMatchObject({
      corrected: true,
      alternatives: ['headphones', 'headphons'],
    });
    expect(correctedQuery(resolveWords(shop, ['shrit', 'headphons']))).toBe('shirt headphones');
    expect(correctedQuery(resolveWords(shop, ['ع', 'عطرر']))).toBe('ع عطر');
    // Matches as typed (a beginning): unchanged. Too short or too far: unchanged, not corrected.
    expect(resolveWords(shop, ['sh', 'xq', 'zzzzzz']).map((w) => w.corrected)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('offers a commoner spelling when a word that matches has few products', () => {
    expect(betterSpelling(shop, ['lamb'])).toBe('lamp');
    expect(betterSpelling(shop, ['lamp'])).toBeUndefined();
    expect(betterSpelling(shop, ['shirt'])).toBeUndefined();
  });
});
