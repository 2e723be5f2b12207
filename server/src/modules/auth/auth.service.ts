import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
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
import {
  findLiveUserByName,
  findLiveUserByPhone,
  findUserInfo,
  insertSiteUser,
  markLogin,
  setResetTicket,
  takeResetTicket,
  updatePassword,
} from './auth.queries.js';
import { isBlacklisted } from './ip-blacklist.js';
import {
  createSession,
  hashSecret,
  mustChangeInitialPassword,
  revokeUserSessions,
} from './session.service.js';
import type { CodePurpose } from './sms/sms-sender.js';
import { consumeSmsCode, sendSmsCode } from './sms-code.service.js';
import { isMember } from '../member/membership.service.js';

export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MINUTES = 10;
export const ALREADY_REGISTERED_MSG = '该手机号已注册，请直接登录';
const RESET_TICKET_SECONDS = 10 * 60;
const BCRYPT_ROUNDS = 10;
/** userType of accounts created on the public site; staff accounts are '00'. */
export const SITE_USER_TYPE = '01';

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);
/** A valid bcrypt hash that no password matches, compared against when the account has none. */
const UNUSABLE_HASH = bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_ROUNDS);

/** The account settings the tokenless endpoints obey, read once per call. */
async function accountSettings(app: FastifyInstance) {
  const values = await findConfigValues(app.db, ['sys.account.registerUser', 'sys.login.blackIPList']);
  return {
    registrationOpen: values.get('sys.account.registerUser') !== 'false',
    blackIpList: values.get('sys.login.blackIPList'),
  };
}

export const REGISTRATION_CLOSED_MSG = '当前系统没有开启注册功能！';
export const BLACKLISTED_IP_MSG = '很遗憾，访问IP已被列入系统黑名单';

/**
 * Sends a code for `purpose`. The answer is the same whether or not the phone has an account:
 * login and reset codes for a phone without one are withheld (the SMS log says so), and a
 * registration code goes out even to a registered phone, whose owner learns it is registered only
 * after proving the phone is theirs.
 */
export async function sendCodeFor(app: FastifyInstance, phone: string, purpose: CodePurpose, ip: string) {
  if (purpose === 'register' && !(await accountSettings(app)).registrationOpen) {
    throw badRequest(REGISTRATION_CLOSED_MSG);
  }
  const user = purpose === 'register' ? undefined : await findLiveUserByPhone(app.db, phone);
  const withheld = purpose !== 'register' && !user ? '手机号未注册，未发送' : undefined;
  await sendSmsCode(app, phone, purpose, ip, withheld);
}

/** Refuses a login from a blacklisted address, recording the attempt. */
async function refuseBlacklisted(app: FastifyInstance, userName: string, client: ClientInfo) {
  if (!isBlacklisted((await accountSettings(app)).blackIpList, client.ipaddr)) return;
  await recordLogin(app.db, { userName, status: LOGIN_FAILURE, msg: BLACKLISTED_IP_MSG, client });
  throw new HttpError(403, BLACKLISTED_IP_MSG);
}

async function startSession(
  app: FastifyInstance,
  user: { userId: number; userName: string },
  client: ClientInfo,
  msg: string,
) {
  const token = await createSession(app.db, user.userId, client);
  await markLogin(app.db, user.userId, client.ipaddr, formatTime());
  await recordLogin(app.db, { userName: user.userName, status: LOGIN_SUCCESS, msg, client });
  return token;
}

/** Logs in with an SMS code; the code is checked before the account, so no answer tells whether the phone has one. */
export async function loginWithSmsCode(
  app: FastifyInstance,
  phone: string,
  code: string,
  client: ClientInfo,
) {
  await refuseBlacklisted(app, phone, client);
  const user = await findLiveUserByPhone(app.db, phone);
  const userName = user?.userName ?? phone;
  try {
    await consumeSmsCode(app, phone, 'login', code);
  } catch (error) {
    await recordLogin(app.db, { userName, status: LOGIN_FAILURE, msg: (error as Error).message, client });
    throw error;
  }
  if (!user) throw badRequest('短信验证码已失效，请重新获取');
  if (user.status !== '0') throw badRequest('该账号已停用，请联系管理员');
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
  await refuseBlacklisted(app, userName, client);
  const lockWindowStart = secondsFromNow(-PASSWORD_LOCK_MINUTES * 60);
  if ((await countRecentFailures(app.db, userName, lockWindowStart)) >= PASSWORD_MAX_FAILURES) {
    throw badRequest(`密码输入错误${PASSWORD_MAX_FAILURES}次，帐户锁定${PASSWORD_LOCK_MINUTES}分钟`);
  }
  const user = await findLiveUserByName(app.db, userName);
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
  if (!(await accountSettings(app)).registrationOpen) throw badRequest(REGISTRATION_CLOSED_MSG);
  await refuseBlacklisted(app, input.phone, client);
  await consumeSmsCode(app, input.phone, 'register', input.code);
  if (await findLiveUserByPhone(app.db, input.phone)) throw badRequest(ALREADY_REGISTERED_MSG);
  let userId: number;
  try {
    userId = await insertSiteUser(app.db, {
      userName: input.phone,
      nickName: input.nickName.trim(),
      phonenumber: input.phone,
      userType: SITE_USER_TYPE,
      password: await hashPassword(input.password),
      at: formatTime(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(ALREADY_REGISTERED_MSG);
    throw error;
  }
  return startSession(app, { userId, userName: input.phone }, client, '注册成功');
}

/**
 * The account of a phone, created when there is none (no password: it logs in by SMS code), inside
 * the caller's transaction: how staff bring in people who already belong, e.g. imported members.
 */
export async function accountOfPhone(
  db: Kysely<Database> | Transaction<Database>,
  phone: string,
  nickName: string,
): Promise<number> {
  const user = await findLiveUserByPhone(db, phone);
  if (user) return user.userId;
  return insertSiteUser(db, {
    userName: phone,
    nickName,
    phonenumber: phone,
    userType: SITE_USER_TYPE,
    password: '',
    at: formatTime(),
  });
}

/** Trades a verified reset code for a one-time ticket that allows setting a new password. */
export async function checkResetCode(app: FastifyInstance, phone: string, code: string) {
  const codeId = await consumeSmsCode(app, phone, 'reset', code);
  const resetToken = randomBytes(24).toString('base64url');
  await setResetTicket(app.db, codeId, hashSecret(resetToken), secondsFromNow(RESET_TICKET_SECONDS));
  return resetToken;
}

/** Sets the new password with a ticket from `checkResetCode`, then ends every session of the account. */
export async function resetPassword(
  app: FastifyInstance,
  phone: string,
  resetToken: string,
  password: string,
) {
  if (!(await takeResetTicket(app.db, phone, hashSecret(resetToken), formatTime()))) {
    throw badRequest('重置凭证已失效，请重新验证手机号');
  }
  // A ticket exists only for a phone whose code was verified, so this names no unknown phone.
  const user = await findLiveUserByPhone(app.db, phone);
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
    await updatePassword(trx, user, hash, now);
    await revokeUserSessions(trx, user.userId, keepSessionId);
  });
}

/** What `/getInfo` answers: the user, role keys (ROLE_DEFAULT when none), permissions and flags. */
export async function describeUser(app: FastifyInstance, { userId, roles, permissions }: CurrentUser) {
  const user = await findUserInfo(app.db, userId);
  if (!user) throw new HttpError(401, '认证失败，无法访问系统资源');
  const [settings, member] = await Promise.all([
    findConfigValues(app.db, ['sys.account.initPasswordModify', 'sys.account.passwordValidateDays']),
    isMember(app.db, userId),
  ]);
  const validDays = Number(settings.get('sys.account.passwordValidateDays') ?? 0);
  const { pwdUpdateDate, password, ...profile } = user;
  return {
    user: profile,
    roles: roles.length ? roles : [DEFAULT_ROLE],
    permissions,
    isMember: member,
    isDefaultModifyPwd: mustChangeInitialPassword(settings.get('sys.account.initPasswordModify'), {
      pwdUpdateDate,
      hasPassword: Boolean(password),
    }),
    isPasswordExpired:
      validDays > 0 && !!pwdUpdateDate && dayjs().diff(dayjs(pwdUpdateDate), 'day') > validDays,
  };
}
