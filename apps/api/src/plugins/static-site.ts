import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  API_PREFIX,
  BOOT_DATA_ELEMENT_ID,
  type BootData,
  chooseLanguage,
  directionOf,
  isAppRoute,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type LanguageCode,
  type ThemeConfig,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

export type PageData = Omit<BootData, 'lang'>;

export interface StaticSiteOptions {
  /** The built storefront (apps/web/dist). */
  webDist: string;
  /** The theme and UI catalogue a page starts with, in a language; cached briefly by the caller. */
  loadPageData: (lang: LanguageCode) => Promise<PageData>;
}

const HEAD_PLACEHOLDER = '<!--app-head-->';
const brandDir = path.join(import.meta.dirname, '../../public/brand');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** JSON inside <script>: `<` escaped, so no value can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The HTML of one page: <html lang dir>, the head from the theme, and the boot data. */
export function renderPage(indexHtml: string, lang: LanguageCode, data: PageData): string {
  const boot: BootData = { lang, ...data };
  return indexHtml
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${directionOf(lang)}">`)
    .replace(
      HEAD_PLACEHOLDER,
      `${headTags(data.theme)}<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(boot)}</script>`,
    );
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
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(opts.webDist, 'assets') + path.sep);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
      // index.html is only ever served through the fallback below, with its head filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }

  const sendApp = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const lang = pageLanguage(request.url, request.headers.cookie);
    const html = renderPage(indexHtml, lang, await opts.loadPageData(lang));
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(html);
  };

  // The static handler would refuse '/' as a directory: the home page is the app itself.
  if (built)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendApp(request, reply, 200));

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
    return sendApp(request, reply, isAppRoute(pathname) ? 200 : 404);
  });
});
