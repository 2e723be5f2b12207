import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { hashPassword } from '../auth/auth.service.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';
import {
  findConflictingUser,
  findExistingRoleIds,
  findSelectableRoles,
  findUser,
  findUserRoleIds,
  replaceUserRoles,
} from './user.queries.js';

// RuoYi's SysUserServiceImpl rules: unique account, phone and email; the super admin (user 1)
// untouchable by others; nobody deletes themselves; the admin role given only by an admin.

export const ADMIN_USER_ID = 1;
export const ADMIN_ROLE_ID = 1;
export const ADMIN_USER_MSG = '不允许操作超级管理员用户';
export const ADMIN_ROLE_MSG = '不允许操作超级管理员角色';
export const STAFF_USER_TYPE = '00';
export const SELF_DISABLE_MSG = '不能停用当前用户';

type Db = Kysely<Database> | Transaction<Database>;

export interface UserInput {
  userName?: string;
  nickName: string;
  password?: string;
  phonenumber?: string;
  email?: string;
  sex?: string;
  status?: string;
  remark?: string;
  roleIds?: number[];
}

const isAdminCaller = (current: CurrentUser) => current.roles.includes(ADMIN_ROLE_KEY);

/** Refuses to touch the super admin unless the caller is that account. */
export function checkUserAllowed(current: CurrentUser, userId: number): void {
  if (userId === ADMIN_USER_ID && current.userId !== ADMIN_USER_ID) throw badRequest(ADMIN_USER_MSG);
}

async function checkUnique(db: Db, action: string, user: UserInput, exceptUserId?: number) {
  const failed = (what: string) =>
    badRequest(`${action}用户'${user.userName ?? user.nickName}'失败，${what}已存在`);
  if (user.userName && (await findConflictingUser(db, 'userName', user.userName, exceptUserId))) {
    throw failed('登录账号');
  }
  if (user.phonenumber && (await findConflictingUser(db, 'phonenumber', user.phonenumber, exceptUserId))) {
    throw failed('手机号码');
  }
  if (user.email && (await findConflictingUser(db, 'email', user.email, exceptUserId))) {
    throw failed('邮箱账号');
  }
}

/**
 * The roles the user will hold: known roles only; the admin role can be neither given nor taken
 * away by a caller who is not an admin.
 */
async function resolveRoleIds(db: Db, current: CurrentUser, roleIds: number[], currentIds: number[]) {
  const unique = [...new Set(roleIds)];
  const existing = await findExistingRoleIds(db, unique);
  if (existing.length !== unique.length) throw badRequest('角色不存在');
  if (isAdminCaller(current)) return unique;
  if (unique.includes(ADMIN_ROLE_ID) && !currentIds.includes(ADMIN_ROLE_ID)) throw badRequest(ADMIN_ROLE_MSG);
  const kept = unique.filter((id) => id !== ADMIN_ROLE_ID);
  return currentIds.includes(ADMIN_ROLE_ID) ? [ADMIN_ROLE_ID, ...kept] : kept;
}

export async function requireUserRow(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound('用户不存在');
  return user;
}

export async function createUser(db: Kysely<Database>, current: CurrentUser, input: UserInput) {
  const userName = (input.userName ?? '').trim();
  const user = { ...input, userName, nickName: input.nickName.trim() };
  const hash = await hashPassword(input.password ?? '');
  return db.transaction().execute(async (trx) => {
    await checkUnique(trx, '新增', user);
    const roleIds = await resolveRoleIds(trx, current, user.roleIds ?? [], []);
    const now = formatTime();
    const row = await trx
      .insertInto('sysUser')
      .values({
        userName,
        nickName: user.nickName,
        userType: STAFF_USER_TYPE,
        password: hash,
        phonenumber: user.phonenumber ?? '',
        email: user.email ?? '',
        sex: user.sex ?? '2',
        status: user.status ?? '0',
        remark: user.remark ?? '',
        pwdUpdateDate: null,
        createBy: current.userName,
        createTime: now,
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    await replaceUserRoles(trx, row.userId, roleIds);
    return row.userId;
  });
}

export async function updateUser(
  db: Kysely<Database>,
  current: CurrentUser,
  userId: number,
  input: UserInput,
): Promise<void> {
  checkUserAllowed(current, userId);
  await db.transaction().execute(async (trx) => {
    const existing = await requireUserRow(trx, userId);
    const user = {
      ...input,
      userName: input.userName?.trim() || existing.userName,
      nickName: input.nickName.trim(),
    };
    await checkUnique(trx, '修改', user, userId);
    if (userId === current.userId && user.status === '1') throw badRequest(SELF_DISABLE_MSG);
    await trx
      .updateTable('sysUser')
      .set({
        userName: user.userName,
        nickName: user.nickName,
        ...(user.phonenumber !== undefined ? { phonenumber: user.phonenumber } : {}),
        ...(user.email !== undefined ? { email: user.email } : {}),
        ...(user.sex !== undefined ? { sex: user.sex } : {}),
        ...(user.status !== undefined ? { status: user.status } : {}),
        ...(user.remark !== undefined ? { remark: user.remark } : {}),
        updateBy: current.userName,
        updateTime: formatTime(),
      })
      .where('userId', '=', userId)
      .execute();
    if (user.roleIds !== undefined) {
      const currentIds = await findUserRoleIds(trx, userId);
      await replaceUserRoles(trx, userId, await resolveRoleIds(trx, current, user.roleIds, currentIds));
    }
    if (user.status === '1') await revokeUserSessions(trx, userId);
  });
}

/** RuoYi's logical delete: del_flag '2', role links and sessions gone. */
export async function deleteUsers(db: Kysely<Database>, current: CurrentUser, userIds: number[]) {
  if (userIds.includes(current.userId)) throw badRequest('当前用户不能删除');
  for (const userId of userIds) checkUserAllowed(current, userId);
  await db.transaction().execute(async (trx) => {
    for (const userId of userIds) await requireUserRow(trx, userId);
    await trx
      .updateTable('sysUser')
      .set({ delFlag: '2', updateBy: current.userName, updateTime: formatTime() })
      .where('userId', 'in', userIds)
      .execute();
    await trx.deleteFrom('sysUserRole').where('userId', 'in', userIds).execute();
    await trx.deleteFrom('sysSession').where('userId', 'in', userIds).execute();
  });
}

export async function resetUserPassword(
  db: Kysely<Database>,
  current: CurrentUser,
  userId: number,
  password: string,
): Promise<void> {
  checkUserAllowed(current, userId);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await requireUserRow(trx, userId);
    const now = formatTime();
    // Set by someone else: pwdUpdateDate stays empty so initPasswordModify can ask for a change.
    await trx
      .updateTable('sysUser')
      .set({ password: hash, updateBy: current.userName, updateTime: now })
      .where('userId', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId);
  });
}

export async function changeUserStatus(
  db: Kysely<Database>,
  current: CurrentUser,
  userId: number,
  status: string,
): Promise<void> {
  checkUserAllowed(current, userId);
  if (userId === current.userId && status === '1') throw badRequest(SELF_DISABLE_MSG);
  await db.transaction().execute(async (trx) => {
    await requireUserRow(trx, userId);
    await trx
      .updateTable('sysUser')
      .set({ status, updateBy: current.userName, updateTime: formatTime() })
      .where('userId', '=', userId)
      .execute();
    if (status === '1') await revokeUserSessions(trx, userId);
  });
}

export async function assignUserRoles(
  db: Kysely<Database>,
  current: CurrentUser,
  userId: number,
  roleIds: number[],
): Promise<void> {
  checkUserAllowed(current, userId);
  await db.transaction().execute(async (trx) => {
    await requireUserRow(trx, userId);
    const currentIds = await findUserRoleIds(trx, userId);
    await replaceUserRoles(trx, userId, await resolveRoleIds(trx, current, roleIds, currentIds));
    await trx
      .updateTable('sysUser')
      .set({ updateBy: current.userName, updateTime: formatTime() })
      .where('userId', '=', userId)
      .execute();
  });
}

/** Roles offered in the user forms: the admin role only to an admin caller, as RuoYi hides it. */
export async function selectableRoles(db: Db, current: CurrentUser) {
  const roles = await findSelectableRoles(db);
  return isAdminCaller(current) ? roles : roles.filter((role) => role.roleId !== ADMIN_ROLE_ID);
}
