import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { addViews } from './article.queries.js';

/**
 * Article views, counted in memory and written in batches: one durable UPDATE per read made every
 * visit a write (an fsync under synchronous=FULL). Readers see the stored count plus what this
 * instance has not written yet; `flush` runs every few seconds and when the app closes, and a
 * batch that fails to write is kept for the next one, so no view is lost. `written` hears which
 * articles' stored counts changed, so that cached copies of them are read again.
 */
export function createViewCounter(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  written: (ids: number[]) => void = () => {},
) {
  let pending = new Map<number, number>();
  let writing = Promise.resolve();

  async function write(batch: Map<number, number>) {
    try {
      await addViews(db, batch);
      written([...batch.keys()]);
    } catch (error) {
      log.error({ err: error }, 'article views not written; kept for the next flush');
      for (const [id, views] of batch) pending.set(id, (pending.get(id) ?? 0) + views);
    }
  }

  return {
    /** Counts one view; answers the views of `id` not yet written, this one included. */
    count(id: number): number {
      const views = (pending.get(id) ?? 0) + 1;
      pending.set(id, views);
      return views;
    },
    /** Writes what has been counted; flushes run one after another. */
    flush(): Promise<void> {
      writing = writing.then(() => {
        if (pending.size === 0) return;
        const batch = pending;
        pending = new Map();
        return write(batch);
      });
      return writing;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
