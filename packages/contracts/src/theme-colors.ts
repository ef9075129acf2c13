/**
 * Colour arithmetic for the theme (spec 3: the secondary colour is a derived darker shade).
 * Pure functions on #rrggbb strings, in sRGB, so they are easy to test and cheap to run. The
 * server writes the palette into every page (`paletteCss`); the storefront loads this module
 * only when a page came without it (the Vite dev server), so it is not on the first load.
 */
import { DEFAULT_THEME_COLOR } from './theme-rules.ts';

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour toward black by `amount` (0 = unchanged, 1 = black), channel by channel. */
export function darken(hex: string, amount: number): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const keep = 1 - Math.min(1, Math.max(0, amount));
  return toHex([rgb[0] * keep, rgb[1] * keep, rgb[2] * keep]);
}

/** The share of black mixed into the primary colour to make the secondary. */
export const SECONDARY_DARKEN = 0.2;

/** Spec 3: the secondary colour is the primary mixed 20 % toward black. */
export function deriveSecondaryColor(primary: string): string {
  return darken(primary, SECONDARY_DARKEN);
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lightest shade of `hex` (darkened in 5 % steps) that reaches `minRatio` against white:
 * used for links and for buttons with white text, so any theme colour stays WCAG AA.
 */
export function readableShadeOnWhite(hex: string, minRatio = 4.5): string {
  for (let step = 0; step <= 20; step++) {
    const shade = darken(hex, step * 0.05);
    if (contrastRatio(shade, '#ffffff') >= minRatio) return shade;
  }
  return '#000000';
}

/** Black or white, whichever reads better on `hex` (text on primary-coloured surfaces). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

export interface ThemePalette {
  primary: string;
  secondary: string;
  /** Primary darkened until white text on it (and it on white) meets AA. */
  primaryStrong: string;
  onPrimary: string;
}

export function derivePalette(primary: string): ThemePalette {
  return {
    primary,
    secondary: deriveSecondaryColor(primary),
    primaryStrong: readableShadeOnWhite(primary),
    onPrimary: textColorOn(primary),
  };
}

/** The palette of a theme colour, the default one when it is not #rrggbb. */
export function themePalette(color: string | undefined): ThemePalette {
  return derivePalette(color && parseHex(color) ? color : DEFAULT_THEME_COLOR);
}

/** The CSS variables Tailwind's theme colours read, as the declarations of a rule. */
export function paletteDeclarations(palette: ThemePalette): Record<string, string> {
  return {
    '--color-primary': palette.primary,
    '--color-secondary': palette.secondary,
    '--color-primary-strong': palette.primaryStrong,
    '--color-on-primary': palette.onPrimary,
  };
}
