import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';
import {
  countRoleUsers,
  findConflictingRole,
  findExistingMenuIds,
  findExistingUserIds,
  findRole,
  replaceRoleMenus,
} from './role.queries.js';
import { ADMIN_ROLE_ID, ADMIN_ROLE_MSG, ADMIN_USER_ID, ADMIN_USER_MSG } from './user.service.js';

// RuoYi's SysRoleServiceImpl rules: unique name and key, the admin role untouchable, a role in use
// kept; the admin role's members managed only by an admin.

type Db = Kysely<Database> | Transaction<Database>;

export interface RoleInput {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status?: string;
  menuIds?: number[];
  menuCheckStrictly?: boolean;
  remark?: string;
}

/** RuoYi stores the tree flag as 1/0 and answers a boolean. */
export function roleOut<T extends { menuCheckStrictly: number; deptCheckStrictly: number }>(role: T) {
  return {
    ...role,
    menuCheckStrictly: role.menuCheckStrictly === 1,
    deptCheckStrictly: role.deptCheckStrictly === 1,
  };
}

export function checkRoleAllowed(roleId: number): void {
  if (roleId === ADMIN_ROLE_ID) throw badRequest(ADMIN_ROLE_MSG);
}

export async function requireRole(db: Db, roleId: number) {
  const role = await findRole(db, roleId);
  if (!role) throw notFound('角色不存在');
  return role;
}

async function checkUnique(db: Db, action: string, role: RoleInput, exceptRoleId?: number) {
  if (await findConflictingRole(db, 'roleName', role.roleName, exceptRoleId)) {
    throw badRequest(`${action}角色'${role.roleName}'失败，角色名称已存在`);
  }
  if (await findConflictingRole(db, 'roleKey', role.roleKey, exceptRoleId)) {
    throw badRequest(`${action}角色'${role.roleName}'失败，角色权限已存在`);
  }
}

async function menuIdsOf(db: Db, menuIds: number[]) {
  const unique = [...new Set(menuIds)];
  if ((await findExistingMenuIds(db, unique)).length !== unique.length) throw badRequest('菜单不存在');
  return unique;
}

const trimmed = (role: RoleInput): RoleInput => ({
  ...role,
  roleName: role.roleName.trim(),
  roleKey: role.roleKey.trim(),
});

export async function createRole(db: Kysely<Database>, current: CurrentUser, input: RoleInput) {
  const role = trimmed(input);
  if (role.roleKey === ADMIN_ROLE_KEY) throw badRequest(`新增角色'${role.roleName}'失败，角色权限已存在`);
  return db.transaction().execute(async (trx) => {
    await checkUnique(trx, '新增', role);
    const menuIds = await menuIdsOf(trx, role.menuIds ?? []);
    const row = await trx
      .insertInto('sysRole')
      .values({
        roleName: role.roleName,
        roleKey: role.roleKey,
        roleSort: role.roleSort,
        status: role.status ?? '0',
        menuCheckStrictly: role.menuCheckStrictly === false ? 0 : 1,
        remark: role.remark ?? '',
        createBy: current.userName,
        createTime: formatTime(),
      })
      .returning('roleId')
      .executeTakeFirstOrThrow();
    await replaceRoleMenus(trx, row.roleId, menuIds);
    return row.roleId;
  });
}

export async function updateRole(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  input: RoleInput,
) {
  checkRoleAllowed(roleId);
  const role = trimmed(input);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await checkUnique(trx, '修改', role, roleId);
    await trx
      .updateTable('sysRole')
      .set({
        roleName: role.roleName,
        roleKey: role.roleKey,
        roleSort: role.roleSort,
        ...(role.status !== undefined ? { status: role.status } : {}),
        ...(role.menuCheckStrictly !== undefined
          ? { menuCheckStrictly: role.menuCheckStrictly ? 1 : 0 }
          : {}),
        ...(role.remark !== undefined ? { remark: role.remark } : {}),
        updateBy: current.userName,
        updateTime: formatTime(),
      })
      .where('roleId', '=', roleId)
      .execute();
    if (role.menuIds !== undefined) await replaceRoleMenus(trx, roleId, await menuIdsOf(trx, role.menuIds));
  });
}

export async function changeRoleStatus(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  status: string,
) {
  checkRoleAllowed(roleId);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await trx
      .updateTable('sysRole')
      .set({ status, updateBy: current.userName, updateTime: formatTime() })
      .where('roleId', '=', roleId)
      .execute();
  });
}

/** RuoYi's logical delete (del_flag '2'); the role's menu links go with it. */
export async function deleteRoles(db: Kysely<Database>, current: CurrentUser, roleIds: number[]) {
  for (const roleId of roleIds) checkRoleAllowed(roleId);
  await db.transaction().execute(async (trx) => {
    for (const roleId of roleIds) {
      const role = await requireRole(trx, roleId);
      if ((await countRoleUsers(trx, roleId)) > 0) throw badRequest(`${role.roleName}已分配,不能删除`);
    }
    await trx
      .updateTable('sysRole')
      .set({ delFlag: '2', updateBy: current.userName, updateTime: formatTime() })
      .where('roleId', 'in', roleIds)
      .execute();
    await trx.deleteFrom('sysRoleMenu').where('roleId', 'in', roleIds).execute();
    await trx.deleteFrom('sysUserRole').where('roleId', 'in', roleIds).execute();
  });
}

/** Members of the admin role are managed by an admin only, and user 1 keeps it. */
function checkMembershipAllowed(current: CurrentUser, roleId: number, userIds: number[], removing: boolean) {
  if (roleId !== ADMIN_ROLE_ID) return;
  if (!current.roles.includes(ADMIN_ROLE_KEY)) throw badRequest(ADMIN_ROLE_MSG);
  if (removing && userIds.includes(ADMIN_USER_ID)) throw badRequest(ADMIN_USER_MSG);
}

export async function removeRoleUsers(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  userIds: number[],
) {
  checkMembershipAllowed(current, roleId, userIds, true);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    await trx.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute();
  });
}

export async function addRoleUsers(
  db: Kysely<Database>,
  current: CurrentUser,
  roleId: number,
  userIds: number[],
) {
  checkMembershipAllowed(current, roleId, userIds, false);
  await db.transaction().execute(async (trx) => {
    await requireRole(trx, roleId);
    const existing = await findExistingUserIds(trx, userIds);
    if (existing.length !== userIds.length) throw badRequest('用户不存在');
    const holders = await trx
      .selectFrom('sysUserRole')
      .select('userId')
      .where('roleId', '=', roleId)
      .where('userId', 'in', userIds)
      .execute();
    const held = new Set(holders.map((row) => row.userId));
    const added = userIds.filter((userId) => !held.has(userId));
    if (added.length > 0) {
      await trx
        .insertInto('sysUserRole')
        .values(added.map((userId) => ({ userId, roleId })))
        .execute();
    }
  });
}
