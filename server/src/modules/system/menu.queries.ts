import { findExistingIds, findSiblingNamed, numberedRows } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, aliased, withFilter } from '../../db/list-query.js';
import { enabledRoleLinks } from './access.queries.js';
import type { MenuListQuery } from './menu-admin.schema.js';

const ROUTER_COLUMNS = aliased('m', [
  'menuId',
  'menuName',
  'parentId',
  'orderNum',
  'path',
  'component',
  'query',
  'routeName',
  'isFrame',
  'isCache',
  'menuType',
  'visible',
  'icon',
] as const);

const MENU_COLUMNS = [
  ...ROUTER_COLUMNS,
  ...aliased('m', ['status', 'perms', ...AUDIT_COLUMNS] as const),
] as const;

/** Ids of the menus the user's enabled roles hold. */
const heldMenuIds = (db: Db, userId: number) =>
  enabledRoleLinks(db, userId).innerJoin('sysRoleMenu as rm', 'rm.roleId', 'r.roleId').select('rm.menuId');

/** Enabled directories and pages (not buttons): every one (`userId` undefined), else those the user holds. */
export function findRouterMenus(db: Db, userId?: number) {
  let query = db
    .selectFrom('sysMenu as m')
    .select(ROUTER_COLUMNS)
    .where('m.menuType', 'in', ['M', 'C'])
    .where('m.status', '=', '0');
  if (userId !== undefined) query = query.where('m.menuId', 'in', heldMenuIds(db, userId));
  return query.orderBy('m.parentId').orderBy('m.orderNum').execute();
}

/** Every menu (`userId` undefined), else those the user's enabled roles hold. */
export function findMenus(db: Db, filter: MenuListQuery, userId?: number) {
  let query = withFilter(db.selectFrom('sysMenu as m').select(MENU_COLUMNS), filter, {
    alias: 'm',
    contains: ['menuName'],
    equals: ['status', 'visible'],
  });
  if (userId !== undefined) query = query.where('m.menuId', 'in', heldMenuIds(db, userId));
  return query.orderBy('m.parentId').orderBy('m.orderNum').orderBy('m.menuId').execute();
}

export function findMenu(db: Db, menuId: number) {
  return db.selectFrom('sysMenu as m').select(MENU_COLUMNS).where('m.menuId', '=', menuId).executeTakeFirst();
}

/** Ids among `menuIds` of menus that exist. */
export const findExistingMenuIds = (db: Db, menuIds: number[]) =>
  findExistingIds(db, 'sysMenu', 'menuId', menuIds);

/** The role's menu ids; with `strictly`, parents of a checked child are left out (the tree links them). */
export async function findRoleMenuIds(db: Db, roleId: number, strictly: boolean): Promise<number[]> {
  let query = db
    .selectFrom('sysRoleMenu as rm')
    .innerJoin('sysMenu as m', 'm.menuId', 'rm.menuId')
    .select('m.menuId')
    .where('rm.roleId', '=', roleId);
  if (strictly) {
    query = query.where('m.menuId', 'not in', (eb) =>
      eb
        .selectFrom('sysMenu as c')
        .innerJoin('sysRoleMenu as crm', 'crm.menuId', 'c.menuId')
        .select('c.parentId')
        .where('crm.roleId', '=', roleId),
    );
  }
  const rows = await query.orderBy('m.parentId').orderBy('m.orderNum').execute();
  return rows.map((row) => row.menuId);
}

export const findSiblingByName = (db: Db, parentId: number, menuName: string, exceptMenuId?: number) =>
  findSiblingNamed(
    db,
    'sysMenu',
    { id: 'menuId', name: 'menuName' },
    { parentId, name: menuName, exceptId: exceptMenuId },
  );

/** What keeps a menu from being deleted: menus under it, roles that hold it. */
export async function findMenuLinks(db: Db, menuId: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('sysMenu').select('menuId').where('parentId', '=', menuId)).as('hasChildren'),
      eb.exists(eb.selectFrom('sysRoleMenu').select('roleId').where('menuId', '=', menuId)).as('assigned'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 1 / 0, PostgreSQL true / false.
  return { hasChildren: Boolean(row.hasChildren), assigned: Boolean(row.assigned) };
}

/** menuId → parentId of every menu, to walk up from a would-be parent. */
export async function findParentLinks(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('sysMenu').select(['menuId', 'parentId']).execute();
  return new Map(rows.map((row) => [row.menuId, row.parentId]));
}

const menuWrites = numberedRows('sysMenu', 'menuId');
export const { insert: insertMenu, update: updateMenuRow } = menuWrites;

export const deleteMenuRow = (db: Db, menuId: number) => menuWrites.remove(db, [menuId]);
