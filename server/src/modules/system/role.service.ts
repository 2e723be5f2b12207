import type { Kysely } from 'kysely';
import type { Db } from '../../db/row-writes.js';
import type { Database } from '../../db/database.js';
import { badRequest, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';
import { findExistingMenuIds } from './menu.queries.js';
import {
  type AuthUserFilter,
  countRoleUsers,
  deleteRoleMembers,
  findAuthUserPage,
  findConflictingRole,
  findRole,
  findRoleMemberIds,
  findRolePage,
  findRoles,
  insertRole,
  insertRoleMembers,
  markRolesDeleted,
  replaceRoleMenus,
  updateRoleRow,
} from './role.queries.js';
import type { RoleAddBody, RoleEditBody, RoleFilter, RoleStatusBody } from './role.schema.js';
import {
  ADMIN_ROLE_ID,
  ADMIN_ROLE_MSG,
  ADMIN_USER_ID,
  checkAllExist,
  isAdminCaller,
  KEEP_ADMIN_ROLE_MSG,
} from './system.rules.js';
import { findExistingUserIds } from './user.queries.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysRoleServiceImpl rules: unique name and key, the admin role untouchable, a role in use
// kept; the admin role's members managed only by an admin.

type PageInput = Parameters<typeof pagingOf>[0];

export type RoleInput = RoleAddBody;

/** RuoYi stores the tree flags as 1/0 and answers booleans. */
export function roleOut<T extends { menuCheckStrictly: number; deptCheckStrictly: number }>(
  role: T,
): Omit<T, 'menuCheckStrictly' | 'deptCheckStrictly'> & {
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
} {
  return {
    ...role,
    menuCheckStrictly: role.menuCheckStrictly === 1,
    deptCheckStrictly: role.deptCheckStrictly === 1,
  };
}

export function checkRoleAllowed(roleId: number): void {
  if (roleId === ADMIN_ROLE_ID) throw badRequest(ADMIN_ROLE_MSG);
}

export const requireRole = async (db: Db, roleId: number) =>
  orNotFound(await findRole(db, roleId), '角色不存在');

export async function listRoles(db: Db, query: RoleFilter & PageInput) {
  const page = await findRolePage(db, query, pagingOf(query));
  return { ...page, rows: page.rows.map(roleOut) };
}

const EXPORT_COLUMNS: ExcelColumn<Awaited<ReturnType<typeof findRoles>>[number]>[] = [
  { header: '角色序号', key: 'roleId' },
  { header: '角色名称', key: 'roleName' },
  { header: '角色权限', key: 'roleKey', width: 20 },
  { header: '角色排序', key: 'roleSort' },
  { header: '角色状态', key: 'status', format: (value) => (value === '0' ? '正常' : '停用') },
  { header: '创建时间', key: 'createTime', width: 22 },
];
export const exportRoles = async (db: Db, filter: RoleFilter) => ({
  columns: EXPORT_COLUMNS,
  rows: await findRoles(db, filter),
});

/** Every live role, enabled or not (the role pickers of other screens). */
export const roleOptions = async (db: Db) => (await findRoles(db, {})).map(roleOut);

export const roleDetail = async (db: Db, roleId: number) => roleOut(await requireRole(db, roleId));

async function checkUnique(db: Db, action: string, role: RoleInput, exceptRoleId?: number) {
  if (await findConflictingRole(db, 'roleName', role.roleName, exceptRoleId)) {
    throw badRequest(`${action}角色'${role.roleName}'失败，角色名称已存在`);
  }
  if (await findConflictingRole(db, 'roleKey', role.roleKey, exceptRoleId)) {
    throw badRequest(`${action}角色'${role.roleName}'失败，角色权限已存在`);
  }
}

/** The distinct menu ids, every one an existing menu. */
async function menuIdsOf(db: Db, menuIds: number[]) {
  const unique = [...new Set(menuIds)];
  checkAllExist('菜单', unique, await findExistingMenuIds(db, unique));
  return unique;
}

const trimmed = (role: RoleInput): RoleInput => ({
  ...role,
  roleName: role.roleName.trim(),
  roleKey: role.roleKey.trim(),
});

export async function createRole(db: Kysely<Database>, input: RoleInput, current: CurrentUser) {
  const role = trimmed(input);
  if (role.roleKey === ADMIN_ROLE_KEY) throw badRequest(`新增角色'${role.roleName}'失败，角色权限已存在`);
  return db.transaction().execute(async (trx) => {
    await checkUnique(trx, '新增', role);
    const menuIds = await menuIdsOf(trx, role.menuIds ?? []);
    const roleId = await insertRole(trx, {
      roleName: role.roleName,
      roleKey: role.roleKey,
      roleSort: role.roleSort,
      ...withDefaults(role, { status: '0', remark: '' }),
      menuCheckStrictly: role.menuCheckStrictly === false ? 0 : 1,
      deptCheckStrictly: role.deptCheckStrictly === false ? 0 : 1,
      ...createdBy(current.userName),
    });
    await replaceRoleMenus(trx, roleId, menuIds);
    return roleId;
  });
}

export async function updateRole(
  db: Kysely<Database>,
  { roleId, ...input }: RoleEditBody,
  current: CurrentUser,
) {
  checkRoleAllowed(roleId);
  const role = trimmed(input);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await checkUnique(trx, '修改', role, roleId);
    await updateRoleRow(trx, roleId, {
      roleName: role.roleName,
      roleKey: role.roleKey,
      roleSort: role.roleSort,
      ...sentFields(role, ['status', 'remark']),
      ...(role.menuCheckStrictly !== undefined ? { menuCheckStrictly: role.menuCheckStrictly ? 1 : 0 } : {}),
      ...(role.deptCheckStrictly !== undefined ? { deptCheckStrictly: role.deptCheckStrictly ? 1 : 0 } : {}),
      ...updatedBy(current.userName),
    });
    if (role.menuIds !== undefined) await replaceRoleMenus(trx, roleId, await menuIdsOf(trx, role.menuIds));
  });
}

export async function changeRoleStatus(
  db: Kysely<Database>,
  { roleId, status }: RoleStatusBody,
  current: CurrentUser,
) {
  checkRoleAllowed(roleId);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await updateRoleRow(trx, roleId, { status, ...updatedBy(current.userName) });
  });
}

/** RuoYi's logical delete (del_flag '2'); the role's menu links go with it. */
export async function deleteRoles(db: Kysely<Database>, roleIds: number[], current: CurrentUser) {
  for (const roleId of roleIds) checkRoleAllowed(roleId);
  await db.transaction().execute(async (trx) => {
    for (const roleId of roleIds) {
      const role = await requireRole(trx, roleId);
      if ((await countRoleUsers(trx, roleId)) > 0) throw badRequest(`${role.roleName}已分配,不能删除`);
    }
    await markRolesDeleted(trx, roleIds, current.userName, formatTime());
  });
}

// ---- the role's members ----

export const listAuthUsers = (db: Db, query: AuthUserFilter & PageInput, allocated: boolean) =>
  findAuthUserPage(db, query, allocated, pagingOf(query));

/** Members of the admin role are managed by an admin only. */
function checkMembershipAllowed(current: CurrentUser, roleId: number) {
  if (roleId === ADMIN_ROLE_ID && !isAdminCaller(current)) throw badRequest(ADMIN_ROLE_MSG);
}

export async function removeRoleUsers(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  userIds: number[],
) {
  checkMembershipAllowed(current, roleId);
  if (roleId === ADMIN_ROLE_ID && userIds.includes(ADMIN_USER_ID)) throw badRequest(KEEP_ADMIN_ROLE_MSG);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await deleteRoleMembers(trx, roleId, userIds);
  });
}

export async function addRoleUsers(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  userIds: number[],
) {
  checkMembershipAllowed(current, roleId);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    checkAllExist('用户', userIds, await findExistingUserIds(trx, userIds));
    const held = new Set(await findRoleMemberIds(trx, roleId, userIds));
    await insertRoleMembers(
      trx,
      roleId,
      userIds.filter((userId) => !held.has(userId)),
    );
  });
}
