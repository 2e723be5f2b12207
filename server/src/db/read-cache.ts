/**
 * Answers read often and changed rarely (the public menu, home blocks, footer links, site
 * settings, article pages, articles, suggestions and search pages), kept in this process for `seconds`. A write on this instance clears them at once;
 * another instance sees it when its copy expires, so `seconds` bounds how stale a read can be
 * anywhere. Keys come from requests, so at most `maxEntries` are kept.
 */
export function createReadCache(seconds: number, maxEntries = 1000) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (seconds <= 0) return load();
      const now = performance.now();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return entry.value as Promise<T>;
      const value = load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now + seconds * 1000 });
      // A failed read is not kept: the next request tries again.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    /** Drops one answer, so that the next read loads it again. */
    forget(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
