import type { ThemeConfig } from '@storefront/contracts/theme';
// From the zod-free module: this one is on the first load.
import { DEFAULT_THEME_COLOR, PALETTE_STYLE_ID } from '@storefront/contracts/theme-rules';

function upsertHeadElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): void {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/**
 * The colour palette as CSS variables on <html> (Tailwind's theme colours read them), for a page
 * the server did not write it into (the Vite dev server): the colour arithmetic loads only then.
 */
async function applyPalette(color: string): Promise<void> {
  const { paletteDeclarations, themePalette } = await import('@storefront/contracts/theme-colors');
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(paletteDeclarations(themePalette(color)))) {
    style.setProperty(name, value);
  }
}

/**
 * Applies the theme to the document: the title, description and icon in <head>, and the colour
 * palette when the server has not written it. The server already put all of these in the HTML;
 * this keeps them right when the theme or language changes.
 */
export function applyTheme(theme: ThemeConfig): Promise<void> {
  const primary = /^#[0-9a-f]{6}$/i.test(theme.color) ? theme.color : DEFAULT_THEME_COLOR;

  const title = theme.metadata_title || theme.title;
  if (title) document.title = title;
  upsertHeadElement('meta', 'meta[name="description"]', {
    name: 'description',
    content: theme.metadata_description,
  });
  upsertHeadElement('meta', 'meta[name="theme-color"]', {
    name: 'theme-color',
    content: primary,
  });
  if (theme.metadata_icon) {
    upsertHeadElement('link', 'link[rel="icon"]', { rel: 'icon', href: theme.metadata_icon });
  }
  return document.getElementById(PALETTE_STYLE_ID) ? Promise.resolve() : applyPalette(primary);
}
