import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  rememberViewed,
} from './recently-viewed.ts';
import { configureStorage } from './storage.ts';

describe('recently viewed', () => {
  afterEach(() => {
    configureStorage({ prefix: '' });
    localStorage.clear();
  });

  it('keeps the products opened, newest first, each once', () => {
    expect(readRecentlyViewed()).toEqual([]);
    rememberViewed(3);
    rememberViewed(5);
    rememberViewed(3);
    expect(readRecentlyViewed()).toEqual([3, 5]);
  });

  it(`keeps at most ${MAX_RECENTLY_VIEWED}, dropping the oldest`, () => {
    for (let id = 1; id <= MAX_RECENTLY_VIEWED + 3; id++) rememberViewed(id);
    const ids = readRecentlyViewed();
    expect(ids).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(ids[0]).toBe(MAX_RECENTLY_VIEWED + 3);
    expect(ids).not.toContain(3);
  });

  it('reads junk in storage as nothing, and keeps only ids', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([4, 'x', -1, 2.5, 4, 9]));
    expect(readRecentlyViewed()).toEqual([4, 9]);
  });

  it("uses the app's prefix, so the back office keeps its own", () => {
    configureStorage({ prefix: 'admin.' });
    rememberViewed(7);
    expect(localStorage.getItem(`admin.${RECENTLY_VIEWED_KEY}`)).toBe('[7]');
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });
});
