import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/row-writes.js';

export const ADMIN_ROLE_KEY = 'admin';
export const ALL_PERMISSIONS = '*:*:*';
/** The role a user without any role is given, as SPEC.md §4 says. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

/** The user's links (`ur`) to roles (`r`) that are enabled and not deleted: what the user may do. */
export const enabledRoleLinks = (db: Db, userId: number) =>
  db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.roleId', 'ur.roleId')
    .where('ur.userId', '=', userId)
    .where('r.status', '=', '0')
    .where('r.delFlag', '=', '0');

/** The user's enabled roles, in role order. */
export function findRoles(db: Kysely<Database>, userId: number) {
  return enabledRoleLinks(db, userId)
    .select(['r.roleKey', 'r.roleName'])
    .orderBy('r.roleSort')
    .orderBy('r.roleId')
    .execute();
}

/** Keys of the user's enabled roles. */
export async function findRoleKeys(db: Kysely<Database>, userId: number): Promise<string[]> {
  return (await findRoles(db, userId)).map((row) => row.roleKey);
}

/** Permission strings granted through the user's enabled roles and menus; admin holds them all. */
export async function findPermissions(
  db: Kysely<Database>,
  userId: number,
  roleKeys: string[],
): Promise<string[]> {
  if (roleKeys.includes(ADMIN_ROLE_KEY)) return [ALL_PERMISSIONS];
  const rows = await enabledRoleLinks(db, userId)
    .innerJoin('sysRoleMenu as rm', 'rm.roleId', 'r.roleId')
    .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
    .select('m.perms')
    .distinct()
    .where('m.status', '=', '0')
    .where('m.perms', 'is not', null)
    .where('m.perms', '<>', '')
    .execute();
  // A menu may list several permissions separated by commas, as in RuoYi.
  return [...new Set(rows.flatMap((row) => (row.perms ?? '').split(',').map((perm) => perm.trim())))].filter(
    Boolean,
  );
}

export function hasPermission(permissions: string[], permission: string): boolean {
  return permissions.includes(ALL_PERMISSIONS) || permissions.includes(permission);
}
