import { afterEach, describe, expect, it, vi } from 'vitest';
import { microCache } from './micro-cache.ts';

describe('microCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from memory within the time to live, and loads again after it', async () => {
    vi.useFakeTimers();
    const cache = microCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache('a', load)).toBe(2);
  });

  it('shares one load between concurrent requests for a key', async () => {
    const cache = microCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 'x');
    await Promise.all([cache('k', load), cache('k', load), cache('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures', async () => {
    const cache = microCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache('k', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache('k', async () => 'found')).toBe('found');
  });

  it('forgets the oldest entry past its size', async () => {
    const cache = microCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache('a', async () => 'a1');
    await cache('b', async () => 'b1');
    await cache('c', async () => 'c1');
    expect(await cache('a', async () => 'a2')).toBe('a2');
    expect(await cache('c', async () => 'c2')).toBe('c1');
  });

  it('is off with a time to live of 0', async () => {
    const cache = microCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache('a', async () => ++loads);
    expect(await cache('a', async () => ++loads)).toBe(2);
  });

  it('answers a stale value while one load refreshes it, then the fresh one', async () => {
    vi.useFakeTimers();
    const cache = microCache<number>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    let loads = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        const n = loads;
        release = () => resolve(n);
      });
    const first = cache('a', slow);
    release();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(1500);
    // Past its time: the old answer at once, and one refresh for any number of asks.
    expect(await cache('a', slow)).toBe(1);
    expect(await cache('a', slow)).toBe(1);
    expect(loads).toBe(2);
    release();
    await vi.waitFor(async () => expect(await cache('a', slow)).toBe(2));
    // Too old to give: loaded while the caller waits.
    vi.advanceTimersByTime(7000);
    const late = cache('a', slow);
    release();
    expect(await late).toBe(3);
  });

  it('keeps the stale value when a refresh fails, and tries again', async () => {
    vi.useFakeTimers();
    const cache = microCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    await cache('a', async () => 'old');
    vi.advanceTimersByTime(1500);
    expect(await cache('a', () => Promise.reject(new Error('down')))).toBe('old');
    await Promise.resolve();
    expect(await cache('a', async () => 'new')).toBe('old');
    await vi.waitFor(async () => expect(await cache('a', async () => 'newer')).toBe('new'));
  });

  it('forgets every entry on clear(), and a refresh begun before it does not bring the old back', async () => {
    vi.useFakeTimers();
    const cache = microCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10 });
    await cache('a', async () => 'a1');
    await cache('b', async () => 'b1');
    cache.clear();
    expect(await cache('a', async () => 'a2')).toBe('a2');
    expect(await cache('b', async () => 'b2')).toBe('b2');

    vi.advanceTimersByTime(1500);
    let finishRefresh: (value: string) => void = () => {};
    // Stale: answered at once while a refresh (reading the data before the change) runs.
    expect(
      await cache('a', () => new Promise<string>((resolve) => (finishRefresh = resolve))),
    ).toBe('a2');
    cache.clear();
    finishRefresh('read before the change');
    await Promise.resolve();
    expect(await cache('a', async () => 'after the change')).toBe('after the change');
  });

  it('lets refresh keep the old value, checked once per time to live, or load a new one', async () => {
    vi.useFakeTimers();
    const settle = () => vi.advanceTimersByTimeAsync(0);
    let current = true;
    let checks = 0;
    const cache = microCache<string>({
      ttlMs: 1000,
      staleMs: 5000,
      maxEntries: 10,
      refresh: async (previous, load) => {
        checks += 1;
        return current ? previous : load();
      },
    });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache('a', load)).toBe('v1');
    vi.advanceTimersByTime(1500);
    expect(await cache('a', load)).toBe('v1');
    await settle();
    expect(checks).toBe(1);
    // Kept: fresh again for a whole time to live, so no second check.
    vi.advanceTimersByTime(500);
    expect(await cache('a', load)).toBe('v1');
    await settle();
    expect([checks, loads]).toEqual([1, 1]);

    current = false;
    vi.advanceTimersByTime(1000);
    expect(await cache('a', load)).toBe('v1');
    await settle();
    expect(await cache('a', load)).toBe('v2');
    expect([checks, loads]).toEqual([2, 2]);
  });
});
