import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darken,
  derivePalette,
  deriveSecondaryColor,
  parseHex,
  readableShadeOnWhite,
  textColorOn,
} from './theme-colors.ts';

describe('theme colours', () => {
  it('parses #rrggbb and rejects anything else', () => {
    expect(parseHex('#57b568')).toEqual([0x57, 0xb5, 0x68]);
    expect(parseHex('57B568')).toEqual([0x57, 0xb5, 0x68]);
    expect(parseHex('#57b')).toBeNull();
    expect(parseHex('green')).toBeNull();
  });

  it('derives the secondary colour by mixing 20 % toward black', () => {
    expect(deriveSecondaryColor('#57b568')).toBe('#469153');
    expect(deriveSecondaryColor('#ffffff')).toBe('#cccccc');
    expect(deriveSecondaryColor('#000000')).toBe('#000000');
  });

  it('darkens within bounds', () => {
    expect(darken('#808080', 0)).toBe('#808080');
    expect(darken('#808080', 1)).toBe('#000000');
    expect(darken('#808080', 2)).toBe('#000000');
    expect(() => darken('nope', 0.1)).toThrow();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('finds a shade that white text can sit on at AA', () => {
    // White on the default primary fails AA; the strong shade passes.
    expect(contrastRatio('#57b568', '#ffffff')).toBeLessThan(4.5);
    const strong = readableShadeOnWhite('#57b568');
    expect(contrastRatio(strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableShadeOnWhite('#1d4ed8')).toBe('#1d4ed8');
    for (const colour of ['#ffff00', '#00ffff', '#ff00ff', '#f0f0f0', '#57b568']) {
      expect(contrastRatio(readableShadeOnWhite(colour), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks dark text on light colours and white on dark ones', () => {
    expect(textColorOn('#57b568')).toBe('#000000');
    expect(textColorOn('#1e3a8a')).toBe('#ffffff');
  });

  it('derives the whole palette from the theme colour', () => {
    expect(derivePalette('#57b568')).toEqual({
      primary: '#57b568',
      secondary: '#469153',
      primaryStrong: readableShadeOnWhite('#57b568'),
      onPrimary: '#000000',
    });
  });
});
