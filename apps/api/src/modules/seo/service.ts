import {
  CURRENCY_MINOR_DIGITS,
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  type LanguageCode,
  languageCodes,
  languageParamOf,
  matchPageRoute,
  type PageRouteName,
  pageRoutes,
  personalPathPrefixes,
  routes,
  TENANT,
  type TranslationKey,
} from '@storefront/contracts';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { cacheTags } from '../../lib/catalogue-news.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseId } from '../../lib/ids.ts';
import { localizeMessage } from '../../lib/messages.ts';
import {
  findStaticPageIn,
  pageIdOfAddress,
  previewedStaticPage,
  textOfPageHtml,
} from '../content/service.ts';
import { findThemeConfig } from '../theme/service.ts';
import type { Alternate, MovedPage, PageHead, PageHeadResult } from './head.ts';
import {
  categoryNames,
  productChunk,
  productChunks,
  staticPageStamps,
  visibleCategoryIds,
} from './queries.ts';

/**
 * Issue 14, the search-engine side of the storefront: every page's head (canonical URL,
 * language alternates, JSON-LD), the sitemaps and robots.txt.
 *
 * Each language's page has its own URL: the default language's is the bare address, the others
 * add `?lang=` (`/products/1?lang=ar`); the bare URL is also the x-default. A page's canonical
 * URL is its own path in its language, absolute, without other parameters, but for the search
 * page, whose keyword, category, brands and page say what it lists.
 */

const DESCRIPTION_LENGTH = 160;
/** As the search page reads its URL (apps/web search-state.ts). */
const MAX_KEYWORD = 100;
const MAX_BRANDS = 50;
const SEARCH_PATH = pageRoutes.filterSearch.path;

/** The first sentence-ish part of a description, short enough for a search result. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  return `${flat.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

/** Fils to the decimal string schema.org wants (12500 → "12.500"), in integers only. */
function decimalPrice(fils: number): string {
  const digits = String(fils).padStart(CURRENCY_MINOR_DIGITS + 1, '0');
  return `${digits.slice(0, -CURRENCY_MINOR_DIGITS)}.${digits.slice(-CURRENCY_MINOR_DIGITS)}`;
}

type Params = ReadonlyArray<readonly [string, string]>;

/**
 * An absolute URL of the shop: a path and its parameters in order, in a language (the default
 * language's page is the bare address, another adds `?lang=`: contracts' `languageParamOf`).
 */
export function shopUrl(
  origin: string,
  path: string,
  params: Params = [],
  lang: LanguageCode = DEFAULT_LANGUAGE,
): string {
  const query = new URLSearchParams(params.map(([key, value]): [string, string] => [key, value]));
  const inUrl = languageParamOf(lang);
  if (inUrl) query.set(LANGUAGE_PARAM, inUrl);
  const text = query.toString();
  return `${origin}${path}${text ? `?${text}` : ''}`;
}

/** A page's path: the same in every language, or its own in each (a static page's address). */
type PagePath = string | Readonly<Record<LanguageCode, string>>;
const pathIn = (path: PagePath, lang: LanguageCode) =>
  typeof path === 'string' ? path : path[lang];

/**
 * A page in every language the shop has, then the x-default: the bare address, which is also
 * the default language's page, so each language's canonical URL is exactly its own entry here.
 */
export function alternatesOf(origin: string, path: PagePath, params: Params = []): Alternate[] {
  return [
    ...languageCodes.map((code) => ({
      hreflang: code,
      href: shopUrl(origin, pathIn(path, code), params, code),
    })),
    { hreflang: 'x-default', href: shopUrl(origin, pathIn(path, DEFAULT_LANGUAGE), params) },
  ];
}

/** The URLs every page's head has: its canonical one (in its language) and its alternates. */
function located(origin: string, lang: LanguageCode, path: PagePath, params: Params = []) {
  return {
    lang,
    origin,
    canonicalUrl: shopUrl(origin, pathIn(path, lang), params, lang),
    alternates: alternatesOf(origin, path, params),
  } satisfies Partial<PageHead>;
}

/** schema.org BreadcrumbList: Home, then each step (the last one the page itself). */
function breadcrumbList(
  origin: string,
  lang: LanguageCode,
  steps: ReadonlyArray<{ name: string; url: string }>,
): Record<string, unknown> {
  const all = [{ name: localizeMessage('header.home', lang), url: shopUrl(origin, '/', [], lang) }];
  all.push(...steps);
  return {
    '@type': 'BreadcrumbList',
    itemListElement: all.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The search page's parameters that say what it lists, in a fixed order, defaults left out. */
export function searchParamsOf(query: URLSearchParams): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  const keyword = query.get('keyword')?.trim().slice(0, MAX_KEYWORD);
  if (keyword) params.push(['keyword', keyword]);
  const categoryId = parseId(query.get('categoryId'));
  if (categoryId !== null) params.push(['categoryId', String(categoryId)]);
  const brandIds = new Set<number>();
  for (const value of query.getAll('brandId')) {
    for (const part of value.split(',')) {
      const id = parseId(part.trim());
      if (id !== null) brandIds.add(id);
    }
  }
  if (brandIds.size > 0) {
    const sorted = [...brandIds].sort((a, b) => a - b).slice(0, MAX_BRANDS);
    params.push(['brandId', sorted.join(',')]);
  }
  const page = parseId(query.get('page'));
  if (page !== null && page > 1) params.push(['page', String(page)]);
  return params;
}

/**
 * A product page's head, from the very answer its body is drawn from (GET products/{id}, through
 * the catalogue's cache), so a drawn page reads its product once.
 */
function productHead(
  product: ProductDetail,
  variationText: string | null,
  lang: LanguageCode,
  origin: string,
): PageHead {
  const name = product.productName;
  const description = summary(product.description) || name;
  const page = located(origin, lang, routes.product(product.productId));
  // A link to one variation (?variation=, as the page's options write it) previews its picture,
  // as the gallery shows it first; else the product's own first, else the first there is.
  const variationId = parseId(variationText);
  const picture =
    product.pictures.find((shown) => variationId !== null && shown.variationId === variationId) ??
    product.pictures.find((shown) => shown.variationId === null) ??
    product.pictures[0];
  const imageUrl = picture ? `${origin}${picture.path}` : undefined;
  const categorySteps = product.breadcrumbs.map((crumb) => ({
    name: crumb.name,
    url: shopUrl(origin, SEARCH_PATH, [['categoryId', String(crumb.categoryId)]], lang),
  }));
  return {
    ...page,
    title: name,
    description,
    imageUrl,
    ogType: 'product',
    jsonLd: [
      {
        '@type': 'Product',
        name,
        description,
        sku: product.sku,
        url: page.canonicalUrl,
        ...(imageUrl ? { image: [imageUrl] } : {}),
        ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
        offers: {
          '@type': 'Offer',
          url: page.canonicalUrl,
          priceCurrency: 'KWD',
          price: decimalPrice(product.price),
          availability: product.inStock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
        },
      },
      breadcrumbList(origin, lang, [...categorySteps, { name, url: page.canonicalUrl }]),
    ],
  };
}

/**
 * A static page's head, by the address after `/pages/` as the URL writes it: any address the
 * page has or had, or its id, names it (decision 69); one that is not its own in the page's
 * language moves there.
 */
async function staticPageHead(
  db: Db,
  written: string,
  lang: LanguageCode,
  origin: string,
  /** The page the back office previews with its draft (drawn wherever it is asked). */
  previewed: number | null,
): Promise<PageHeadResult> {
  let address: string;
  try {
    address = decodeURIComponent(written).toLowerCase();
  } catch {
    return 'notFound';
  }
  const id = await pageIdOfAddress(db, address);
  let staticPage: Awaited<ReturnType<typeof findStaticPageIn>>;
  try {
    if (id === null) return 'notFound';
    staticPage =
      id === previewed
        ? await previewedStaticPage(db, lang, id)
        : await findStaticPageIn(db, lang, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return 'notFound';
    throw error;
  }
  const paths = Object.fromEntries(
    languageCodes.map((code) => [code, routes.staticPage(staticPage.addresses[code])]),
  ) as Record<LanguageCode, string>;
  if (address !== staticPage.address && id !== previewed) {
    return {
      movedTo: shopUrl('', paths[lang], [], lang),
      tags: [cacheTags.page(id)],
    } satisfies MovedPage;
  }
  const page = located(origin, lang, paths);
  // The page's own search texts when the owner wrote them; else its title and its body's start.
  const description =
    staticPage.seoDescription || summary(textOfPageHtml(staticPage.body)) || staticPage.title;
  return {
    ...page,
    title: staticPage.seoTitle || staticPage.title,
    description,
    jsonLd: [breadcrumbList(origin, lang, [{ name: staticPage.title, url: page.canonicalUrl }])],
  };
}

async function searchHead(
  db: Db,
  query: URLSearchParams,
  lang: LanguageCode,
  origin: string,
): Promise<PageHead> {
  const params = searchParamsOf(query);
  const value = (key: string) => params.find(([name]) => name === key)?.[1];
  const keyword = value('keyword');
  const categoryId = value('categoryId');
  // As the page's own heading says (apps/web filter-search.tsx): the keyword, else the category.
  let title: string | undefined;
  if (keyword) title = localizeMessage('search.page.resultsFor', lang, { keyword });
  else if (categoryId) title = (await categoryNames(db, lang, [Number(categoryId)]))[0]?.name;
  title ??= localizeMessage('search.page.allProducts', lang);
  return { ...located(origin, lang, SEARCH_PATH, params), title };
}

/**
 * A page's head, by its path (and, for the search page, its parameters): products and static
 * pages their own title, description and JSON-LD (an unknown one a real 404); the search and
 * contact pages their own title; every other page the shop's title and description. Every page
 * has its canonical URL, its alternates and the shop's Organization and WebSite.
 */
/** A visible product as GET products/{id} answers it, in a language; null when there is none. */
export type ReadProduct = (lang: LanguageCode, productId: number) => Promise<ProductDetail | null>;

/** The pages titled by a UI string, as the page itself is (the rest carry the shop's title). */
const PAGE_TITLES: Partial<Record<PageRouteName, TranslationKey>> = {
  contactUs: 'contact.title',
  trackOrder: 'orders.track.title',
  wishlist: 'wishlist.page.title',
  cart: 'cart.title',
  checkout: 'checkout.title',
  orders: 'orders.history.title',
  accountInfo: 'accountInfo.title',
  accountAddresses: 'addresses.book.title',
  register: 'register.title',
  login: 'login.title',
  forgotPassword: 'forgotPassword.title',
  resetPassword: 'resetPassword.title',
  staff: 'impersonation.staff.title',
};

/** The static page a page's calls preview (their preview token's, decision 70), or null. */
export type PreviewedPage = (headers: Record<string, string> | undefined) => number | null;

export function pageHeadLoader(db: Db, readProduct: ReadProduct, previewedPage: PreviewedPage) {
  return async (
    url: string,
    lang: LanguageCode,
    origin: string,
    headers?: Record<string, string>,
  ): Promise<PageHeadResult> => {
    const mark = url.indexOf('?');
    const rawPath = mark === -1 ? url : url.slice(0, mark);
    const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
    const path = rawPath.replace(/\/+$/, '') || '/';

    const match = matchPageRoute(rawPath);
    switch (match?.name) {
      case 'product': {
        const id = parseId(match.values.productId);
        const detail = id === null ? null : await readProduct(lang, id);
        return detail ? productHead(detail, query.get('variation'), lang, origin) : 'notFound';
      }
      case 'staticPage':
        return staticPageHead(
          db,
          match.values.pageAddress ?? '',
          lang,
          origin,
          previewedPage(headers),
        );
      case 'filterSearch':
        return searchHead(db, query, lang, origin);
    }
    // An address the shop does not know is its 404 page; the others have a title of their own
    // or, like the home, the shop's title and description.
    const title = match ? PAGE_TITLES[match.name] : 'notFound.title';
    return title
      ? { ...located(origin, lang, path), title: localizeMessage(title, lang) }
      : located(origin, lang, path);
  };
}

// ---------------------------------------------------------------------------------------------
// Sitemaps and robots.txt

/** At most this many URLs in one sitemap file (each page counts once per language). */
export const SITEMAP_URL_LIMIT = 10_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Pages of one sitemap file: as many as fit when each is listed once per language. */
const pagesPerFile = (urlLimit: number) => Math.max(1, Math.floor(urlLimit / languageCodes.length));

interface SitemapPage {
  path: PagePath;
  params?: Params;
  lastModified?: Date;
}

/** One <url> per language, each naming all the page's alternates. */
function urlEntries(origin: string, page: SitemapPage): string[] {
  const alternates = alternatesOf(origin, page.path, page.params)
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
  const lastmod = page.lastModified ? `<lastmod>${w3cDate(page.lastModified)}</lastmod>` : '';
  return languageCodes.map(
    (lang) =>
      `<url><loc>${escapeXml(shopUrl(origin, pathIn(page.path, lang), page.params, lang))}</loc>${lastmod}${alternates}</url>`,
  );
}

function urlSet(origin: string, pages: readonly SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...pages.flatMap((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

const productSitemapName = (page: number) => `products-${page}.xml`;
const PAGES_SITEMAP = 'pages.xml';

/**
 * /sitemap.xml: the index of the sitemap files, the shop's pages first, then the products in
 * files of at most `urlLimit` URLs, by id, each with when its newest product appeared.
 */
export async function sitemapIndex(
  db: Db,
  origin: string,
  urlLimit = SITEMAP_URL_LIMIT,
): Promise<string> {
  const chunks = await productChunks(db, pagesPerFile(urlLimit));
  const entries = [
    `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${PAGES_SITEMAP}`)}</loc></sitemap>`,
    ...chunks.map(
      ({ chunk, lastModified }) =>
        `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${productSitemapName(chunk + 1)}`)}</loc><lastmod>${w3cDate(lastModified)}</lastmod></sitemap>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** /sitemaps/products-{page}.xml: one file of visible products; null past the last one. */
export async function productSitemap(
  db: Db,
  origin: string,
  page: number,
  urlLimit = SITEMAP_URL_LIMIT,
): Promise<string | null> {
  const perFile = pagesPerFile(urlLimit);
  const rows = await productChunk(db, page - 1, perFile);
  if (rows.length === 0) return null;
  return urlSet(
    origin,
    rows.map((row) => ({ path: routes.product(row.id), lastModified: row.createdAt })),
  );
}

/**
 * /sitemaps/pages.xml: the home, the contact page, the static pages and each visible category's
 * listing (the search page by category, as the menus link to it). Categories have no update
 * time, so their entries have no lastmod; nor do the home and contact pages.
 */
export async function pagesSitemap(db: Db, origin: string): Promise<string> {
  const [staticPages, categoryIds] = await Promise.all([
    staticPageStamps(db),
    visibleCategoryIds(db),
  ]);
  return urlSet(origin, [
    { path: routes.home },
    { path: routes.contactUs },
    ...staticPages.map((page) => ({
      path: Object.fromEntries(
        languageCodes.map((code) => [
          code,
          routes.staticPage(page.address[code] || page.address.en),
        ]),
      ) as Record<LanguageCode, string>,
      lastModified: page.updatedAt,
    })),
    ...categoryIds.map((id) => ({
      path: SEARCH_PATH,
      params: [['categoryId', String(id)]] as const,
    })),
  ]);
}

/** A file under /sitemaps/ by its name; null when there is no such file. */
export async function sitemapFile(
  db: Db,
  origin: string,
  name: string,
  urlLimit = SITEMAP_URL_LIMIT,
): Promise<string | null> {
  if (name === PAGES_SITEMAP) return pagesSitemap(db, origin);
  const page = parseId(/^products-(\d+)\.xml$/.exec(name)?.[1]);
  return page === null ? null : productSitemap(db, origin, page, urlLimit);
}

/**
 * Paths of the shopper's own pages (the route table's personal routes) and the API, which no
 * search engine should crawl.
 */
export const PRIVATE_PATHS = [...personalPathPrefixes(), '/api/'] as const;

/** /robots.txt: everything but the shopper's own pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Where the shop's icon is: the theme's, else the default brand icon. */
export async function shopIconPath(db: Db): Promise<string> {
  const theme = await findThemeConfig(db, TENANT);
  return theme?.metadata_icon || DEFAULT_ICON_PATH;
}

const DEFAULT_ICON_PATH = '/brand/icon.svg';
