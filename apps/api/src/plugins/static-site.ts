import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_PREFIX,
  BOOT_DATA_ELEMENT_ID,
  type BootData,
  chooseLanguage,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type LanguageCode,
  matchPageRoute,
  pageQuery,
  pageRouteNames,
  pageRoutes,
} from '@storefront/contracts';
import type { RenderedPage } from '@storefront/contracts/page-render';
import { paletteDeclarations, themePalette } from '@storefront/contracts/theme-colors';
import { PALETTE_STYLE_ID, THEME_PREVIEW_PARAM } from '@storefront/contracts/theme-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CatalogueNews, cacheTags } from '../lib/catalogue-news.ts';
import { type BodyEncoding, chooseEncoding, encodedBody } from '../lib/encoded-body.ts';
import { microCache } from '../lib/micro-cache.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import {
  headTags,
  type MovedPage,
  type PageHead,
  type PageHeadResult,
  pageHeadTags,
  scriptJson,
} from '../modules/seo/head.ts';
import { errorBody } from './errors.ts';
import { type AskApi, keptAnswers } from './kept-answers.ts';
import { loadPageRenderer } from './page-renderer.ts';

/** What a page is drawn with besides its own answers: the theme and the whole UI catalogue. */

/**
 * The headers that govern a document (its policy for scripts, framing, referrers…) mean nothing
 * on a script or a stylesheet, and a page of islands loads about thirty of those: over HTTP/1.1
 * they were 0.6 KB of each file's 1 KB of headers, as much as a third of the scripts' bodies
 * (decision 74). A hashed asset keeps what applies to it: nosniff and who may load it, and
 * varies on the encoding only (not on the shopper's language).
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'vary',
];

function withoutDocumentHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

export interface PageData {
  theme: BootData['theme'];
  translations: { version: number; translations: Record<string, string> } | null;
}

export type LoadPageHead = (
  pathname: string,
  lang: LanguageCode,
  origin: string,
  /** What the page's API calls carry (a preview's token). */
  headers?: Record<string, string>,
) => Promise<PageHeadResult>;

export interface StaticSiteOptions {
  /** The built storefront (apps/web/dist). */
  webDist: string;
  /** How the page renderer asks the API (kept-answers.ts); default: afresh each time. */
  askApi?: AskApi;
  /** The theme and UI catalogue a page starts with, in a language; cached briefly by the caller. */
  loadPageData: (lang: LanguageCode) => Promise<PageData>;
  /** A page's own head (product pages); null keeps the shop's. */
  loadPageHead?: LoadPageHead;
  /**
   * The back office's preview (`?themePreview=<token>`): what a page is drawn with under a draft
   * theme; null for a token that opens nothing, whose page is then the live one.
   */
  loadPreviewData?: (token: string, lang: LanguageCode) => Promise<PageData | null>;
  /**
   * The back office's preview of a draft the API answers (a static page's, decision 70): the
   * headers a page's API calls carry for the preview its address's parameters open; null when
   * they open none, and the page is the live one.
   */
  previewHeaders?: (params: URLSearchParams) => Record<string, string> | null;
  /** The shop's public address for canonical URLs; default: the address the request came to. */
  publicUrl?: string;
  /**
   * How long a drawn page is answered as it is before it is drawn again in the background: the
   * safety net behind `catalogueNews` for what no change announces (0: pages are not kept).
   */
  pageCacheSeconds?: number;
  /** Word of what changed: the drawn pages that show it are forgotten (decision 55). */
  catalogueNews?: CatalogueNews;
}

interface DrawnPage {
  status: number;
  body: Buffer;
  /** Weak: the same page is sent identity, gzip or brotli encoded. */
  etag: string;
  encoded: (encoding: BodyEncoding) => Promise<Buffer>;
  /** What it shows (a product, the theme…): a change to any of them forgets it. */
  tags: ReadonlySet<string>;
  /** Sent as the app's shell: not kept, drawn again at the next request. */
  failed: boolean;
  /** How many times the renderer drew it to find its data (1 when its loaders named it all). */
  passes: number;
  /** The page lives at this address (path and `?lang=`): a permanent redirect, not a page. */
  movedTo?: string;
}

/**
 * A public page: a browser checks it again each time (its ETag makes that a 304; a page kept
 * longer could name scripts a new release has removed), while a shared cache may keep it as long
 * as the catalogue answers it shows (decision 32) and serve it while it checks again.
 */
const PAGE_STALE_SECONDS = 30;
const PUBLIC_PAGE_CACHE = `public, max-age=0, s-maxage=5, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** A redirect kept like a page, forgotten with what decided it (the page it leads to). */
function movedPage({ movedTo, tags }: MovedPage): DrawnPage {
  const body = Buffer.alloc(0);
  return {
    status: 301,
    body,
    etag: `W/"moved-${hash('sha256', movedTo, 'base64url').slice(0, 16)}"`,
    encoded: async () => body,
    tags: new Set(tags),
    failed: false,
    passes: 0,
    movedTo,
  };
}

/**
 * Where a moved page sends this request: its new address, with the request's other parameters
 * (tracking ones, `?lang=` as asked, a preview's token) kept for whoever reads them there.
 */
function movedAddress(movedTo: string, asked: URLSearchParams): string {
  const target = new URL(movedTo, 'http://shop.invalid');
  for (const [name, value] of asked) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}`;
}

const HEAD_PLACEHOLDER = '<!--app-head-->';
/** Where the app goes in index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';
const brandDir = path.join(import.meta.dirname, '../../public/brand');

/**
 * The language the page will be shown in, decided as the app decides it (spec 4): `?lang=`,
 * then the stored choice (mirrored into a cookie by the app), then the default.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): LanguageCode {
  const requested = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return chooseLanguage(requested, cookie);
}

/** The theme's colour palette as CSS variables, so the first paint has the shop's colours. */
export function paletteStyle(color: string | undefined): string {
  const declarations = Object.entries(paletteDeclarations(themePalette(color)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="${PALETTE_STYLE_ID}">:root{${declarations}}</style>`;
}

/**
 * A drawn page paints without its scripts: they only hydrate it. Its module script and preloads
 * give way to /hydrate.js (apps/web/public), which asks for them once the page has painted, so
 * on a slow connection the stylesheet and the pictures come first. A page of islands gets the
 * islands' scripts (`scriptsHtml`: the built islands.html, decision 66) instead of the app's.
 */
export function withScriptsAfterPaint(html: string, scriptsHtml: string = html): string {
  const { entry, preload } = scriptsOf(scriptsHtml);
  const app = scriptsOf(html).entry;
  if (!entry || !app) return html;
  const rest = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<!--app-code-->');
  // The islands' start-up falls back to the whole app when it finds no drawing to hydrate.
  const fallback = entry === app ? '' : ` data-app="${app}"`;
  return rest.replace(
    '<!--app-code-->',
    `<script defer src="/hydrate.js" data-entry="${entry}" data-preload="${preload.join(' ')}"${fallback}></script>`,
  );
}

/** The entry script and the module preloads a built HTML file names. */
function scriptsOf(html: string): { entry: string | undefined; preload: string[] } {
  return {
    entry: html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1],
    preload: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] as string,
    ),
  };
}

/** The storefront's routes (contracts' route table) as Fastify paths: `/products/:productId`… */
export function pageRoutePaths(): string[] {
  return pageRouteNames.map((name) => pageRoutes[name].path);
}

/** Every address that is none of the shop's pages shows the same not-found page. */
const NOT_FOUND_URL = '/404';

/**
 * What a request's page is: whether it is one of ours, whether it is for one visitor, and the
 * address it is drawn from and kept under. That address is the route's own with only the
 * parameters the route reads (contracts' `pageQuery`): a visitor from an ad
 * (`?utm_source=…&fbclid=…`), a reordered query or a spelled-out default gets the page already
 * kept, and the page's links and canonical URL carry no tracking parameters (the browser's
 * address keeps them, for analytics). Unknown addresses all share one not-found page.
 */
export function pageOf(url: string): { found: boolean; personal: boolean; pageUrl: string } {
  const mark = url.indexOf('?');
  const pathname = mark === -1 ? url : url.slice(0, mark);
  const match = matchPageRoute(pathname);
  if (!match) return { found: false, personal: false, pageUrl: NOT_FOUND_URL };
  // The route allows one trailing slash: `/products/12/` is `/products/12`.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const query = new URLSearchParams(
    pageQuery(match.route, new URLSearchParams(mark === -1 ? '' : url.slice(mark))),
  );
  return {
    found: true,
    personal: match.route.personal === true,
    pageUrl: query.size > 0 ? `${path}?${query}` : path,
  };
}

/** The HTML of one page: <html lang dir>, the head from the theme, and the boot data. */
export function renderPage(
  indexHtml: string,
  lang: LanguageCode,
  data: PageData,
  head: PageHead | null = null,
  page: RenderedPage | null = null,
  islandsHtml = '',
  /** A preview's: what the page's API calls carried, which the browser's calls carry too. */
  previewHeaders?: Record<string, string>,
): string {
  const boot: BootData = {
    lang,
    theme: data.theme,
    translationsVersion: data.translations?.version ?? null,
    ...(previewHeaders && { previewHeaders }),
  };
  // A function, not a string: `$` in the page's text must not read as a replacement pattern.
  const body = page ? `<div id="root">${page.html}</div>${page.stateScript}` : null;
  const scripts = page?.islands && islandsHtml ? islandsHtml : indexHtml;
  // The page goes in last, into the small shell: each replacement copies the whole text.
  return (page ? withScriptsAfterPaint(indexHtml, scripts) : indexHtml)
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    .replace(
      HEAD_PLACEHOLDER,
      `${head ? pageHeadTags(head, data.theme) : headTags(data.theme)}${paletteStyle(data.theme?.color)}<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`,
    )
    .replace(ROOT_ELEMENT, (empty) => body ?? empty);
}

/**
 * Serves the built storefront: hashed assets cached for a year, other files for an hour, and
 * index.html (with the head filled in) for the app's routes. Unknown paths get the same page —
 * the app shows its not-found screen — but with a real 404 status.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, opts: StaticSiteOptions) => {
  await app.register(fastifyStatic, {
    root: brandDir,
    prefix: '/brand/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  const indexFile = path.join(opts.webDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  const islandsFile = path.join(opts.webDist, 'islands.html');
  const islandsHtml = existsSync(islandsFile) ? readFileSync(islandsFile, 'utf8') : '';
  const render = built
    ? await loadPageRenderer(opts.webDist, opts.askApi ?? keptAnswers(app, { keepSeconds: 0 }))
    : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes each hashed asset's .br and .gz (apps/web/vite.config.ts): sent as
      // they are, so the compress plugin (which skips an encoded reply) does no work for them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(opts.webDist, 'assets') + path.sep);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        if (hashed) withoutDocumentHeaders(reply);
      },
      // index.html is only ever served through the fallback below, with its head filled in.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/islands.html',
    });
  }

  // A kept page is forgotten as soon as something it shows changes (catalogueNews), and pages
  // showing nothing that changed stay as drawn. Past its seconds (a safety net for changes no one
  // announces) a page is still answered, as shared caches may (PUBLIC_PAGE_CACHE), while it is
  // drawn again in the background: no visitor waits on a drawing once the page has been drawn.
  // Background drawings run one at a time, so that many pages falling due together do not hold
  // up the requests in between.
  let background = Promise.resolve();
  const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
    const run = background.then(task);
    background = run.then(
      () => {},
      () => {},
    );
    return run;
  };
  const cachePages = microCache<DrawnPage>({
    ttlMs: (opts.pageCacheSeconds ?? 0) * 1000,
    staleMs: PAGE_STALE_SECONDS * 1000,
    maxEntries: 500,
    refresh: (_page, draw) => oneAtATime(draw),
    tagsOf: (page) => page.tags,
  });
  opts.catalogueNews?.onChange(cachePages.forget);

  const drawPage = async (
    url: string,
    lang: LanguageCode,
    origin: string,
    asked: number,
    preview?: PageData,
    headers?: Record<string, string>,
  ): Promise<DrawnPage> => {
    const [data, head] = await Promise.all([
      preview ?? opts.loadPageData(lang),
      // The whole URL: the search page's head keeps its parameters.
      asked === 200 && opts.loadPageHead ? opts.loadPageHead(url, lang, origin, headers) : null,
    ]);
    if (head && typeof head === 'object' && 'movedTo' in head) return movedPage(head);
    const status = head === 'notFound' ? 404 : asked;
    // A page that fails to draw (a component throwing outside any boundary) is sent as the app's
    // shell, which the browser draws, rather than as a 500; it is drawn again at the next request.
    let failed = false;
    const page = render
      ? await render(
          { url, lang, theme: data.theme, translations: data.translations?.translations ?? {} },
          headers,
        ).catch((err: unknown) => {
          // The path only: a query may carry an email or a reset token.
          app.log.error({ err, path: url.split('?')[0] }, 'page not drawn: sent as the shell');
          failed = true;
          return null;
        })
      : null;
    const body = Buffer.from(
      renderPage(
        indexHtml,
        lang,
        data,
        head === 'notFound' ? null : head,
        page,
        islandsHtml,
        headers,
      ),
    );
    return {
      status,
      body,
      etag: `W/"${hash('sha256', body, 'base64url').slice(0, 22)}"`,
      encoded: encodedBody(body),
      tags: new Set([cacheTags.theme, cacheTags.translations, ...(page?.tags ?? [])]),
      failed,
      passes: page?.passes ?? 0,
    };
  };

  /**
   * A page is drawn as a guest sees it (its personal parts fill in in the browser), so one drawing
   * of a URL in a language serves every visitor; a browser that has it already gets a 304. Pages
   * for one visitor are never kept by a browser or a shared cache. The body is sent as it is
   * kept, compressed once per drawing rather than per response.
   */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = pageLanguage(request.url, request.headers.cookie);
    const { found, personal, pageUrl } = pageOf(request.url);
    const status = found ? 200 : 404;
    const params = new URLSearchParams(request.url.split('?')[1] ?? '');
    const previewToken = params.get(THEME_PREVIEW_PARAM);
    const preview = previewToken ? await opts.loadPreviewData?.(previewToken, lang) : null;
    const previewHeaders = opts.previewHeaders?.(params) ?? null;
    if (preview || previewHeaders) {
      // A draft for one person's eyes: drawn each time, never kept, never indexed.
      const page = await drawPage(
        pageUrl,
        lang,
        publicOrigin(opts.publicUrl, request),
        status,
        preview ?? undefined,
        previewHeaders ?? undefined,
      );
      if (page.movedTo) {
        return reply
          .header('cache-control', 'no-store')
          .redirect(movedAddress(page.movedTo, params));
      }
      return reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(page.body);
    }
    const key = `${lang} ${status} ${pageUrl}`;
    let drawnNow = false;
    const started = performance.now();
    const page = await cachePages(key, () => {
      drawnNow = true;
      return drawPage(pageUrl, lang, publicOrigin(opts.publicUrl, request), status);
    });
    if (page.failed) cachePages.drop(key);
    if (page.movedTo) {
      return reply
        .header('cache-control', PUBLIC_PAGE_CACHE)
        .redirect(movedAddress(page.movedTo, params), 301);
    }
    // Whether this answer was drawn for it or kept, as browsers' developer tools show it.
    reply.header(
      'server-timing',
      drawnNow
        ? `page;desc=drawn;dur=${(performance.now() - started).toFixed(1)}, render;desc="${page.passes} ${page.passes === 1 ? 'pass' : 'passes'}"`
        : 'page;desc=kept',
    );
    // Only the language cookie changes a page, and only one whose address does not say its
    // language: a shared cache may keep `?lang=` pages once for everyone.
    const languageInUrl = params.has(LANGUAGE_PARAM);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', personal ? 'no-store' : PUBLIC_PAGE_CACHE)
      .header('vary', languageInUrl ? 'accept-encoding' : 'cookie, accept-encoding');
    if (!personal) {
      reply.header('etag', page.etag);
      if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
        return reply.status(304).send();
      }
    }
    reply.status(page.status);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  };

  // The app's pages have routes of their own, so a page costs no file-system lookup (the static
  // handler checks the disk for every path it is asked); other paths reach the not-found
  // handler below.
  if (built) {
    for (const url of pageRoutePaths()) {
      app.get(url, { schema: { hide: true } }, (request, reply) => sendApp(request, reply));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage) {
      return reply
        .status(404)
        .send(errorBody('not_found', `No route for ${request.method} ${pathname}.`));
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet. Run `npm run build`, then start the server again.');
    }
    return sendApp(request, reply);
  });
});
