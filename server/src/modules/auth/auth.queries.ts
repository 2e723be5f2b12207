import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { compareAndSet, compiledOnce } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { containsText } from '../../db/contains-text.js';
import type { ClientInfo } from '../../http/client-info.js';

// Every query of the account domain: users as the login sees them, sessions, SMS codes and their
// log, image captchas.

// ---- users ----

/** Accounts not deleted (RuoYi's del_flag '0'), disabled ones included. */
const liveUsers = (db: Db) => db.selectFrom('sysUser').where('delFlag', '=', '0');

export const findLiveUserByPhone = (db: Db, phone: string) =>
  liveUsers(db).select(['userId', 'userName', 'status']).where('phonenumber', '=', phone).executeTakeFirst();

export const findLiveUserByName = (db: Db, userName: string) =>
  liveUsers(db)
    .select(['userId', 'userName', 'password', 'status'])
    .where('userName', '=', userName)
    .executeTakeFirst();

export function findUserInfo(db: Db, userId: number) {
  return db
    .selectFrom('sysUser')
    .select([
      'userId',
      'userName',
      'nickName',
      'avatar',
      'phonenumber',
      'email',
      'sex',
      'userType',
      'loginDate',
      'createTime',
      'pwdUpdateDate',
      'password',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function markLogin(db: Db, userId: number, ip: string, at: string): Promise<void> {
  await db.updateTable('sysUser').set({ loginIp: ip, loginDate: at }).where('userId', '=', userId).execute();
}

export interface NewSiteUser {
  userName: string;
  nickName: string;
  phonenumber: string;
  userType: string;
  password: string;
  at: string;
}

export async function insertSiteUser(db: Db, user: NewSiteUser): Promise<number> {
  const { at, ...fields } = user;
  const row = await db
    .insertInto('sysUser')
    .values({ ...fields, pwdUpdateDate: at, createBy: user.userName, createTime: at })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return row.userId;
}

export async function updatePassword(
  db: Db,
  user: { userId: number; userName: string },
  hash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sysUser')
    .set({ password: hash, pwdUpdateDate: at, updateBy: user.userName, updateTime: at })
    .where('userId', '=', user.userId)
    .execute();
}

// ---- sessions ----

export async function insertSession(
  db: Db,
  session: { sessionId: string; userId: number; client: ClientInfo; at: string; expiresAt: string },
): Promise<void> {
  const { sessionId, userId, client, at, expiresAt } = session;
  await db
    .insertInto('sysSession')
    .values({ sessionId, userId, ...client, loginTime: at, lastAccessTime: at, expiresAt })
    .execute();
}

export async function deleteExpiredSessionsOf(db: Db, userId: number, now: string): Promise<void> {
  await db.deleteFrom('sysSession').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
}

/**
 * A live session with its enabled user, the user's enabled roles (in role order) and the
 * permission strings of their enabled menus, in one query: a row per role and menu.
 */
export const findLiveSessionAccess = compiledOnce((db: Db, sessionId: string, now: string) =>
  db
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.userId', 's.userId')
    .leftJoin('sysUserRole as ur', 'ur.userId', 'u.userId')
    .leftJoin('sysRole as r', (join) =>
      join.onRef('r.roleId', '=', 'ur.roleId').on('r.status', '=', '0').on('r.delFlag', '=', '0'),
    )
    .leftJoin('sysRoleMenu as rm', 'rm.roleId', 'r.roleId')
    .leftJoin('sysMenu as m', (join) =>
      join.onRef('m.menuId', '=', 'rm.menuId').on('m.status', '=', '0').on('m.perms', '<>', ''),
    )
    .select([
      's.lastAccessTime',
      'u.userId',
      'u.userName',
      'u.nickName',
      'u.pwdUpdateDate',
      'u.password',
      'r.roleKey',
      'm.perms',
    ])
    .where('s.sessionId', '=', sessionId)
    .where('s.expiresAt', '>', now)
    .where('u.status', '=', '0')
    .where('u.delFlag', '=', '0')
    .orderBy('r.roleSort')
    .orderBy('r.roleId'),
);

export async function touchSession(db: Db, sessionId: string, at: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('sysSession')
    .set({ lastAccessTime: at, expiresAt })
    .where('sessionId', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sysSession').where('sessionId', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sysSession').where('userId', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('sessionId', '<>', exceptSessionId);
  await query.execute();
}

// ---- SMS codes and their log ----

/** SMS log statuses: sent, failed, and withheld (a code the phone's account state does not allow). */
export const SMS_SENT = '0';
export const SMS_FAILED = '1';
export const SMS_WITHHELD = '2';

/** Sends (and withheld sends, so limits answer alike for every phone) since `since`, by phone or IP. */
export async function countSmsSends(db: Db, since: string, by: { phone: string } | { ipaddr: string }) {
  let query = db
    .selectFrom('sysSmsLog')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('status', 'in', [SMS_SENT, SMS_WITHHELD])
    .where('createTime', '>=', since);
  query = 'phone' in by ? query.where('phone', '=', by.phone) : query.where('ipaddr', '=', by.ipaddr);
  return Number((await query.executeTakeFirstOrThrow()).sent);
}

export interface SmsLogEntry {
  phone: string;
  purpose: string;
  driver: string;
  content: string;
  ipaddr: string;
  createTime: string;
  status: string;
  errorMsg?: string;
}

/** Records a send; gives the log row's id. */
export async function insertSmsLog(db: Db, entry: SmsLogEntry): Promise<number> {
  const row = await db.insertInto('sysSmsLog').values(entry).returning('logId').executeTakeFirstOrThrow();
  return row.logId;
}

/** Marks a send recorded as sent as refused by the gateway, with its error. */
export async function markSmsLogFailed(db: Db, logId: number, errorMsg: string): Promise<void> {
  await db
    .updateTable('sysSmsLog')
    .set({ status: SMS_FAILED, errorMsg })
    .where('logId', '=', logId)
    .execute();
}

/** The phone's codes for `purpose` that are not used up yet. */
const openCodesOf = (phone: string, purpose: string) => (eb: ExpressionBuilder<Database, 'sysSmsCode'>) =>
  eb.and([eb('phone', '=', phone), eb('purpose', '=', purpose), eb('consumedAt', 'is', null)]);

/** Retires the phone's open codes for `purpose` and stores a new one. */
export async function replaceSmsCode(
  db: Db,
  code: { phone: string; purpose: string; codeHash: string; expiresAt: string; at: string },
): Promise<void> {
  const { phone, purpose, codeHash, expiresAt, at } = code;
  await db.updateTable('sysSmsCode').set({ consumedAt: at }).where(openCodesOf(phone, purpose)).execute();
  await db.insertInto('sysSmsCode').values({ phone, purpose, codeHash, expiresAt, createdAt: at }).execute();
}

export function findOpenSmsCode(db: Db, phone: string, purpose: string) {
  return db
    .selectFrom('sysSmsCode')
    .select(['id', 'codeHash', 'attempts', 'expiresAt'])
    .where(openCodesOf(phone, purpose))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function recordWrongSmsCode(
  db: Db,
  id: number,
  attempts: number,
  consumedAt: string | null,
): Promise<void> {
  await db.updateTable('sysSmsCode').set({ attempts, consumedAt }).where('id', '=', id).execute();
}

/** Uses the code up; false when another request used it first. */
export const consumeSmsCodeRow = (db: Db, id: number, at: string): Promise<boolean> =>
  compareAndSet(db, 'sysSmsCode', { id, consumedAt: null }, { consumedAt: at });

export async function setResetTicket(db: Db, codeId: number, ticketHash: string, expiresAt: string) {
  await db.updateTable('sysSmsCode').set({ ticketHash, expiresAt }).where('id', '=', codeId).execute();
}

/** Uses up a live reset ticket of the phone; false when there is none. */
export async function takeResetTicket(db: Db, phone: string, ticketHash: string, now: string) {
  const taken = await db
    .updateTable('sysSmsCode')
    .set({ ticketHash: null })
    .where('phone', '=', phone)
    .where('purpose', '=', 'reset')
    .where('ticketHash', '=', ticketHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

// ---- image captchas ----

export async function insertCaptcha(
  db: Db,
  captcha: { uuid: string; answerHash: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('sysCaptcha').where('expiresAt', '<', now).execute();
  await db.insertInto('sysCaptcha').values(captcha).execute();
}

/** Removes the captcha and answers what it was; each captcha answers once. */
export function takeCaptcha(db: Db, uuid: string) {
  return db
    .deleteFrom('sysCaptcha')
    .where('uuid', '=', uuid)
    .returning(['answerHash', 'expiresAt'])
    .executeTakeFirst();
}

// ---- the online list and the sweeps of scheduled jobs ----

/** How many sessions the unpaged online list shows at most. */
const ONLINE_LIMIT = 1000;

/** The sessions live at `now` with their user's name, newest login first. */
export function findLiveSessions(db: Db, filter: { ipaddr?: string; userName?: string }, now: string) {
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
