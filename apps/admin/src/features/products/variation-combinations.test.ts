import { describe, expect, it } from 'vitest';
import { combinationKey, combinations } from './variation-combinations.ts';

describe('generating variations', () => {
  it('makes every combination of colour and size, the first option slowest', () => {
    expect(
      combinations([
        ['Red', 'Blue'],
        ['S', 'M'],
      ]),
    ).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });

  it('has as many rows as the product of the value counts', () => {
    expect(
      combinations([
        ['a', 'b', 'c'],
        ['1', '2'],
        ['x', 'y'],
      ]),
    ).toHaveLength(12);
    expect(combinations([['Red', 'Blue']])).toEqual([['Red'], ['Blue']]);
  });

  it('gives nothing for no options, and ignores an option with no values yet', () => {
    expect(combinations([])).toEqual([]);
    expect(combinations([[], []])).toEqual([]);
    expect(combinations([['Red'], []])).toEqual([['Red']]);
  });

  it('recognises a combination whatever its case and spaces', () => {
    expect(combinationKey([' Red', 'S'])).toBe(combinationKey(['red', 's ']));
  });
});
