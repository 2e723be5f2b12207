import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { containsText } from '../../db/contains-text.js';
import type { Paging } from '../../http/schemas.js';
import { type DateRange } from '../../http/schemas.js';
import { withDateRange, withSort } from '../../db/list-query.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every column a client may see: never the password hash. */
export const USER_COLUMNS = [
  'u.userId',
  'u.userName',
  'u.nickName',
  'u.userType',
  'u.email',
  'u.phonenumber',
  'u.sex',
  'u.avatar',
  'u.status',
  'u.delFlag',
  'u.loginIp',
  'u.loginDate',
  'u.pwdUpdateDate',
  'u.createBy',
  'u.createTime',
  'u.updateBy',
  'u.updateTime',
  'u.remark',
] as const;

export interface UserFilter extends DateRange {
  userName?: string;
  phonenumber?: string;
  status?: string;
  orderByColumn?: string;
  isAsc?: string;
}

const SORTABLE = {
  userId: 'u.userId',
  userName: 'u.userName',
  nickName: 'u.nickName',
  phonenumber: 'u.phonenumber',
  status: 'u.status',
  createTime: 'u.createTime',
  loginDate: 'u.loginDate',
};

function filtered(db: Db, filter: UserFilter) {
  let query = db.selectFrom('sysUser as u').where('u.delFlag', '=', '0');
  if (filter.userName) query = query.where(containsText('u.userName', filter.userName));
  if (filter.phonenumber) query = query.where(containsText('u.phonenumber', filter.phonenumber));
  if (filter.status) query = query.where('u.status', '=', filter.status);
  return withDateRange(query, 'u.createTime', filter);
}

export async function findUserPage(db: Db, filter: UserFilter, paging: Paging) {
  const total = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await withSort(filtered(db, filter).select(USER_COLUMNS), filter, SORTABLE, {
    column: 'u.userId',
    direction: 'asc',
  })
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export function findUsers(db: Db, filter: UserFilter) {
  return withSort(filtered(db, filter).select(USER_COLUMNS), filter, SORTABLE, {
    column: 'u.userId',
    direction: 'asc',
  })
    .limit(10000)
    .execute();
}

export function findUser(db: Db, userId: number) {
  return db
    .selectFrom('sysUser as u')
    .select(USER_COLUMNS)
    .where('u.userId', '=', userId)
    .where('u.delFlag', '=', '0')
    .executeTakeFirst();
}

/** Ids of the user's roles (whatever their status), in role order. */
export async function findUserRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .select('ur.roleId')
    .where('ur.userId', '=', userId)
    .where('r.delFlag', '=', '0')
    .orderBy('r.roleSort')
    .orderBy('r.roleId')
    .execute();
  return rows.map((row) => row.roleId);
}

/** Roles a user can be given: not deleted, enabled, in role order. */
export function findSelectableRoles(db: Db) {
  return db
    .selectFrom('sysRole')
    .select([
      'roleId',
      'roleName',
      'roleKey',
      'roleSort',
      'dataScope',
      'menuCheckStrictly',
      'deptCheckStrictly',
      'status',
      'delFlag',
      'createBy',
      'createTime',
      'updateBy',
      'updateTime',
      'remark',
    ])
    .where('delFlag', '=', '0')
    .where('status', '=', '0')
    .orderBy('roleSort')
    .orderBy('roleId')
    .execute();
}

/** The id of another account already holding `value` in `column` (user names: even deleted ones). */
export async function findConflictingUser(
  db: Db,
  column: 'userName' | 'phonenumber' | 'email',
  value: string,
  exceptUserId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom('sysUser').select('userId').where(column, '=', value);
  // The unique index on user_name also covers deleted accounts; phone and email only live ones.
  if (column !== 'userName') query = query.where('delFlag', '=', '0');
  if (exceptUserId !== undefined) query = query.where('userId', '<>', exceptUserId);
  return (await query.executeTakeFirst())?.userId;
}

/** Ids among `roleIds` that exist and are not deleted. */
export async function findExistingRoleIds(db: Db, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('sysRole')
    .select('roleId')
    .where('roleId', 'in', roleIds)
    .where('delFlag', '=', '0')
    .execute();
  return rows.map((row) => row.roleId);
}

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('sysUserRole')
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .execute();
  }
}
