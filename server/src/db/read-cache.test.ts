import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache.js';

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

/** Reads the test answers when it chooses: `answer(value)` settles the latest, `answer(value, n)` the nth. */
function reads() {
  const pending: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const read = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
  );
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return {
    read,
    answer: async (value: string, nth = pending.length) => {
      pending[nth - 1]!(value);
      await settled();
    },
    fail: async (message: string) => {
      failures.at(-1)!(new Error(message));
      await settled();
    },
  };
}

describe('the read cache', () => {
  it('keeps an answer for its seconds from when it came, however long the read took', async () => {
    const cache = createReadCache(2);
    const { read, answer } = reads();
    const first = cache.get('search', read);
    vi.advanceTimersByTime(9_000); // the read takes longer than the cache keeps answers
    const waiting = cache.get('search', read);
    await answer('pages');
    expect([await first, await waiting]).toEqual(['pages', 'pages']);
    vi.advanceTimersByTime(1_900);
    expect(await cache.get('search', read)).toBe('pages');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('serves an expired answer while one reload runs, then the new one', async () => {
    const cache = createReadCache(2);
    const { read, answer } = reads();
    const first = cache.get('menu', read);
    await answer('old menu');
    await first;
    vi.advanceTimersByTime(2_100);
    expect(await cache.get('menu', read)).toBe('old menu');
    expect(await cache.get('menu', read)).toBe('old menu');
    expect(read).toHaveBeenCalledTimes(2);
    await answer('new menu');
    expect(await cache.get('menu', read)).toBe('new menu');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops a reload that a write overtook: after a clear the next read loads afresh', async () => {
    const cache = createReadCache(2);
    const { read, answer } = reads();
    const first = cache.get('links', read);
    await answer('links before');
    await first;
    vi.advanceTimersByTime(2_100);
    void cache.get('links', read); // read 2 starts, before the write
    cache.clear();
    const afterWrite = cache.get('links', read); // read 3
    await answer('links after', 3);
    await answer('links before', 2);
    expect(await afterWrite).toBe('links after');
    expect(await cache.get('links', read)).toBe('links after');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed read; a failed reload keeps the expired answer and tries again', async () => {
    const cache = createReadCache(2);
    const { read, answer, fail } = reads();
    const failing = cache.get('settings', read);
    await fail('down');
    await expect(failing).rejects.toThrow('down');
    const second = cache.get('settings', read);
    await answer('settings');
    expect(await second).toBe('settings');
    vi.advanceTimersByTime(2_100);
    expect(await cache.get('settings', read)).toBe('settings');
    await fail('down again');
    expect(await cache.get('settings', read)).toBe('settings');
    expect(read).toHaveBeenCalledTimes(4);
  });
});
