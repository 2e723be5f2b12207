import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { containsText } from '../../db/contains-text.js';
import type { Paging } from '../../http/schemas.js';
import { USER_COLUMNS } from './user.queries.js';
import { type DateRange } from '../../http/schemas.js';
import { withDateRange, withSort } from '../../db/list-query.js';

type Db = Kysely<Database> | Transaction<Database>;

export const ROLE_COLUMNS = [
  'r.roleId',
  'r.roleName',
  'r.roleKey',
  'r.roleSort',
  'r.dataScope',
  'r.menuCheckStrictly',
  'r.deptCheckStrictly',
  'r.status',
  'r.delFlag',
  'r.createBy',
  'r.createTime',
  'r.updateBy',
  'r.updateTime',
  'r.remark',
] as const;

export interface RoleFilter extends DateRange {
  roleName?: string;
  roleKey?: string;
  status?: string;
  orderByColumn?: string;
  isAsc?: string;
}

const SORTABLE = {
  roleId: 'r.roleId',
  roleName: 'r.roleName',
  roleKey: 'r.roleKey',
  roleSort: 'r.roleSort',
  status: 'r.status',
  createTime: 'r.createTime',
};

function filtered(db: Db, filter: RoleFilter) {
  let query = db.selectFrom('sysRole as r').where('r.delFlag', '=', '0');
  if (filter.roleName) query = query.where(containsText('r.roleName', filter.roleName));
  if (filter.roleKey) query = query.where(containsText('r.roleKey', filter.roleKey));
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return withDateRange(query, 'r.createTime', filter);
}

const sorted = (db: Db, filter: RoleFilter) =>
  withSort(filtered(db, filter).select(ROLE_COLUMNS), filter, SORTABLE, {
    column: 'r.roleSort',
    direction: 'asc',
  }).orderBy('r.roleId');

export async function findRolePage(db: Db, filter: RoleFilter, paging: Paging) {
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await sorted(db, filter).limit(paging.limit).offset(paging.offset).execute();
  return { rows, total: Number(total.n) };
}

export const findRoles = (db: Db, filter: RoleFilter) => sorted(db, filter).limit(10000).execute();

export function findRole(db: Db, roleId: number) {
  return db
    .selectFrom('sysRole as r')
    .select(ROLE_COLUMNS)
    .where('r.roleId', '=', roleId)
    .where('r.delFlag', '=', '0')
    .executeTakeFirst();
}

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

export async function findExistingMenuIds(db: Db, menuIds: number[]): Promise<number[]> {
  if (menuIds.length === 0) return [];
  const rows = await db.selectFrom('sysMenu').select('menuId').where('menuId', 'in', menuIds).execute();
  return rows.map((row) => row.menuId);
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

export interface AuthUserFilter {
  roleId: number;
  userName?: string;
  phonenumber?: string;
}

/** Live users who hold (or, with `allocated` false, do not hold) the role. */
export async function findAuthUserPage(db: Db, filter: AuthUserFilter, allocated: boolean, paging: Paging) {
  const holders = db.selectFrom('sysUserRole').select('userId').where('roleId', '=', filter.roleId);
  let query = db
    .selectFrom('sysUser as u')
    .where('u.delFlag', '=', '0')
    .where('u.userId', allocated ? 'in' : 'not in', holders);
  if (filter.userName) query = query.where(containsText('u.userName', filter.userName));
  if (filter.phonenumber) query = query.where(containsText('u.phonenumber', filter.phonenumber));
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(USER_COLUMNS)
    .orderBy('u.userId')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** Ids among `userIds` of live accounts. */
export async function findExistingUserIds(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('sysUser')
    .select('userId')
    .where('userId', 'in', userIds)
    .where('delFlag', '=', '0')
    .execute();
  return rows.map((row) => row.userId);
}
