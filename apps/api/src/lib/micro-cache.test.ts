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
});
