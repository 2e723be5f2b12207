import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { ClientInfo } from '../../http/client-info.js';
import { badRequest, HttpError } from '../../http/envelope.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import {
  countRecentFailures,
  LOGIN_FAILURE,
  LOGIN_SUCCESS,
  recordLogin,
} from '../monitor/login-log.queries.js';
import { DEFAULT_ROLE } from '../system/access.queries.js';
import { findConfigValues } from '../system/config.queries.js';
import { createSession, hashSecret, revokeUserSessions } from './session.service.js';
import type { SmsPurpose } from './sms/sms-sender.js';
import { consumeSmsCode, sendSmsCode } from './sms-code.service.js';

export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MINUTES = 10;
const RESET_TICKET_SECONDS = 10 * 60;
const BCRYPT_ROUNDS = 10;
/** userType of accounts created on the public site; staff accounts are '00'. */
export const SITE_USER_TYPE = '01';

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);
/** A valid bcrypt hash that no password matches, compared against when the account has none. */
const UNUSABLE_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_ROUNDS);

function findLiveUserByPhone(app: FastifyInstance, phone: string) {
  return app.db
    .selectFrom('sysUser')
    .select(['userId', 'userName', 'status'])
    .where('phonenumber', '=', phone)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
}

/** Whether the phone may receive a code for this purpose: login and reset need an account, register needs none. */
export async function sendCodeFor(app: FastifyInstance, phone: string, purpose: SmsPurpose, ip: string) {
  const user = await findLiveUserByPhone(app, phone);
  if (purpose === 'register' && user) throw badRequest('该手机号已注册，请直接登录');
  if (purpose !== 'register' && !user) throw badRequest('该手机号未注册，请先注册');
  if (purpose === 'login' && user?.status !== '0') throw badRequest('该账号已停用，请联系管理员');
  await sendSmsCode(app, phone, purpose, ip);
}

async function startSession(
  app: FastifyInstance,
  user: { userId: number; userName: string },
  client: ClientInfo,
  msg: string,
) {
  const token = await createSession(app.db, user.userId, client);
  await app.db
    .updateTable('sysUser')
    .set({ loginIp: client.ipaddr, loginDate: formatTime() })
    .where('userId', '=', user.userId)
    .execute();
  await recordLogin(app.db, { userName: user.userName, status: LOGIN_SUCCESS, msg, client });
  return token;
}

export async function loginWithSmsCode(
  app: FastifyInstance,
  phone: string,
  code: string,
  client: ClientInfo,
) {
  const user = await findLiveUserByPhone(app, phone);
  if (!user) throw badRequest('该手机号未注册，请先注册');
  if (user.status !== '0') throw badRequest('该账号已停用，请联系管理员');
  try {
    await consumeSmsCode(app, phone, 'login', code);
  } catch (error) {
    await recordLogin(app.db, {
      userName: user.userName,
      status: LOGIN_FAILURE,
      msg: (error as Error).message,
      client,
    });
    throw error;
  }
  return startSession(app, user, client, '登录成功');
}

export async function loginWithPassword(
  app: FastifyInstance,
  userName: string,
  password: string,
  client: ClientInfo,
) {
  const fail = async (msg: string) => {
    await recordLogin(app.db, { userName, status: LOGIN_FAILURE, msg, client });
    return badRequest(msg);
  };
  const lockWindowStart = secondsFromNow(-PASSWORD_LOCK_MINUTES * 60);
  if ((await countRecentFailures(app.db, userName, lockWindowStart)) >= PASSWORD_MAX_FAILURES) {
    throw badRequest(`密码输入错误${PASSWORD_MAX_FAILURES}次，帐户锁定${PASSWORD_LOCK_MINUTES}分钟`);
  }
  const user = await app.db
    .selectFrom('sysUser')
    .select(['userId', 'userName', 'password', 'status'])
    .where('userName', '=', userName)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  // One message and one bcrypt comparison for an unknown name and a wrong password, so names cannot be probed.
  const matches = await bcrypt.compare(password, user?.password || UNUSABLE_HASH);
  if (!user?.password || !matches) {
    throw await fail('用户不存在/密码错误');
  }
  if (user.status !== '0') throw await fail('该账号已停用，请联系管理员');
  return startSession(app, user, client, '登录成功');
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Creates a public-site account for a verified phone and logs it in. The phone is the account name. */
export async function registerByPhone(
  app: FastifyInstance,
  input: { phone: string; code: string; nickName: string; password: string },
  client: ClientInfo,
) {
  if (await findLiveUserByPhone(app, input.phone)) throw badRequest('该手机号已注册，请直接登录');
  await consumeSmsCode(app, input.phone, 'register', input.code);
  const now = formatTime();
  let userId: number;
  try {
    const row = await app.db
      .insertInto('sysUser')
      .values({
        userName: input.phone,
        nickName: input.nickName.trim(),
        phonenumber: input.phone,
        userType: SITE_USER_TYPE,
        password: await hashPassword(input.password),
        pwdUpdateDate: now,
        createBy: input.phone,
        createTime: now,
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    userId = row.userId;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('该手机号已注册，请直接登录');
    throw error;
  }
  return startSession(app, { userId, userName: input.phone }, client, '注册成功');
}

/** Trades a verified reset code for a one-time ticket that allows setting a new password. */
export async function checkResetCode(app: FastifyInstance, phone: string, code: string) {
  const codeId = await consumeSmsCode(app, phone, 'reset', code);
  const resetToken = randomBytes(24).toString('base64url');
  await app.db
    .updateTable('sysSmsCode')
    .set({ ticketHash: hashSecret(resetToken), expiresAt: secondsFromNow(RESET_TICKET_SECONDS) })
    .where('id', '=', codeId)
    .execute();
  return resetToken;
}

/** Sets the new password with a ticket from `checkResetCode`, then ends every session of the account. */
export async function resetPassword(
  app: FastifyInstance,
  phone: string,
  resetToken: string,
  password: string,
) {
  const ticket = await app.db
    .updateTable('sysSmsCode')
    .set({ ticketHash: null })
    .where('phone', '=', phone)
    .where('purpose', '=', 'reset')
    .where('ticketHash', '=', hashSecret(resetToken))
    .where('expiresAt', '>', formatTime())
    .executeTakeFirst();
  if (Number(ticket.numUpdatedRows) !== 1) throw badRequest('重置凭证已失效，请重新验证手机号');
  const user = await findLiveUserByPhone(app, phone);
  if (!user) throw badRequest('该手机号未注册，请先注册');
  await replacePassword(app.db, user, password);
}

/**
 * Stores a new password and ends the account's sessions — all of them, or all but the one that
 * asked for the change — in one transaction.
 */
export async function replacePassword(
  db: Kysely<Database>,
  user: { userId: number; userName: string },
  password: string,
  keepSessionId?: string,
): Promise<void> {
  const hash = await hashPassword(password);
  const now = formatTime();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sysUser')
      .set({ password: hash, pwdUpdateDate: now, updateBy: user.userName, updateTime: now })
      .where('userId', '=', user.userId)
      .execute();
    await revokeUserSessions(trx, user.userId, keepSessionId);
  });
}

/** What `/getInfo` answers: the user, role keys (ROLE_DEFAULT when none), permissions and flags. */
export async function describeUser(app: FastifyInstance, { userId, roles, permissions }: CurrentUser) {
  const user = await app.db
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
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(401, '认证失败，无法访问系统资源');
  const settings = await findConfigValues(app.db, [
    'sys.account.initPasswordModify',
    'sys.account.passwordValidateDays',
  ]);
  const initPasswordModify = settings.get('sys.account.initPasswordModify') === '1';
  const validDays = Number(settings.get('sys.account.passwordValidateDays') ?? 0);
  const { pwdUpdateDate, ...profile } = user;
  return {
    user: profile,
    roles: roles.length ? roles : [DEFAULT_ROLE],
    permissions,
    // Membership arrives with the membership module; until then nobody is a member.
    isMember: false,
    isDefaultModifyPwd: initPasswordModify && !pwdUpdateDate,
    isPasswordExpired:
      validDays > 0 && !!pwdUpdateDate && dayjs().diff(dayjs(pwdUpdateDate), 'day') > validDays,
  };
}
