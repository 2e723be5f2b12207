import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ClientInfo } from '../../http/client-info.js';
import { ADMIN_ROLE_KEY, ALL_PERMISSIONS } from '../system/access.queries.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import {
  deleteExpiredSessionsOf,
  deleteSession,
  deleteExpiredSessions,
  deleteUserSessions,
  findLiveSessionAccess,
  findLiveSessions,
  insertSession,
  touchSession,
} from './auth.queries.js';

/** Idle time after which a session ends; each use extends it. */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60;
// Extending on every request would write on every read; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  client: ClientInfo,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = formatTime();
  // Sessions that ran out are kept for nobody; each login sweeps its own user's.
  await deleteExpiredSessionsOf(db, userId, now);
  await insertSession(db, {
    sessionId: hashSecret(token),
    userId,
    client,
    at: now,
    expiresAt: secondsFromNow(SESSION_IDLE_SECONDS),
  });
  return token;
}

/**
 * The live session behind a bearer token, its enabled user (with the date the password was last
 * set by its owner), roles and permission strings (admin holds them all), or null; one query.
 * Extends the idle window as it is used.
 */
export async function resolveSession(db: Kysely<Database>, token: string) {
  const sessionId = hashSecret(token);
  const rows = await findLiveSessionAccess(db, sessionId, formatTime());
  if (rows.length === 0) return null;
  const { lastAccessTime, pwdUpdateDate, password, userId, userName, nickName } = rows[0];
  if (Date.now() - new Date(lastAccessTime.replace(' ', 'T')).getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, sessionId, formatTime(), secondsFromNow(SESSION_IDLE_SECONDS));
  }
  const roles = [...new Set(rows.flatMap((row) => (row.roleKey ? [row.roleKey] : [])))];
  // A menu may list several permissions separated by commas, as in RuoYi.
  const granted = rows.flatMap((row) => (row.perms ?? '').split(',').map((perm) => perm.trim()));
  const permissions = roles.includes(ADMIN_ROLE_KEY)
    ? [ALL_PERMISSIONS]
    : [...new Set(granted)].filter(Boolean);
  return {
    sessionId,
    user: { userId, userName, nickName },
    roles,
    permissions,
    pwdUpdateDate,
    hasPassword: Boolean(password),
  };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

export async function revokeUserSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await deleteUserSessions(db, userId, exceptSessionId);
}

/**
 * Whether a password set by someone else (the seed, or staff) must be changed before anything else:
 * RuoYi's sys.account.initPasswordModify = 1 and the owner never set one (pwdUpdateDate empty).
 */
export function mustChangeInitialPassword(
  initPasswordModify: string | undefined,
  account: { pwdUpdateDate: string | null; hasPassword: boolean },
) {
  // An account without a password (made by phone or by the member import) logs in by SMS code:
  // there is no initial password to change.
  return initPasswordModify === '1' && account.hasPassword && !account.pwdUpdateDate;
}

/** The live sessions with their user's name, newest login first (the online-user list). */
export const listLiveSessions = (db: Kysely<Database>, filter: { ipaddr?: string; userName?: string }) =>
  findLiveSessions(db, filter, formatTime());

/** Deletes the sessions that ran out; gives how many went. */
export const removeExpiredSessions = (db: Kysely<Database>) => deleteExpiredSessions(db, formatTime());
