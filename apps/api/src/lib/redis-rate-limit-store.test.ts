import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisOutageProxy, uniqueKeyPrefix } from '../test/redis.ts';
import { openSharedRedis, type SharedRedis } from './redis.ts';
import { redisRateLimitStore } from './redis-rate-limit-store.ts';

const quiet = { info: () => {}, warn: () => {} };

/** The store the plugin would give one route, on an instance of its own. */
const routeStore = (redis: SharedRedis, url: string) => {
  const Store = redisRateLimitStore(redis.commands, redis.keyPrefix);
  // The plugin passes its settings with the route under routeInfo.
  return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
};

const hit = (store: FastifyRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
      10,
    ),
  );

describe('rate-limit counts in Redis', () => {
  let proxy: Awaited<ReturnType<typeof redisOutageProxy>>;
  let first: SharedRedis;
  let second: SharedRedis;
  beforeAll(async () => {
    proxy = await redisOutageProxy();
    const keyPrefix = uniqueKeyPrefix();
    first = await openSharedRedis({ url: proxy.url, keyPrefix }, quiet);
    second = await openSharedRedis({ url: proxy.url, keyPrefix }, quiet);
  });
  afterAll(async () => {
    first.close();
    second.close();
    await proxy.stop();
  });

  it('adds up the hits of every instance, per route and client, in one window', async () => {
    const login = [routeStore(first, '/login'), routeStore(second, '/login')];
    const counts = [];
    for (const store of [...login, ...login]) counts.push((await hit(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    // Another client, another route: counted apart.
    expect((await hit(login[0]!, '10.0.0.2')).current).toBe(1);
    expect((await hit(routeStore(first, '/guest'), '10.0.0.1')).current).toBe(1);

    const { ttl } = await hit(login[1]!, '10.0.0.1');
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window when the last one ends', async () => {
    const store = routeStore(first, '/short');
    expect((await hit(store, 'a', 150)).current).toBe(1);
    expect((await hit(store, 'a', 150)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await hit(store, 'a', 150)).current).toBe(1);
  });

  it("counts on each instance's own while Redis is away, from its share of the window", async () => {
    const stores = [routeStore(first, '/register'), routeStore(second, '/register')];
    for (const store of stores) await hit(store, 'c');
    await hit(stores[0]!, 'c');
    expect((await hit(stores[1]!, 'c')).current).toBe(4);

    await proxy.stop();
    await vi.waitFor(() => expect(first.commands.status).not.toBe('ready'));
    const started = Date.now();
    expect((await hit(stores[0]!, 'c')).current).toBe(3);
    expect((await hit(stores[1]!, 'c')).current).toBe(3);
    // At once, not after the 500 ms a command may take (the machine may be busy).
    expect(Date.now() - started).toBeLessThan(250);

    // Back: the shared count again, which never saw the hits made meanwhile.
    await proxy.start();
    await vi.waitFor(() => expect(first.commands.status).toBe('ready'), { timeout: 5_000 });
    expect((await hit(stores[0]!, 'c')).current).toBe(5);
  });
});
