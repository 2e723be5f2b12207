import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ClientInfo } from '../../http/client-info.js';
import { formatTime } from '../../http/time.js';

export const LOGIN_SUCCESS = '0';
export const LOGIN_FAILURE = '1';

export async function recordLogin(
  db: Kysely<Database>,
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
export async function countRecentFailures(
  db: Kysely<Database>,
  userName: string,
  since: string,
): Promise<number> {
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
