import type { ThemeConfig } from '@storefront/contracts';

/**
 * The <head> of a storefront page as the server writes it: the shop's title, description and
 * icon, or a page's own (title, canonical URL, Open Graph, JSON-LD), for crawlers, link previews
 * and the first paint.
 */

/**
 * What one page says about itself to crawlers and link previews (a product page: its name,
 * description, picture and a JSON-LD Product), instead of the shop's own title and description.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page without tracking parameters. */
  canonicalUrl: string;
  /** Absolute URL of a picture for link previews. */
  imageUrl?: string;
  ogType?: 'website' | 'product';
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

/** A page's own head, or `notFound` when the thing it shows does not exist (a real 404). */
export type PageHeadResult = PageHead | 'notFound' | null;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: `<` escaped, so no value can close the element or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Title, description, icon and theme colour in the HTML itself, for crawlers and first paint. */
export function headTags(theme: ThemeConfig | null): string {
  if (!theme) return '<title>Shop</title>';
  const tags = [
    `<title>${escapeHtml(theme.metadata_title || theme.title)}</title>`,
    `<meta name="description" content="${escapeHtml(theme.metadata_description)}">`,
    `<meta name="theme-color" content="${escapeHtml(theme.color)}">`,
  ];
  if (theme.metadata_icon) tags.push(`<link rel="icon" href="${escapeHtml(theme.metadata_icon)}">`);
  return tags.join('');
}

/** The head of a page that describes one thing: its own title, canonical URL, Open Graph, JSON-LD. */
export function pageHeadTags(head: PageHead, theme: ThemeConfig | null): string {
  const tags = [
    `<title>${escapeHtml(theme ? `${head.title} | ${theme.title}` : head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
  ];
  if (theme) {
    tags.push(`<meta property="og:site_name" content="${escapeHtml(theme.title)}">`);
    tags.push(`<meta name="theme-color" content="${escapeHtml(theme.color)}">`);
    if (theme.metadata_icon)
      tags.push(`<link rel="icon" href="${escapeHtml(theme.metadata_icon)}">`);
  }
  if (head.imageUrl) tags.push(`<meta property="og:image" content="${escapeHtml(head.imageUrl)}">`);
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  }
  return tags.join('');
}
