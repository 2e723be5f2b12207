interface Entry {
  value: Promise<unknown>;
  /** When the answer is due for a reload; Infinity while it loads. */
  expires: number;
  /** An expired answer whose reload is under way. */
  reloading?: boolean;
}

/**
 * Answers read often and changed rarely (the public menu, home blocks, footer links, site
 * settings, article pages, articles, suggestions and search pages), kept in this process for
 * `seconds` from when they came. A write on this instance clears them at once; another instance
 * sees it once its copy expires and has been read again, so `seconds` plus the time a read takes
 * bounds how stale a read can be anywhere. An expired answer is served while its reload runs, so a
 * slow read (a search counting tens of thousands of matches) keeps no visitor waiting after the
 * first. Keys come from requests, so at most `maxEntries` are kept.
 */
export function createReadCache(seconds: number, maxEntries = 1000) {
  const entries = new Map<string, Entry>();

  /** Loads `key`'s answer; once it comes it is kept, unless a clear or another load replaced `slot`. */
  function load(key: string, read: () => Promise<unknown>, slot?: Entry): Promise<unknown> {
    const value = read();
    const current: Entry = slot ?? { value, expires: Infinity };
    if (!slot) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, current);
    }
    value.then(
      () => {
        if (entries.get(key) === current)
          entries.set(key, { value, expires: performance.now() + seconds * 1000 });
      },
      () => {
        // A failed read is not kept: the next request tries again (an expired answer stays meanwhile).
        if (slot) slot.reloading = false;
        else if (entries.get(key) === current) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (seconds <= 0) return read();
      const entry = entries.get(key);
      if (!entry) return load(key, read) as Promise<T>;
      if (entry.expires <= performance.now() && !entry.reloading) {
        entry.reloading = true;
        void load(key, read, entry);
      }
      return entry.value as Promise<T>;
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
