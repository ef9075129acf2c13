/**
 * A few seconds of memory for public answers many shoppers ask for at once (a product, a
 * suggestion, a search page). Concurrent requests for the same key share one load; a failed
 * load (a 404, a database error) is not kept; the oldest entries go first past `maxEntries`.
 * Per process: with several instances each keeps its own, which is fine for seconds-long data.
 * With `tagsOf`, each answer records what it was made from, and `forget(tags)` drops just the
 * answers that show a changed thing (lib/catalogue-news.ts); `clear()` forgets everything.
 * A `ttlMs` of 0 turns it off.
 *
 * With `staleMs`, an answer past its time to live is still given for that long while one load
 * replaces it in the background (stale-while-revalidate): nobody waits for a slow load (a
 * server-drawn page) once the key has been answered, and a key is loaded at most once per
 * `ttlMs` however many ask. `refresh` decides how: by default the key is loaded again, but it may
 * check the old answer and keep it (a drawn page whose data has not changed).
 */
export function microCache<T>({
  ttlMs,
  maxEntries,
  staleMs = 0,
  refresh,
  tagsOf,
}: {
  ttlMs: number;
  maxEntries: number;
  staleMs?: number;
  refresh?: (previous: T, load: () => Promise<T>) => Promise<T>;
  /** What an answer shows, for `forget`. */
  tagsOf?: (value: T) => Iterable<string>;
}) {
  interface Entry {
    at: number;
    value: Promise<T>;
    refreshing: boolean;
    /** Known once the value is: until then, any forget drops the entry. */
    tags?: ReadonlySet<string>;
  }
  const entries = new Map<string, Entry>();
  // Bumped by clear() and forget(): a refresh started before must not bring the old data back.
  let generation = 0;
  const store = (key: string, value: Promise<T>, at: number) => {
    // Re-inserted at the end, so iteration order is age order.
    entries.delete(key);
    const entry: Entry = { at, value, refreshing: false };
    entries.set(key, entry);
    if (tagsOf) {
      value.then(
        (resolved) => {
          entry.tags = new Set(tagsOf(resolved));
        },
        () => {},
      );
    }
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };
  const cached = (key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (hit && now - hit.at < ttlMs + staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const startedIn = generation;
        const fresh = refresh ? hit.value.then((previous) => refresh(previous, load)) : load();
        fresh.then(
          () => {
            if (startedIn === generation) store(key, fresh, Date.now());
          },
          // A failed refresh keeps the stale answer until it is too old; the next ask tries again.
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const value = load();
    store(key, value, now);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return Object.assign(cached, {
    /** Forgets every entry: the next ask for any key loads afresh. */
    clear,
    /** Forgets the entries made from any of `tags` (every entry, without `tagsOf`). */
    forget(tags: ReadonlySet<string> | 'everything') {
      if (tags === 'everything' || !tagsOf) return clear();
      generation += 1;
      for (const [key, entry] of entries) {
        if (!entry.tags || [...entry.tags].some((tag) => tags.has(tag))) entries.delete(key);
      }
    },
    /** Forgets one entry. */
    drop(key: string) {
      entries.delete(key);
    },
  });
}
