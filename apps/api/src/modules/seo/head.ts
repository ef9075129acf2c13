import type { LanguageCode, ThemeConfig } from '@storefront/contracts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The <head> of a storefront page as the server writes it: the shop's title, description and
 * icon, or a page's own (title, canonical URL, language alternates, Open Graph, JSON-LD), for
 * crawlers, link previews and the first paint.
 */

/** One language's version of a page (`hreflang` a language code, or `x-default`). */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * What one page says about itself to crawlers and link previews: its URL in its language and in
 * the others, and for a page that shows one thing (a product, a static page) its own title,
 * description, picture and schema.org nodes instead of the shop's.
 */
export interface PageHead {
  /** The page's language. */
  lang: LanguageCode;
  /** The shop's address, without a trailing slash, for absolute URLs. */
  origin: string;
  /** The page's own title; absent where the page is the shop itself: the shop's title. */
  title?: string;
  /** The page's own description; absent: the shop's. */
  description?: string;
  /** Absolute URL of the page in its language (`?lang=`), without other parameters. */
  canonicalUrl: string;
  /** The page in every language, and `x-default` (the bare URL). */
  alternates: Alternate[];
  /** Absolute URL of a picture for link previews. */
  imageUrl?: string;
  ogType?: 'website' | 'product';
  /** schema.org nodes of the page itself (Product, BreadcrumbList), beside the shop's own. */
  jsonLd?: Record<string, unknown>[];
}

/**
 * A page that lives at another address (a static page asked by its id, an earlier address or the
 * other language's, decision 69): a permanent redirect there, named by the tags of what decided
 * it, so that a change to the page forgets the kept redirect.
 */
export interface MovedPage {
  movedTo: string;
  tags: string[];
}

/**
 * A page's own head, `notFound` when the thing it shows does not exist (a real 404), or where it
 * moved.
 */
export type PageHeadResult = PageHead | MovedPage | 'notFound' | null;

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

/** A theme's address (a path on the shop, or a full http(s) URL) made absolute; else undefined. */
export function absoluteUrl(
  origin: string,
  address: string | null | undefined,
): string | undefined {
  if (!address) return undefined;
  if (/^https?:\/\//i.test(address)) return address;
  if (/^[a-z][a-z\d+.-]*:/i.test(address) || address.startsWith('//')) return undefined;
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
}

/** Where the search box sends a keyword (spec 2), as schema.org's SearchAction wants it. */
export const searchTarget = (origin: string) =>
  `${origin}/search/filterSearch?keyword={search_term_string}`;

/**
 * The shop as schema.org sees it, on every page: an Organization (name, home, logo, social
 * profiles) and a WebSite whose SearchAction is the search page, so a search engine can offer a
 * search box for the shop. Without a theme only the WebSite, nameless.
 */
export function shopNodes(
  theme: ThemeConfig | null,
  origin: string,
  lang: LanguageCode,
): Record<string, unknown>[] {
  const home = `${origin}/`;
  const organizationId = `${home}#organization`;
  const website: Record<string, unknown> = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    ...(theme ? { name: theme.title, publisher: { '@id': organizationId } } : {}),
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: searchTarget(origin),
      'query-input': 'required name=search_term_string',
    },
  };
  if (!theme) return [website];
  const logo = absoluteUrl(origin, theme.logo) ?? absoluteUrl(origin, theme.metadata_icon);
  const sameAs = [theme.twitter_url, theme.facebook_url, theme.instagram_url, theme.youtube_url]
    .map((url) => url?.trim())
    .filter((url): url is string => !!url && /^https?:\/\//i.test(url));
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    '@id': organizationId,
    name: theme.title,
    url: home,
    ...(logo ? { logo } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return [organization, website];
}

/**
 * The head of a page: its title (its own, then the shop's), canonical URL and language
 * alternates, Open Graph, and one JSON-LD graph with the shop's nodes and the page's own.
 */
export function pageHeadTags(head: PageHead, theme: ThemeConfig | null): string {
  const shopTitle = theme ? theme.metadata_title || theme.title : 'Shop';
  const title = head.title ?? shopTitle;
  const documentTitle = head.title && theme ? `${head.title} | ${theme.title}` : title;
  const description = head.description ?? theme?.metadata_description ?? '';
  const tags = [`<title>${escapeHtml(documentTitle)}</title>`];
  if (description) {
    tags.push(`<meta name="description" content="${escapeHtml(description)}">`);
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    );
  }
  tags.push(
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
  );
  if (description) {
    tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  }
  tags.push(`<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`);
  if (theme) {
    tags.push(`<meta property="og:site_name" content="${escapeHtml(theme.title)}">`);
    tags.push(`<meta name="theme-color" content="${escapeHtml(theme.color)}">`);
    if (theme.metadata_icon)
      tags.push(`<link rel="icon" href="${escapeHtml(theme.metadata_icon)}">`);
  }
  if (head.imageUrl) tags.push(`<meta property="og:image" content="${escapeHtml(head.imageUrl)}">`);
  const graph = [...shopNodes(theme, head.origin, head.lang), ...(head.jsonLd ?? [])];
  tags.push(
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
  );
  return tags.join('');
}
