import type { AdminShippingMethod } from '@storefront/contracts/admin-settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { Database } from '../../../db/client.ts';
import { authHeader, createGuest, signIn, testConfig } from '../../../test/app.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { TEST_REDIS_URL, uniqueKeyPrefix } from '../../../test/redis.ts';
import { standInWebDist } from '../../../test/stand-in-renderer.ts';
import { prepareCheckout } from '../../orders/test-fixture.ts';

/**
 * Issue 26: a shipping change made through one instance reaches the storefront of every
 * instance within 2 s: the checkout (the methods and the cart's chosen one, read from the
 * database each time) at once, and the product page's delivery date (a kept page, drawn from
 * GET shipping-methods/default) once the change is announced through Redis.
 */

/** A product page that writes the default method's longest delivery days, as the real one dates. */
const deliveryDaysRenderer = `let api;
export function configureRenderer(options) { api = options.fetch; }
export async function renderPage(request) {
  let html = '<p>product</p>';
  if (request.url.startsWith('/products/')) {
    const answer = await api('/api/shipping-methods/default');
    if (answer.ok) html += 'days ' + (await answer.json()).maxDays;
  }
  return { html, stateScript: '', passes: 1 };
}
`;

describe('a shipping change reaches every instance (issue 26)', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const keyPrefix = uniqueKeyPrefix();
    for (let i = 0; i < 2; i++) {
      const env = {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        // Kept for a minute: only the announcement can explain a change being seen.
        CATALOGUE_CACHE_SECONDS: '60',
        // A renderer module of its own per instance, as in separate processes.
        WEB_DIST: standInWebDist(deliveryDaysRenderer),
      };
      const app = await buildApp({ config: testConfig(env), db: database.db });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('a new price and new delivery days, saved on one instance, show on both within 2 s', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const owner = await signIn(first, 'owner@dukkan.demo', 'dukkan-admin-2026');
    const guest = await createGuest(second);
    await prepareCheckout(database.db, guest.userId);
    const cartAmount = async (app: FastifyInstance) =>
      (
        await app.inject({
          url: `/api/users/${guest.userId}/cart`,
          headers: authHeader(guest.accessToken),
        })
      ).json().shippingAmount as number;
    const page = async (app: FastifyInstance) => (await app.inject('/products/12')).body;

    expect(await cartAmount(second)).toBe(1_500);
    for (const app of apps) expect(await page(app)).toContain('days 4');

    const admin = { headers: authHeader(owner.accessToken) };
    const current = (await first.inject({ url: '/api/admin/shipping-methods/1', ...admin })).json();
    const { id, code, isDefault, sortOrder, ...settings } = current as AdminShippingMethod;
    const saved = await first.inject({
      method: 'PUT',
      url: `/api/admin/shipping-methods/${id}`,
      ...admin,
      payload: { ...settings, price: 1_750, maxDays: 6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The checkout reads as it is: at once, on the other instance too.
    expect(await cartAmount(second)).toBe(1_750);
    await vi.waitFor(
      async () => {
        for (const app of apps) expect(await page(app)).toContain('days 6');
      },
      { timeout: 2_000, interval: 50 },
    );
  });
});
