import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { products } from './db/schema.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { announceCatalogueChange } from './lib/catalogue-news.ts';
import { redisConnection } from './lib/redis.ts';
import { changeProductPrice } from './modules/catalogue/products/service.ts';
import { authHeader, signIn, testConfig } from './test/app.ts';
import { openTestDatabase } from './test/database.ts';
import { closedPort, redisOutageProxy, TEST_REDIS_URL, uniqueKeyPrefix } from './test/redis.ts';
import { drawingsSoFar, standInRenderer } from './test/stand-in-renderer.ts';

/**
 * Several instances of the shop on one database, as behind a load balancer (docs/operations.md):
 * what one instance does must hold on the others. Each app here is a whole instance with its own
 * caches, counters and Redis connections; only the database (and Redis) are shared.
 */
function useInstances(count: number, env: () => Record<string, string>) {
  const context = { apps: [] as FastifyInstance[], database: undefined as unknown as Database };
  beforeAll(async () => {
    context.database = await openTestDatabase();
    for (let i = 0; i < count; i++) {
      const app = await buildApp({ config: testConfig(env()), db: context.database.db });
      await app.ready();
      context.apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of context.apps) await app.close();
    await context.database?.close();
  });
  return context;
}

const GUESTS_PER_MINUTE = 4;
const createGuest = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/users/customers/guest' });
/** Status codes of guest creations made through the instances in turn. */
async function createGuestsThrough(apps: FastifyInstance[], times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await createGuest(apps[i % apps.length]!)).statusCode);
  return statuses;
}

/** A built storefront as the page tests use: the shell, with the page's head filled in. */
function standInWebDist() {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return webDist;
}

describe('instances sharing Redis (REDIS_URL)', () => {
  const keyPrefix = uniqueKeyPrefix();
  const t = useInstances(2, () => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    GUEST_CREATION_PER_MINUTE: String(GUESTS_PER_MINUTE),
    // Long enough that only the announcement can explain a change being seen.
    CATALOGUE_CACHE_SECONDS: '60',
    WEB_DIST: standInWebDist(),
  }));

  it('trip a per-address limit at the same total as one instance', async () => {
    const statuses = await createGuestsThrough(t.apps, GUESTS_PER_MINUTE + 2);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('all forget a product and its page as soon as a catalogue change is announced', async () => {
    const productName = async (app: FastifyInstance) =>
      (await app.inject('/api/products/12')).json().productName as string;
    const pageTitle = async (app: FastifyInstance) =>
      (await app.inject('/products/12')).body.match(/<title>(.*?)<\/title>/)?.[1];
    const before = await Promise.all(t.apps.map(productName));
    const pagesBefore = await Promise.all(t.apps.map(pageTitle));

    await t.database.db
      .update(products)
      .set({ name: { en: 'Renamed in one place', ar: 'اسم جديد' } })
      .where(eq(products.id, 12));
    // Kept for a minute: neither instance sees the change yet.
    expect(await Promise.all(t.apps.map(productName))).toEqual(before);
    expect(await Promise.all(t.apps.map(pageTitle))).toEqual(pagesBefore);

    // Whoever changed the catalogue says so once (npm run catalogue:changed).
    const publisher = redisConnection(TEST_REDIS_URL, 'once');
    try {
      expect(await announceCatalogueChange(publisher, keyPrefix)).toBe(t.apps.length);
    } finally {
      publisher.disconnect();
    }
    await vi.waitFor(async () => {
      expect(await Promise.all(t.apps.map(productName))).toEqual([
        'Renamed in one place',
        'Renamed in one place',
      ]);
    });
    expect(await Promise.all(t.apps.map(pageTitle))).toEqual([
      'Renamed in one place | Dukkan',
      'Renamed in one place | Dukkan',
    ]);
  });
});

describe('instances while Redis goes away and comes back', () => {
  const keyPrefix = uniqueKeyPrefix();
  let proxy: Awaited<ReturnType<typeof redisOutageProxy>>;
  beforeAll(async () => {
    proxy = await redisOutageProxy();
  });
  afterAll(() => proxy.stop());
  const t = useInstances(2, () => ({
    REDIS_URL: proxy.url,
    REDIS_KEY_PREFIX: keyPrefix,
    GUEST_CREATION_PER_MINUTE: String(GUESTS_PER_MINUTE),
  }));

  it('keep answering, each limiting on its own until Redis is back, then share the count again', async () => {
    expect(await createGuestsThrough(t.apps, 1)).toEqual([201]);

    await proxy.stop();
    const [first, second] = t.apps as [FastifyInstance, FastifyInstance];
    expect((await first.inject('/api/products/12')).statusCode).toBe(200);
    // Each instance counts alone from its own share: the first has made one already.
    expect(await createGuestsThrough([first], GUESTS_PER_MINUTE)).toEqual([201, 201, 201, 429]);
    expect(await createGuestsThrough([second], GUESTS_PER_MINUTE + 1)).toEqual([
      201, 201, 201, 201, 429,
    ]);

    await proxy.start();
    // Both connect again within the longest wait between attempts (2 s, lib/redis.ts), and
    // count on the shared total, which holds the one creation made before the break: the
    // second instance, refused by its own count, is let through again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await createGuestsThrough([second, first, second, first], 4)).toEqual([
      201, 201, 201, 429,
    ]);
  });
});

describe('an instance started while Redis cannot be reached', () => {
  let port: number;
  beforeAll(async () => {
    port = await closedPort();
  });
  const t = useInstances(1, () => ({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    GUEST_CREATION_PER_MINUTE: String(GUESTS_PER_MINUTE),
  }));

  it('starts, answers and still limits, on its own count', async () => {
    const [app] = t.apps as [FastifyInstance];
    expect((await app.inject('/api/products/12')).statusCode).toBe(200);
    expect(await createGuestsThrough(t.apps, GUESTS_PER_MINUTE + 1)).toEqual([
      201, 201, 201, 201, 429,
    ]);
  });
});

describe('instances without REDIS_URL (as before it existed)', () => {
  const t = useInstances(2, () => ({ GUEST_CREATION_PER_MINUTE: String(GUESTS_PER_MINUTE) }));

  it('count each its own limit', async () => {
    for (const app of t.apps) {
      expect(await createGuestsThrough([app], GUESTS_PER_MINUTE + 1)).toEqual([
        201, 201, 201, 201, 429,
      ]);
    }
  });

  it('refuse a session logged out through another on the next request: each request reads it', async () => {
    const [first, second] = t.apps as [FastifyInstance, FastifyInstance];
    const [customer] = demoAccounts;
    const session = await signIn(first, customer.email, customer.password);
    const current = (app: FastifyInstance) =>
      app.inject({
        url: '/api/tenants/self/sessions/current',
        headers: authHeader(session.accessToken),
      });
    expect((await current(second)).statusCode).toBe(200);

    const logout = await first.inject({
      method: 'DELETE',
      url: `/api/tenants/self/sessions/${session.sessionId}`,
      headers: authHeader(session.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    expect((await current(second)).statusCode).toBe(401);
    expect((await current(first)).statusCode).toBe(401);
  });
});

describe('instances sharing Redis, a change made through one of them', () => {
  const keyPrefix = uniqueKeyPrefix();
  const t = useInstances(2, () => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    // Long enough that only the announcement can explain a change being seen.
    CATALOGUE_CACHE_SECONDS: '60',
    WEB_DIST: standInRenderer(),
  }));

  it("reaches the other's pages within a second, and redraws no page that does not show it", async () => {
    const [made, told] = t.apps as [FastifyInstance, FastifyInstance];
    // Two seeded products (the stand-in page shows a product's own price).
    const [changed, other] = [30, 31];
    const page = (app: FastifyInstance, id: number) => app.inject(`/products/${id}`);
    const price = async (app: FastifyInstance, id: number) =>
      (await app.inject(`/api/products/${id}`)).json().price as number;
    for (const app of t.apps) {
      await page(app, changed!);
      await page(app, other!);
    }
    const otherBefore = await Promise.all(t.apps.map((app) => page(app, other!)));

    await changeProductPrice(t.database.db, made.catalogueNews, {
      productId: changed!,
      price: 654_321,
      oldPrice: null,
    });
    // The instance that made it, at once; the other as soon as it hears (within a second).
    expect(await price(made, changed!)).toBe(654_321);
    await vi.waitFor(async () => expect(await price(told, changed!)).toBe(654_321), {
      timeout: 1_000,
      interval: 20,
    });
    const drawings = drawingsSoFar();
    for (const app of t.apps) expect((await page(app, changed!)).body).toContain('price 654321');
    expect(drawingsSoFar() - drawings).toBe(2);

    const otherAfter = await Promise.all(t.apps.map((app) => page(app, other!)));
    expect(otherAfter.map((answer) => answer.headers.etag)).toEqual(
      otherBefore.map((answer) => answer.headers.etag),
    );
    expect(otherAfter.map((answer) => answer.headers['server-timing'])).toEqual([
      'page;desc=kept',
      'page;desc=kept',
    ]);
    expect(drawingsSoFar() - drawings).toBe(2);
  });
});
