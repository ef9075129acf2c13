import { readCache, writeCache } from './storage.ts';

/**
 * The products a shopper opened in this browser, newest first (issue 29, "Recently viewed"): ids
 * only, in localStorage under this app's prefix (storage.ts), so they survive a reload and stay
 * out of the server's pages. Nothing personal leaves the browser.
 */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The most products remembered: a row's worth, the current one among them. */
export const MAX_RECENTLY_VIEWED = 12;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The remembered product ids, newest first; [] when there are none or storage holds junk. */
export function readRecentlyViewed(): number[] {
  const raw = readCache(RECENTLY_VIEWED_KEY);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter(isId))].slice(0, MAX_RECENTLY_VIEWED)
      : [];
  } catch {
    return [];
  }
}

/** Puts a product first (once), keeping at most MAX_RECENTLY_VIEWED; returns the new list. */
export function rememberViewed(productId: number): number[] {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(
    0,
    MAX_RECENTLY_VIEWED,
  );
  writeCache(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  return ids;
}
