import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_PREFIX, type LanguageCode, TENANT, TRANSLATION_AREA } from '@storefront/contracts';
import { HOME_PREVIEW_PARAM } from '@storefront/contracts/admin-home';
import { PAGE_PREVIEW_PARAM } from '@storefront/contracts/admin-pages';
import type { ProductDetail } from '@storefront/contracts/catalogue';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { type CatalogueNews, cacheTags, catalogueNews } from './lib/catalogue-news.ts';
import { PREVIEW_HEADER } from './lib/preview-token.ts';
import { openSharedRedis } from './lib/redis.ts';
import { redisRateLimitStore } from './lib/redis-rate-limit-store.ts';
import { RequestLog } from './lib/request-log.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { opensHomeDraft } from './modules/catalogue/service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { previewedPageId } from './modules/content/service.ts';
import { filesModule } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { databaseCheck, redisCheck, type ServingState } from './modules/health/service.ts';
import { impersonationRoutes } from './modules/impersonation/routes.ts';
import { localeRoutes } from './modules/locale/routes.ts';
import { bootTranslations } from './modules/locale/service.ts';
import { menusRoutes } from './modules/menus/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { paymentsModule } from './modules/payments/routes.ts';
import { promotionsRoutes } from './modules/promotions/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { pageHeadLoader } from './modules/seo/service.ts';
import { sessionsRoutes } from './modules/sessions/routes.ts';
import { shippingRoutes } from './modules/shipping/routes.ts';
import { themeRoutes } from './modules/theme/routes.ts';
import {
  findThemeConfig,
  localizeThemeConfig,
  previewThemeConfig,
} from './modules/theme/service.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { adminAppPlugin } from './plugins/admin-app.ts';
import { auditPlugin } from './plugins/audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundWorkPlugin } from './plugins/background-work.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { keptAnswers } from './plugins/kept-answers.ts';
import { languagePlugin } from './plugins/language.ts';
import { type PageData, staticSitePlugin } from './plugins/static-site.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Set to draining by server.ts on SIGTERM: readiness answers 503 from then on. */
  serving?: ServingState;
}

/**
 * Seconds a drawn page is answered as it is before it is drawn again in the background. Changes
 * that are announced forget it at once (decision 55); this only bounds what no one announces.
 */
const PAGE_SAFETY_NET_SECONDS = 30;

/** Builds the whole application without listening (CONVENTIONS: app.ts builds, server.ts listens). */
export async function buildApp({
  config,
  db,
  logger = false,
  serving = { draining: false },
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Which requests get a line: by default the failed and the slow (LOG_REQUESTS).
    logController: new RequestLog(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // Query parameters with no value are ignored (ARCHITECTURE), so `?a=&b=1` reads as `?b=1`.
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQuery },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (and multipart where a route says so); plain text is a 415, not a guess.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and headless components set inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A static page may show pictures from https addresses the owner gives (decision 68).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only this shop may frame its pages: the back office's theme preview shows the storefront.
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The demo runs over plain http on localhost; HSTS belongs to the TLS proxy in production.
    strictTransportSecurity: config.env === 'production',
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // With REDIS_URL, limits are counted across instances and catalogue changes reach all of them;
  // without it (or while Redis is away) each instance counts and caches alone (decision 45).
  const redis = config.redis && (await openSharedRedis(config.redis, app.log));
  if (redis) app.addHook('onClose', async () => redis.close());
  const news = catalogueNews(redis, app.log);
  app.decorate('catalogueNews', news);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis && { store: redisRateLimitStore(redis.commands, redis.keyPrefix) }),
  });
  await app.register(languagePlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, db });
  await app.register(auditPlugin, { db });
  await app.register(inputGuardPlugin);
  await app.register(docsPlugin);
  await app.register(backgroundWorkPlugin, { db, config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        checks: [databaseCheck(db), ...(redis ? [redisCheck(redis.commands)] : [])],
        serving,
      });
      await api.register(themeRoutes, { db, previewSecret: config.jwtSecret });
      await api.register(menusRoutes, { db });
      await api.register(localeRoutes, { db });
      await api.register(accountsRoutes, { db, config });
      await api.register(sessionsRoutes, { db, config });
      await api.register(impersonationRoutes, { db, config });
      await api.register(outboxRoutes, { db, config });
      await api.register(catalogueRoutes, {
        db,
        cacheSeconds: config.catalogueCacheSeconds,
        news,
        baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
        previewSecret: config.jwtSecret,
      });
      await api.register(contentRoutes, { db, previewSecret: config.jwtSecret });
      await api.register(cartRoutes, { db });
      await api.register(wishlistRoutes, { db });
      await api.register(addressesRoutes, { db });
      await api.register(shippingRoutes, { db });
      await api.register(ordersRoutes, { db, config });
      await api.register(promotionsRoutes, { db });
      await api.register(auditRoutes, { db });
    },
    { prefix: API_PREFIX },
  );
  await app.register(filesModule, { db, config });
  await app.register(paymentsModule, { db, config });
  // robots.txt and the sitemaps, before the static site so they win over its files.
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });

  await app.register(adminAppPlugin, { adminDist: config.adminDist });
  // The answers pages are drawn from, kept by what they show while pages are (decision 71).
  const pageCacheSeconds = config.catalogueCacheSeconds > 0 ? PAGE_SAFETY_NET_SECONDS : 0;
  const askApi = keptAnswers(app, { keepSeconds: pageCacheSeconds, news });
  await app.register(staticSitePlugin, {
    webDist: config.webDist,
    askApi,
    loadPageData: cachedBootDataLoader(db, news),
    // A product page's head comes from the answer its body is drawn from: asked for as the
    // renderer asks, so both share one read (and one kept answer).
    loadPageHead: pageHeadLoader(
      db,
      async (lang, productId) => {
        const answer = await askApi(`${API_PREFIX}/products/${productId}`, lang);
        if (answer.status === 404) return null;
        if (answer.status !== 200) throw new Error(`GET products/${productId}: ${answer.status}`);
        return JSON.parse(answer.text) as ProductDetail;
      },
      (headers) => previewedPageId(config.jwtSecret, headers?.[PREVIEW_HEADER]),
    ),
    previewHeaders: (params) => {
      const token = params.get(PAGE_PREVIEW_PARAM) ?? undefined;
      if (token && previewedPageId(config.jwtSecret, token) !== null) {
        return { [PREVIEW_HEADER]: token };
      }
      // The home page's draft layout: the data lists answer the calls that carry its token.
      const home = params.get(HOME_PREVIEW_PARAM);
      return home && opensHomeDraft(config.jwtSecret, home) ? { [PREVIEW_HEADER]: home } : null;
    },
    loadPreviewData: async (token, lang) => {
      const [draft, translations] = await Promise.all([
        previewThemeConfig(db, config.jwtSecret, token),
        bootTranslations(db, TRANSLATION_AREA, lang),
      ]);
      return draft ? { theme: localizeThemeConfig(draft, lang), translations } : null;
    },
    publicUrl: config.publicUrl,
    // A page is forgotten when what it shows changes (decision 55); past its safety net it is
    // drawn again in the background. CATALOGUE_CACHE_SECONDS=0 turns keeping off, for pages too.
    pageCacheSeconds,
    catalogueNews: news,
  });

  return app;
}

/** Drops parameters whose value is empty; repeated ones become arrays, as Fastify's default does. */
function parseQuery(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (value === '') continue;
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}

/**
 * Every page load needs the theme and the UI catalogue in the HTML (plugins/static-site.ts). Both
 * change rarely (the catalogue only when a server starts with new strings), so each language's
 * pair is kept for a few seconds rather than read from the database per request.
 */
function cachedBootDataLoader(db: Db, news: CatalogueNews) {
  const cache = new Map<LanguageCode, { at: number; data: Promise<PageData> }>();
  news.onChange((tags) => {
    if (tags === 'everything' || tags.has(cacheTags.theme) || tags.has(cacheTags.translations)) {
      cache.clear();
    }
  });
  const ttlMs = 10_000;
  const load = async (lang: LanguageCode): Promise<PageData> => {
    const [stored, translations] = await Promise.all([
      findThemeConfig(db, TENANT),
      bootTranslations(db, TRANSLATION_AREA, lang),
    ]);
    return { theme: stored ? localizeThemeConfig(stored, lang) : null, translations };
  };
  return (lang: LanguageCode) => {
    const hit = cache.get(lang);
    if (hit && Date.now() - hit.at < ttlMs) return hit.data;
    const data = load(lang);
    cache.set(lang, { at: Date.now(), data });
    // A failed read is not kept: the next page load tries again.
    data.catch(() => cache.delete(lang));
    return data;
  };
}
