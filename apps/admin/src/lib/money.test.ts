import { describe, expect, it } from 'vitest';
import { filsToKd, kdToFils } from './money.ts';

describe('KD and fils', () => {
  it('reads KD with up to three decimals as integer fils, without float error', () => {
    expect(kdToFils('12.5')).toBe(12_500);
    expect(kdToFils('0.1')).toBe(100);
    expect(kdToFils('0.001')).toBe(1);
    expect(kdToFils(' 7 ')).toBe(7_000);
    expect(kdToFils('3.')).toBe(3_000);
    expect(kdToFils('1.005')).toBe(1_005);
  });

  it('refuses what is not an amount of KD', () => {
    for (const text of ['', 'abc', '1.2345', '-1', '1,5', '.5', '1e3']) {
      expect(kdToFils(text)).toBeNull();
    }
  });

  it('writes fils as KD with three decimals, and back again', () => {
    expect(filsToKd(12_500)).toBe('12.500');
    expect(filsToKd(5)).toBe('0.005');
    expect(filsToKd(0)).toBe('0.000');
    for (const fils of [0, 1, 999, 1000, 123_456_789]) expect(kdToFils(filsToKd(fils))).toBe(fils);
  });
});
