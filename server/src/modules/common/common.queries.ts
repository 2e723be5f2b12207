import type { Insertable } from 'kysely';
import { countWrittenSince, rowByKey } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { SysFileTable } from './common.table.js';

// The SQL of sys_file: one row per stored upload, by its public path.

/** How many files the user has uploaded since `since` (a 'YYYY-MM-DD HH:mm:ss' time). */
export const countUploadsSince = (db: Db, userName: string, since: string) =>
  countWrittenSince(db, 'sysFile', 'createBy', userName, since);

export async function insertFiles(db: Db, rows: Insertable<SysFileTable>[]): Promise<void> {
  await db.insertInto('sysFile').values(rows).execute();
}

/** The record of a stored file: the name it was uploaded with and by whom. */
export const findFileRecord = rowByKey('sysFile', 'fileName', ['originalName', 'createBy']);

export async function deleteFileRecord(db: Db, fileName: string): Promise<void> {
  await db.deleteFrom('sysFile').where('fileName', '=', fileName).execute();
}
