import type { SelectQueryBuilder } from 'kysely';
import { listAnswers } from '../../db/list-query.js';
import type { Db } from '../../db/row-writes.js';
import type { ExcelColumn } from '../../http/excel.js';

// The login, operation and job-run logs answer their staff routes alike: a page of entries or an
// export of them, and deletes of chosen entries or of the whole log.

/** A log's deletes, as its queries give them. */
export interface LogDeletes {
  remove: (db: Db, ids: number[]) => Promise<void>;
  removeAll: (db: Db) => Promise<void>;
}

/** A log's service: the list and the export of its `rows`, delete by ids, and clean (empty the log). */
export function logAnswers<F, DB, TB extends keyof DB, O>(
  rows: (db: Db, filter: F) => SelectQueryBuilder<DB, TB, O>,
  columns: ExcelColumn<O>[],
  deletes: LogDeletes,
) {
  return { ...listAnswers(rows, columns), remove: deletes.remove, clean: deletes.removeAll };
}
