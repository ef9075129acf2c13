import { paletteDeclarations, themePalette } from '@storefront/contracts/theme-colors';
import { useEffect } from 'react';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';

/**
 * The shop's colour as the primary colour's CSS variables on <html> (set through the CSSOM,
 * which the CSP's style-src 'self' allows), with the shade that keeps white text AA-readable.
 */
export function useShopColour(): void {
  const color = useThemeConfig().data?.color;
  useEffect(() => {
    if (!color) return;
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(paletteDeclarations(themePalette(color)))) {
      style.setProperty(name, value);
    }
  }, [color]);
}
