import { describe, expect, it } from 'vitest';
import { formatAmount, MAX_AMOUNT, parseAmount } from './price-amount.ts';

describe('parseAmount', () => {
  it('reads dinars into whole fils without floating point', () => {
    expect(parseAmount('12')).toBe(12_000);
    expect(parseAmount('12.5')).toBe(12_500);
    expect(parseAmount(' 0.001 ')).toBe(1);
    expect(parseAmount('.75')).toBe(750);
    expect(parseAmount('12.')).toBe(12_000);
    expect(parseAmount('0.1')).toBe(100);
    expect(parseAmount('1,250.5')).toBe(1_250_500);
    expect(parseAmount('007')).toBe(7_000);
    // 1.005 * 1000 is 1004.9999999999999 in floating point; here it is exact.
    expect(parseAmount('1.005')).toBe(1_005);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseAmount('١٢٫٥')).toBe(12_500);
    expect(parseAmount('۳')).toBe(3_000);
  });

  it('refuses what is not an amount', () => {
    for (const text of [
      '',
      ' ',
      '.',
      'abc',
      '-1',
      '+1',
      '1e3',
      '1.2345',
      '1,2',
      '12,50',
      '1 000',
      '0x10',
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
    expect(parseAmount('2147483.647')).toBe(MAX_AMOUNT);
    expect(parseAmount('2147483.648')).toBeNull();
    expect(parseAmount('99999999999')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('writes the shortest decimal that reads back the same', () => {
    expect(formatAmount(12_500)).toBe('12.5');
    expect(formatAmount(12_000)).toBe('12');
    expect(formatAmount(1)).toBe('0.001');
    expect(formatAmount(0)).toBe('0');
    for (const fils of [0, 1, 10, 999, 1_000, 1_005, 123_456_789]) {
      expect(parseAmount(formatAmount(fils))).toBe(fils);
    }
  });
});
