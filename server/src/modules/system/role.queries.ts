import { findExistingIds, numberedRows } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import {
  AUDIT_COLUMNS,
  aliased,
  tablePage,
  withDateRange,
  withFilter,
  withSort,
  listReads,
} from '../../db/list-query.js';
import type { Paging } from '../../http/schemas.js';
import type { RoleFilter } from './role.schema.js';
import { liveUsers } from './user.queries.js';

export const ROLE_COLUMNS = aliased('r', [
  'roleId',
  'roleName',
  'roleKey',
  'roleSort',
  'dataScope',
  'menuCheckStrictly',
  'deptCheckStrictly',
  'status',
  'delFlag',
  ...AUDIT_COLUMNS,
] as const);

const SORTABLE = {
  roleId: 'r.roleId',
  roleName: 'r.roleName',
  roleKey: 'r.roleKey',
  roleSort: 'r.roleSort',
  status: 'r.status',
  createTime: 'r.createTime',
};

/** Roles not deleted, with every column a client may see. */
const liveRoles = (db: Db) => db.selectFrom('sysRole as r').select(ROLE_COLUMNS).where('r.delFlag', '=', '0');

/** Live roles matching the staff list's filter, in the chosen order. */
function roleRows(db: Db, filter: RoleFilter) {
  const searched = withFilter(liveRoles(db), filter, {
    alias: 'r',
    contains: ['roleName', 'roleKey'],
    equals: ['status'],
  });
  const fallback = { column: 'r.roleSort', direction: 'asc' } as const;
  return withSort(withDateRange(searched, 'r.createTime', filter), filter, SORTABLE, fallback).orderBy(
    'r.roleId',
  );
}

export const { page: findRolePage, all: findRoles } = listReads(roleRows);

/** Roles a user can be given: not deleted, enabled, in role order. */
export const findSelectableRoles = (db: Db) =>
  liveRoles(db).where('r.status', '=', '0').orderBy('r.roleSort').orderBy('r.roleId').execute();

export const findRole = (db: Db, roleId: number) =>
  liveRoles(db).where('r.roleId', '=', roleId).executeTakeFirst();

export async function findConflictingRole(
  db: Db,
  column: 'roleName' | 'roleKey',
  value: string,
  exceptRoleId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom('sysRole').select('roleId').where(column, '=', value).where('delFlag', '=', '0');
  if (exceptRoleId !== undefined) query = query.where('roleId', '<>', exceptRoleId);
  return (await query.executeTakeFirst())?.roleId;
}

/** Ids among `roleIds` of roles that exist and are not deleted. */
export const findExistingRoleIds = (db: Db, roleIds: number[]) =>
  findExistingIds(db, 'sysRole', 'roleId', roleIds, { live: true });

export async function countRoleUsers(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysUser as u', 'u.userId', 'ur.userId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ur.roleId', '=', roleId)
    .where('u.delFlag', '=', '0')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const roleWrites = numberedRows('sysRole', 'roleId');
export const { insert: insertRole, update: updateRoleRow } = roleWrites;

/** RuoYi's logical delete (del_flag '2'); the roles' menu and user links go with them. */
export async function markRolesDeleted(db: Db, roleIds: number[], updateBy: string, updateTime: string) {
  await roleWrites.markDeleted(db, roleIds, { updateBy, updateTime });
  await db.deleteFrom('sysRoleMenu').where('roleId', 'in', roleIds).execute();
  await db.deleteFrom('sysUserRole').where('roleId', 'in', roleIds).execute();
}

export async function replaceRoleMenus(db: Db, roleId: number, menuIds: number[]): Promise<void> {
  await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute();
  for (let start = 0; start < menuIds.length; start += 500) {
    await db
      .insertInto('sysRoleMenu')
      .values(menuIds.slice(start, start + 500).map((menuId) => ({ roleId, menuId })))
      .execute();
  }
}

// ---- the role's members ----

export interface AuthUserFilter {
  roleId: number;
  userName?: string;
  phonenumber?: string;
}

/** Live users who hold (or, with `allocated` false, do not hold) the role. */
export function findAuthUserPage(db: Db, filter: AuthUserFilter, allocated: boolean, paging: Paging) {
  const holders = db.selectFrom('sysUserRole').select('userId').where('roleId', '=', filter.roleId);
  const users = liveUsers(db).where('u.userId', allocated ? 'in' : 'not in', holders);
  const query = withFilter(users, filter, { alias: 'u', contains: ['userName', 'phonenumber'] });
  return tablePage(query.orderBy('u.userId'), paging);
}

/** Which of `userIds` hold the role already. */
export async function findRoleMemberIds(db: Db, roleId: number, userIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('sysUserRole')
    .select('userId')
    .where('roleId', '=', roleId)
    .where('userId', 'in', userIds)
    .execute();
  return rows.map((row) => row.userId);
}

export async function insertRoleMembers(db: Db, roleId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('sysUserRole')
    .values(userIds.map((userId) => ({ userId, roleId })))
    .execute();
}

export async function deleteRoleMembers(db: Db, roleId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('roleId', '=', roleId).where('userId', 'in', userIds).execute();
}
