import type { Insertable } from 'kysely';
import type { Db } from '../../db/row-writes.js';
import type { SysFileTable } from './common.table.js';

// The SQL of sys_file: one row per stored upload, by its public path.

/** How many files the user has uploaded since `since` (a 'YYYY-MM-DD HH:mm:ss' time). */
export async function countUploadsSince(db: Db, userName: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('sysFile')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('createBy', '=', userName)
    .where('createTime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertFiles(db: Db, rows: Insertable<SysFileTable>[]): Promise<void> {
  await db.insertInto('sysFile').values(rows).execute();
}

/** The record of a stored file: the name it was uploaded with and by whom. */
export function findFileRecord(db: Db, fileName: string) {
  return db
    .selectFrom('sysFile')
    .select(['originalName', 'createBy'])
    .where('fileName', '=', fileName)
    .executeTakeFirst();
}

export async function deleteFileRecord(db: Db, fileName: string): Promise<void> {
  await db.deleteFrom('sysFile').where('fileName', '=', fileName).execute();
}
