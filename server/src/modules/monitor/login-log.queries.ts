import { logCleanup, rowWrites, type Db } from '../../db/row-writes.js';
import { withDateRange, withFilter, withSort } from '../../db/list-query.js';
import type { ClientInfo } from '../../http/client-info.js';
import { formatTime } from '../../http/time.js';
import type { LoginLogFilter } from './logininfor.schema.js';

export const LOGIN_SUCCESS = '0';
export const LOGIN_FAILURE = '1';

const COLUMNS = [
  'infoId',
  'userName',
  'ipaddr',
  'loginLocation',
  'browser',
  'os',
  'status',
  'msg',
  'loginTime',
] as const;

/** The columns the list may be sorted by. */
const SORTABLE = { userName: 'userName', loginTime: 'loginTime' };

export async function recordLogin(
  db: Db,
  entry: { userName: string; status: string; msg: string; client: ClientInfo },
): Promise<void> {
  await db
    .insertInto('sysLogininfor')
    .values({
      userName: entry.userName,
      status: entry.status,
      msg: entry.msg,
      ...entry.client,
      loginTime: formatTime(),
    })
    .execute();
}

/**
 * Failed logins of a user since both `since` and their last successful login (or unlock). Rows are
 * ordered by id, not by their second-resolution time, so an unlock written in the same second as the
 * failures it clears still counts as later.
 */
export async function countRecentFailures(db: Db, userName: string, since: string): Promise<number> {
  const lastSuccess = await db
    .selectFrom('sysLogininfor')
    .select((eb) => eb.fn.max('infoId').as('id'))
    .where('userName', '=', userName)
    .where('status', '=', LOGIN_SUCCESS)
    .executeTakeFirst();
  let query = db
    .selectFrom('sysLogininfor')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('userName', '=', userName)
    .where('status', '=', LOGIN_FAILURE)
    .where('loginTime', '>=', since);
  if (lastSuccess?.id !== null && lastSuccess?.id !== undefined) {
    query = query.where('infoId', '>', Number(lastSuccess.id));
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** The rows the list and the export read: newest first unless sorted otherwise. */
export function loginLogRows(db: Db, filter: LoginLogFilter) {
  const rows = withDateRange(db.selectFrom('sysLogininfor').select(COLUMNS), 'loginTime', filter);
  const query = withFilter(rows, filter, { contains: ['ipaddr', 'userName'], equals: ['status'] });
  return withSort(query, filter, SORTABLE, { column: 'infoId', direction: 'desc' });
}

export const { remove: deleteLoginLogs } = rowWrites('sysLogininfor', 'infoId');

export const { removeAll: deleteAllLoginLogs, removeBefore: deleteLoginLogsBefore } = logCleanup(
  'sysLogininfor',
  'loginTime',
);
