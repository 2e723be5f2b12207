import type { Kysely, Transaction } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import type { OnlineQuery } from './online.schema.js';

// Reads and sweeps of the auth module's tables (sessions, SMS codes, captchas) that its services
// do not offer yet; they move to auth once it does.

type Db = Kysely<Database> | Transaction<Database>;

/** How many sessions the unpaged online list shows at most. */
const ONLINE_LIMIT = 1000;

/** The sessions live at `now` with their user's name, newest login first. */
export function findLiveSessions(db: Db, filter: OnlineQuery, now: string) {
  let query = db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.userId', 's.userId')
    .select([
      's.sessionId as tokenId',
      'u.userName',
      's.ipaddr',
      's.loginLocation',
      's.browser',
      's.os',
      's.loginTime',
      's.lastAccessTime',
    ])
    .where('s.expiresAt', '>', now);
  if (filter.ipaddr) query = query.where(containsText('s.ipaddr', filter.ipaddr));
  if (filter.userName) query = query.where(containsText('u.userName', filter.userName));
  return query.orderBy('s.loginTime', 'desc').limit(ONLINE_LIMIT).execute();
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes every session expired at `now`; gives how many went. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  return deleted(await db.deleteFrom('sysSession').where('expiresAt', '<=', now).executeTakeFirst());
}

export async function deleteExpiredSmsCodes(db: Db, now: string): Promise<number> {
  return deleted(await db.deleteFrom('sysSmsCode').where('expiresAt', '<=', now).executeTakeFirst());
}

export async function deleteExpiredCaptchas(db: Db, now: string): Promise<number> {
  return deleted(await db.deleteFrom('sysCaptcha').where('expiresAt', '<=', now).executeTakeFirst());
}
