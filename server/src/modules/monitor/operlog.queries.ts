import { rowByKey } from '../../db/query-kit.js';
import { logCleanup, rowWrites, type Db } from '../../db/row-writes.js';
import { withDateRange, withFilter, withSort } from '../../db/list-query.js';
import type { OperLogFilter } from './operlog.schema.js';

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

export const findOperLog = rowByKey('sysOperLog', 'operId', COLUMNS);

export const { insert: insertOperLog, remove: deleteOperLogs } = rowWrites('sysOperLog', 'operId');

export const { removeAll: deleteAllOperLogs, removeBefore: deleteOperLogsBefore } = logCleanup(
  'sysOperLog',
  'operTime',
);
