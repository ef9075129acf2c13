import { afterEach, describe, expect, it, vi } from 'vitest';
import { closedPort, redisOutageProxy, uniqueKeyPrefix } from '../test/redis.ts';
import { openSharedRedis, type SharedRedis } from './redis.ts';

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn() });
const messages = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.map((call) => call[1]);

describe('the shared Redis connections', () => {
  let redis: SharedRedis | undefined;
  afterEach(() => redis?.close());

  it('says once when Redis goes away and once when it is back, failing commands at once meanwhile', async () => {
    const proxy = await redisOutageProxy();
    const log = fakeLog();
    redis = await openSharedRedis({ url: proxy.url, keyPrefix: uniqueKeyPrefix() }, log);
    expect(redis.commands.status).toBe('ready');
    expect(messages(log.info)).toEqual(['Redis connected', 'Redis connected']);

    await proxy.stop();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2));
    // One line per connection, in whichever order they notice.
    expect(messages(log.warn).sort()).toEqual([
      'Redis unavailable: catalogue changes reach this instance when its cache times out, until it is back',
      'Redis unavailable: each instance counts rate limits on its own until it is back',
    ]);
    // The reason names an address or an error, never the URL (it may hold a password).
    for (const [fields] of log.warn.mock.calls) expect(fields.reason).not.toContain('redis://');
    const started = Date.now();
    await expect(redis.commands.incr(`${redis.keyPrefix}n`)).rejects.toThrow();
    // At once, not after the 500 ms a command may take (the machine may be busy).
    expect(Date.now() - started).toBeLessThan(250);
    // Retries go on failing quietly: still one line per connection.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(log.warn).toHaveBeenCalledTimes(2);

    await proxy.start();
    await vi.waitFor(() => expect(redis?.commands.status).toBe('ready'), { timeout: 5_000 });
    await vi.waitFor(() => expect(messages(log.info)).toContain('Redis is back'));
    expect(await redis.commands.incr(`${redis.keyPrefix}n`)).toBe(1);
    await redis.commands.del(`${redis.keyPrefix}n`);

    redis.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.warn).toHaveBeenCalledTimes(2);
    await proxy.stop();
  });

  it('opens in about a second when nothing answers, and keeps trying', async () => {
    const log = fakeLog();
    const started = Date.now();
    redis = await openSharedRedis(
      { url: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: uniqueKeyPrefix() },
      log,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[0].reason).toMatch(/ECONNREFUSED/);
    await vi.waitFor(() => expect(redis?.commands.status).toBe('reconnecting'));
  });
});
