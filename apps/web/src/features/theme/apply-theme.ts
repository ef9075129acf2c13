import type { ThemeConfig } from '@storefront/contracts/theme';
// From the zod-free module: this one is on the first load.
import { DEFAULT_THEME_COLOR } from '@storefront/contracts/theme-rules';
import { derivePalette, parseHex } from './colors.ts';

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
 * Applies the theme to the document: the colour palette as CSS variables (Tailwind's theme
 * colours read them) and the title, description and icon in <head>. The server already put
 * these tags in the HTML; this keeps them right when the theme or language changes.
 */
export function applyTheme(theme: ThemeConfig): void {
  const primary = parseHex(theme.color) ? theme.color : DEFAULT_THEME_COLOR;
  const palette = derivePalette(primary);
  const style = document.documentElement.style;
  style.setProperty('--color-primary', palette.primary);
  style.setProperty('--color-secondary', palette.secondary);
  style.setProperty('--color-primary-strong', palette.primaryStrong);
  style.setProperty('--color-on-primary', palette.onPrimary);

  const title = theme.metadata_title || theme.title;
  if (title) document.title = title;
  upsertHeadElement('meta', 'meta[name="description"]', {
    name: 'description',
    content: theme.metadata_description,
  });
  upsertHeadElement('meta', 'meta[name="theme-color"]', {
    name: 'theme-color',
    content: palette.primary,
  });
  if (theme.metadata_icon) {
    upsertHeadElement('link', 'link[rel="icon"]', { rel: 'icon', href: theme.metadata_icon });
  }
}
