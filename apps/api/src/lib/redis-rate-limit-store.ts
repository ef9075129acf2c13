import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };

/**
 * One hit in a fixed window, atomically: the first hit starts the window (its expiry), later ones
 * count within it. Answers the count and the window's milliseconds left.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Past this many keys a route's own counts forget their oldest windows. */
const LOCAL_KEYS = 10_000;

/** The same fixed windows, counted by this instance alone. */
class LocalWindows {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  hit(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      // Re-inserted at the end, so the first key is the oldest window.
      this.#windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > LOCAL_KEYS) {
        const oldest = this.#windows.keys().next().value;
        if (oldest !== undefined) this.#windows.delete(oldest);
      }
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * A store for @fastify/rate-limit that counts in Redis, so every instance adds to one total per
 * route and client, and falls back to this instance's own count when Redis does not answer
 * (decision 45): a limit stays in force, per instance, while Redis is away, and requests never
 * wait on it longer than a command's time-out. Each hit is counted locally too, so the fallback
 * starts from this instance's share of the window rather than from nothing.
 */
export function redisRateLimitStore(redis: Redis, keyPrefix: string): FastifyRateLimitStoreCtor {
  const base = `${keyPrefix}rate-limit:`;

  class RedisWithLocalFallback implements FastifyRateLimitStore {
    prefix = base;
    readonly local = new LocalWindows();

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      const own = this.local.hit(key, timeWindow);
      redis.eval(COUNT_HIT, 1, this.prefix + key, timeWindow).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        () => callback(null, own),
      );
    }

    /** Each route counts apart: the plugin calls this once per route with a rate limit. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      // The plugin passes its merged settings, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const store = new RedisWithLocalFallback();
      store.prefix = `${base}${String(route?.method ?? '')} ${String(route?.url ?? '')}:`;
      return store;
    }
  }

  return RedisWithLocalFallback;
}
