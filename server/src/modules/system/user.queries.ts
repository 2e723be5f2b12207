import { findExistingIds, numberedRows } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, aliased, withDateRange, withFilter, withSort } from '../../db/list-query.js';
import type { UserFilter } from './user.schema.js';

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

/** Live accounts (not deleted) as a client may see them. */
export const liveUsers = (db: Db) =>
  db.selectFrom('sysUser as u').select(USER_COLUMNS).where('u.delFlag', '=', '0');

/** Live accounts matching the staff list's filter, in the chosen order. */
export function userRows(db: Db, filter: UserFilter) {
  const searched = withFilter(liveUsers(db), filter, {
    alias: 'u',
    contains: ['userName', 'phonenumber'],
    equals: ['status'],
  });
  const fallback = { column: 'u.userId', direction: 'asc' } as const;
  return withSort(withDateRange(searched, 'u.createTime', filter), filter, SORTABLE, fallback);
}

export const findUser = (db: Db, userId: number) =>
  liveUsers(db).where('u.userId', '=', userId).executeTakeFirst();

/** The live account named `userName`. */
export const findUserByName = (db: Db, userName: string) =>
  liveUsers(db).where('u.userName', '=', userName).executeTakeFirst();

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
export const findExistingUserIds = (db: Db, userIds: number[]) =>
  findExistingIds(db, 'sysUser', 'userId', userIds, { live: true });

const userWrites = numberedRows('sysUser', 'userId');
export const { insert: insertUser, update: updateUserRow } = userWrites;

/** RuoYi's logical delete: del_flag '2', and the accounts' role links gone. */
export async function markUsersDeleted(db: Db, userIds: number[], updateBy: string, updateTime: string) {
  await userWrites.markDeleted(db, userIds, { updateBy, updateTime });
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
