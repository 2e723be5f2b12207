import { rowByKey } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { SysUploadTable } from './common.table.js';

// The SQL of sys_upload: the bytes of stored files when the upload store is the database.

export async function insertUpload(db: Db, row: SysUploadTable): Promise<void> {
  await db.insertInto('sysUpload').values(row).execute();
}

export const findUpload = rowByKey('sysUpload', 'name', ['content', 'createTime']);

export async function deleteUpload(db: Db, name: string): Promise<void> {
  await db.deleteFrom('sysUpload').where('name', '=', name).execute();
}
