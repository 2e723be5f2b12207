import type { Kysely } from 'kysely';
import type { Db } from '../../db/row-writes.js';
import type { Database } from '../../db/database.js';
import { listAnswers } from '../../db/list-query.js';
import { badRequest, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { hashPassword } from '../auth/auth.service.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { SITE_SETTING_KEYS } from '../content/settings.service.js';
import { configValue } from './config.service.js';
import { findExistingRoleIds, findSelectableRoles } from './role.queries.js';
import { roleOut } from './role.service.js';
import {
  ADMIN_ROLE_ID,
  ADMIN_ROLE_MSG,
  checkAllExist,
  checkKeepsAdminRole,
  checkUserAllowed,
  isAdminCaller,
} from './system.rules.js';
import {
  findConflictingUser,
  findUser,
  findUserRoleIds,
  insertUser,
  markUsersDeleted,
  replaceUserRoles,
  updateUserRow,
  userRows,
} from './user.queries.js';
import type { ResetPwdBody, UserAddBody, UserEditBody, UserRow, UserStatusBody } from './user.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysUserServiceImpl rules: unique account, phone and email; the super admin (user 1)
// untouchable by others and never without the admin role; nobody deletes themselves; the admin role
// given only by an admin.

export const STAFF_USER_TYPE = '00';
export const SELF_DISABLE_MSG = '不能停用当前用户';

/** A user as added (name and password required) or edited (both optional). */
export type UserInput = Omit<UserAddBody, 'userName' | 'password'> &
  Partial<Pick<UserAddBody, 'userName' | 'password'>>;

/** The columns no two live accounts share (user names: not even a deleted one), as messages name them. */
export const UNIQUE_USER_FIELDS = [
  ['userName', '登录账号'],
  ['phonenumber', '手机号码'],
  ['email', '邮箱账号'],
] as const;

/** What another account already holds of the user's name, phone and email (e.g. '手机号码'), or null. */
export async function uniqueConflict(
  db: Db,
  user: Pick<UserInput, 'userName' | 'phonenumber' | 'email'>,
  exceptUserId?: number,
): Promise<string | null> {
  for (const [column, what] of UNIQUE_USER_FIELDS) {
    const value = user[column];
    if (value && (await findConflictingUser(db, column, value, exceptUserId))) return what;
  }
  return null;
}

async function checkUnique(db: Db, action: string, user: UserInput, exceptUserId?: number) {
  const conflict = await uniqueConflict(db, user, exceptUserId);
  if (conflict) throw badRequest(`${action}用户'${user.userName ?? user.nickName}'失败，${conflict}已存在`);
}

/**
 * The roles a user will hold: known roles only; the admin role can be neither given nor taken away
 * by a caller who is not an admin.
 */
async function resolveRoleIds(db: Db, current: CurrentUser, roleIds: number[], currentIds: number[]) {
  const unique = [...new Set(roleIds)];
  checkAllExist('角色', unique, await findExistingRoleIds(db, unique));
  if (isAdminCaller(current)) return unique;
  if (unique.includes(ADMIN_ROLE_ID) && !currentIds.includes(ADMIN_ROLE_ID)) throw badRequest(ADMIN_ROLE_MSG);
  const kept = unique.filter((id) => id !== ADMIN_ROLE_ID);
  return currentIds.includes(ADMIN_ROLE_ID) ? [ADMIN_ROLE_ID, ...kept] : kept;
}

/** Replaces an existing user's roles, after the rules of resolveRoleIds; user 1 keeps the admin role. */
export async function assignRoles(trx: Db, current: CurrentUser, userId: number, roleIds: number[]) {
  const next = await resolveRoleIds(trx, current, roleIds, await findUserRoleIds(trx, userId));
  checkKeepsAdminRole(userId, next);
  await replaceUserRoles(trx, userId, next);
}

export const requireUserRow = async (db: Db, userId: number) =>
  orNotFound(await findUser(db, userId), '用户不存在');

const STATUS_LABEL: Record<string, string> = { '0': '正常', '1': '停用' };
const SEX_LABEL: Record<string, string> = { '0': '男', '1': '女', '2': '未知' };
const EXPORT_COLUMNS: ExcelColumn<UserRow>[] = [
  { header: '用户序号', key: 'userId' },
  { header: '登录名称', key: 'userName' },
  { header: '用户名称', key: 'nickName' },
  { header: '用户邮箱', key: 'email', width: 24 },
  { header: '手机号码', key: 'phonenumber', width: 16 },
  { header: '用户性别', key: 'sex', format: (value) => SEX_LABEL[String(value)] ?? '' },
  { header: '帐号状态', key: 'status', format: (value) => STATUS_LABEL[String(value)] ?? '' },
  { header: '最后登录IP', key: 'loginIp', width: 18 },
  { header: '最后登录时间', key: 'loginDate', width: 22 },
  { header: '创建时间', key: 'createTime', width: 22 },
];
export const { list: listUsers, export: exportUsers } = listAnswers(userRows, EXPORT_COLUMNS);

/** Roles offered in the user forms: the admin role only to an admin caller, as RuoYi hides it. */
export async function selectableRoles(db: Db, current: CurrentUser) {
  const roles = (await findSelectableRoles(db)).map(roleOut);
  return isAdminCaller(current) ? roles : roles.filter((role) => role.roleId !== ADMIN_ROLE_ID);
}

/** RuoYi's root department id (若依科技): clients that preselect it find it. */
const ASSOCIATION_DEPT_ID = 100;

/**
 * GET /system/user/deptTree: the association has no departments, so RuoYi's tree is one root node,
 * the association itself under its configured name.
 */
export const deptTree = async (db: Db) => [
  {
    id: ASSOCIATION_DEPT_ID,
    label: await configValue(db, SITE_SETTING_KEYS.name),
    disabled: false,
    children: [],
  },
];

/** GET /system/user/{id}: the user, the form's roles and the user's role ids. */
export async function userDetail(db: Db, current: CurrentUser, userId: number) {
  const user = await requireUserRow(db, userId);
  return {
    user,
    roleIds: await findUserRoleIds(db, userId),
    roles: await selectableRoles(db, current),
  };
}

/** The user and the roles the caller may give, flagged where the user holds them. */
export async function userAuthRoles(db: Db, current: CurrentUser, userId: number) {
  const user = await requireUserRow(db, userId);
  const assigned = new Set(await findUserRoleIds(db, userId));
  const roles = (await selectableRoles(db, current)).map((role) => ({
    ...role,
    flag: assigned.has(role.roleId),
  }));
  return { user, roles };
}

export async function createUser(db: Kysely<Database>, input: UserInput, current: CurrentUser) {
  const userName = (input.userName ?? '').trim();
  const user = { ...input, userName, nickName: input.nickName.trim() };
  const hash = await hashPassword(input.password ?? '');
  return db.transaction().execute(async (trx) => {
    await checkUnique(trx, '新增', user);
    const roleIds = await resolveRoleIds(trx, current, user.roleIds ?? [], []);
    const userId = await insertUser(trx, {
      userName,
      nickName: user.nickName,
      userType: STAFF_USER_TYPE,
      password: hash,
      ...withDefaults(user, { phonenumber: '', email: '', sex: '2', status: '0', remark: '' }),
      pwdUpdateDate: null,
      ...createdBy(current.userName),
    });
    await replaceUserRoles(trx, userId, roleIds);
    return userId;
  });
}

export async function updateUser(
  db: Kysely<Database>,
  { userId, ...input }: UserEditBody,
  current: CurrentUser,
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
    await updateUserRow(trx, userId, {
      userName: user.userName,
      nickName: user.nickName,
      ...sentFields(user, ['phonenumber', 'email', 'sex', 'status', 'remark']),
      ...updatedBy(current.userName),
    });
    if (user.roleIds !== undefined) await assignRoles(trx, current, userId, user.roleIds);
    if (user.status === '1') await revokeUserSessions(trx, userId);
  });
}

/** RuoYi's logical delete: del_flag '2', role links and sessions gone. */
export async function deleteUsers(db: Kysely<Database>, userIds: number[], current: CurrentUser) {
  if (userIds.includes(current.userId)) throw badRequest('当前用户不能删除');
  for (const userId of userIds) checkUserAllowed(current, userId);
  await db.transaction().execute(async (trx) => {
    for (const userId of userIds) await requireUserRow(trx, userId);
    await markUsersDeleted(trx, userIds, current.userName, formatTime());
    for (const userId of userIds) await revokeUserSessions(trx, userId);
  });
}

export async function resetUserPassword(
  db: Kysely<Database>,
  { userId, password }: ResetPwdBody,
  current: CurrentUser,
): Promise<void> {
  checkUserAllowed(current, userId);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await requireUserRow(trx, userId);
    // Set by someone else: pwdUpdateDate stays empty so initPasswordModify can ask for a change.
    await updateUserRow(trx, userId, { password: hash, ...updatedBy(current.userName) });
    await revokeUserSessions(trx, userId);
  });
}

export async function changeUserStatus(
  db: Kysely<Database>,
  { userId, status }: UserStatusBody,
  current: CurrentUser,
): Promise<void> {
  checkUserAllowed(current, userId);
  if (userId === current.userId && status === '1') throw badRequest(SELF_DISABLE_MSG);
  await db.transaction().execute(async (trx) => {
    await requireUserRow(trx, userId);
    await updateUserRow(trx, userId, { status, ...updatedBy(current.userName) });
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
    await assignRoles(trx, current, userId, roleIds);
    await updateUserRow(trx, userId, updatedBy(current.userName));
  });
}
