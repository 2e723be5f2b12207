import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ClientInfo } from '../../http/client-info.js';
import { formatTime, secondsFromNow } from '../../http/time.js';

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
  await db.deleteFrom('sysSession').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
  await db
    .insertInto('sysSession')
    .values({
      sessionId: hashSecret(token),
      userId,
      ...client,
      loginTime: now,
      lastAccessTime: now,
      expiresAt: secondsFromNow(SESSION_IDLE_SECONDS),
    })
    .execute();
  return token;
}

/** The live session behind a bearer token and its enabled user, or null; extends the idle window as it is used. */
export async function resolveSession(db: Kysely<Database>, token: string) {
  const sessionId = hashSecret(token);
  const session = await db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.userId', 's.userId')
    .select(['s.lastAccessTime', 'u.userId', 'u.userName', 'u.nickName'])
    .where('s.sessionId', '=', sessionId)
    .where('s.expiresAt', '>', formatTime())
    .where('u.status', '=', '0')
    .where('u.delFlag', '=', '0')
    .executeTakeFirst();
  if (!session) return null;
  if (Date.now() - new Date(session.lastAccessTime.replace(' ', 'T')).getTime() > TOUCH_EVERY_MS) {
    await db
      .updateTable('sysSession')
      .set({ lastAccessTime: formatTime(), expiresAt: secondsFromNow(SESSION_IDLE_SECONDS) })
      .where('sessionId', '=', sessionId)
      .execute();
  }
  const { lastAccessTime: _, ...user } = session;
  return { sessionId, user };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sysSession').where('sessionId', '=', sessionId).execute();
}

export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sysSession').where('userId', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('sessionId', '<>', exceptSessionId);
  await query.execute();
}
