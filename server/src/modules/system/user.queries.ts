import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, aliased, withDateRange, withFilter, withSort } from '../../db/list-query.js';
import type { UserFilter } from './user.schema.js';
import type { SysUserTable } from './system.table.js';

/** Every column a client may see: never the password hash. */
export const USER_COLUMNS = aliased('u', [
  'userId',
  'userName',
  'nickName',
  'userType',
  'email',
  'phonenumber',
  'sex',
  'avatar',
  'status',
  'delFlag',
  'loginIp',
  'loginDate',
  'pwdUpdateDate',
  ...AUDIT_COLUMNS,
] as const);

const SORTABLE = {
  userId: 'u.userId',
  userName: 'u.userName',
  nickName: 'u.nickName',
  phonenumber: 'u.phonenumber',
  status: 'u.status',
  createTime: 'u.createTime',
  loginDate: 'u.loginDate',
};

/** Live accounts matching the staff list's filter, in the chosen order. */
export function userRows(db: Db, filter: UserFilter) {
  const query = withFilter(db.selectFrom('sysUser as u').where('u.delFlag', '=', '0'), filter, {
    alias: 'u',
    contains: ['userName', 'phonenumber'],
    equals: ['status'],
  });
  return withSort(withDateRange(query, 'u.createTime', filter).select(USER_COLUMNS), filter, SORTABLE, {
    column: 'u.userId',
    direction: 'asc',
  });
}

export function findUser(db: Db, userId: number) {
  return db
    .selectFrom('sysUser as u')
    .select(USER_COLUMNS)
    .where('u.userId', '=', userId)
    .where('u.delFlag', '=', '0')
    .executeTakeFirst();
}

/** The live account named `userName`. */
export function findUserByName(db: Db, userName: string) {
  return db
    .selectFrom('sysUser as u')
    .select(USER_COLUMNS)
    .where('u.userName', '=', userName)
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

export async function insertUser(db: Db, values: Insertable<SysUserTable>): Promise<number> {
  const row = await db.insertInto('sysUser').values(values).returning('userId').executeTakeFirstOrThrow();
  return row.userId;
}

export async function updateUserRow(db: Db, userId: number, values: Updateable<SysUserTable>) {
  await db.updateTable('sysUser').set(values).where('userId', '=', userId).execute();
}

/** RuoYi's logical delete: del_flag '2', and the accounts' role links gone. */
export async function markUsersDeleted(db: Db, userIds: number[], updateBy: string, updateTime: string) {
  await db
    .updateTable('sysUser')
    .set({ delFlag: '2', updateBy, updateTime })
    .where('userId', 'in', userIds)
    .execute();
  await db.deleteFrom('sysUserRole').where('userId', 'in', userIds).execute();
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

// ---- the logged-in user's own account ----

/** The stored bcrypt hash ('' for an account that logs in by SMS only), or undefined. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sysUser')
    .select('password')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.password;
}
