/**
 * A few seconds of memory for public answers many shoppers ask for at once (a product, a
 * suggestion, a search page). Concurrent requests for the same key share one load; a failed
 * load (a 404, a database error) is not kept; the oldest entries go first past `maxEntries`.
 * Per process: with several instances each keeps its own, which is fine for seconds-long data.
 * A `ttlMs` of 0 turns it off.
 */
export function microCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    // Re-inserted at the end, so iteration order is age order.
    entries.delete(key);
    entries.set(key, { at: now, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  };
}
