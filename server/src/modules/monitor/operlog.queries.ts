import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { withDateRange, withFilter, withSort } from '../../db/list-query.js';
import type { SysOperLogTable } from './monitor.table.js';
import type { OperLogFilter } from './operlog.schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'operId',
  'title',
  'businessType',
  'method',
  'requestMethod',
  'operatorType',
  'operName',
  'deptName',
  'operUrl',
  'operIp',
  'operLocation',
  'operParam',
  'jsonResult',
  'status',
  'errorMsg',
  'operTime',
  'costTime',
] as const;

/** The columns the list may be sorted by. */
const SORTABLE = { operName: 'operName', operTime: 'operTime', costTime: 'costTime' };

/** The rows the list and the export read: newest first unless sorted otherwise. */
export function operLogRows(db: Db, filter: OperLogFilter) {
  const query = withFilter(
    withDateRange(db.selectFrom('sysOperLog').select(COLUMNS), 'operTime', filter),
    filter,
    {
      contains: ['title', 'operName', 'operIp'],
      equals: ['businessType', 'status'],
    },
  );
  return withSort(query, filter, SORTABLE, { column: 'operId', direction: 'desc' });
}

export function findOperLog(db: Db, operId: number) {
  return db.selectFrom('sysOperLog').select(COLUMNS).where('operId', '=', operId).executeTakeFirst();
}

export async function insertOperLog(db: Db, row: Insertable<SysOperLogTable>): Promise<void> {
  await db.insertInto('sysOperLog').values(row).execute();
}

export async function deleteOperLogs(db: Db, operIds: number[]): Promise<void> {
  await db.deleteFrom('sysOperLog').where('operId', 'in', operIds).execute();
}

export async function deleteAllOperLogs(db: Db): Promise<void> {
  await db.deleteFrom('sysOperLog').execute();
}

/** Deletes the operation log written before `time`; gives how many rows went. */
export async function deleteOperLogsBefore(db: Db, time: string): Promise<number> {
  const result = await db.deleteFrom('sysOperLog').where('operTime', '<', time).executeTakeFirst();
  return Number(result.numDeletedRows);
}
