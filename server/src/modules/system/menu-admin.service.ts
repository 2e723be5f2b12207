import type { Kysely } from 'kysely';
import type { Db } from '../../db/row-writes.js';
import type { Database } from '../../db/database.js';
import { badRequest, orNotFound } from '../../http/envelope.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { MenuAddBody, MenuEditBody, MenuListQuery, TreeSelect } from './menu-admin.schema.js';
import {
  deleteMenuRow,
  findMenu,
  findMenuLinks,
  findMenus,
  findParentLinks,
  findRoleMenuIds,
  findSiblingByName,
  insertMenu,
  updateMenuRow,
} from './menu.queries.js';
import { type Menu, toTree } from './menu.service.js';
import { requireRole } from './role.service.js';
import { isAdminCaller } from './system.rules.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// RuoYi's SysMenuServiceImpl for the menu admin pages (getRouters lives in menu.service.ts).

type MenuRow = Awaited<ReturnType<typeof findMenus>>[number];

export type MenuInput = MenuAddBody;

export type { TreeSelect };

/** As RuoYi answers SysMenu: isFrame / isCache as '0' / '1', an empty `children`. */
export const menuOut = (menu: MenuRow) => ({
  ...menu,
  isFrame: String(menu.isFrame),
  isCache: String(menu.isCache),
  children: [] as never[],
});

/** The menus the caller may see: all for an admin, else those of their roles (as RuoYi). */
export const visibleMenus = (db: Db, current: CurrentUser, filter: MenuListQuery = {}) =>
  findMenus(db, filter, isAdminCaller(current) ? undefined : current.userId);

export const listMenus = async (db: Db, filter: MenuListQuery, current: CurrentUser) =>
  (await visibleMenus(db, current, filter)).map(menuOut);

type Node = Menu & { children: Node[] };
function toTreeSelect(nodes: Node[]): TreeSelect[] {
  return nodes.map((node) => ({
    id: node.menuId,
    label: node.menuName,
    ...(node.children.length > 0 ? { children: toTreeSelect(node.children) } : {}),
  }));
}

export async function menuTreeSelect(db: Db, current: CurrentUser): Promise<TreeSelect[]> {
  return toTreeSelect(toTree(await visibleMenus(db, current)));
}

export async function roleMenuTreeSelect(db: Db, current: CurrentUser, roleId: number) {
  const role = await requireRole(db, roleId);
  return {
    checkedKeys: await findRoleMenuIds(db, roleId, role.menuCheckStrictly === 1),
    menus: await menuTreeSelect(db, current),
  };
}

export async function requireMenu(db: Db, menuId: number) {
  return orNotFound(await findMenu(db, menuId), '菜单不存在');
}

export const menuDetail = async (db: Db, menuId: number) => menuOut(await requireMenu(db, menuId));

function valuesOf(menu: MenuInput) {
  return {
    menuName: menu.menuName.trim(),
    parentId: menu.parentId ?? 0,
    orderNum: menu.orderNum,
    path: menu.path?.trim() ?? '',
    component: menu.component?.trim() || null,
    query: menu.query?.trim() || null,
    routeName: menu.routeName?.trim() ?? '',
    isFrame: menu.isFrame === '0' ? 0 : 1,
    isCache: menu.isCache === '1' ? 1 : 0,
    menuType: menu.menuType,
    visible: menu.visible ?? '0',
    status: menu.status ?? '0',
    perms: menu.perms?.trim() ?? '',
    icon: menu.icon?.trim() || '#',
    remark: menu.remark ?? '',
  };
}

async function checkMenu(db: Db, action: string, menu: ReturnType<typeof valuesOf>, menuId?: number) {
  const failed = (why: string) => badRequest(`${action}菜单'${menu.menuName}'失败，${why}`);
  if (menuId !== undefined && menu.parentId === menuId) throw failed('上级菜单不能选择自己');
  if (await findSiblingByName(db, menu.parentId, menu.menuName, menuId)) throw failed('菜单名称已存在');
  if (menu.isFrame === 0 && !/^https?:\/\//.test(menu.path)) throw failed('地址必须以http(s)://开头');
  if (menu.parentId !== 0) {
    const parents = await findParentLinks(db);
    if (!parents.has(menu.parentId)) throw failed('上级菜单不存在');
    // Walking up from the new parent must not meet the menu itself (no cycles).
    for (let id = menu.parentId, steps = 0; id !== 0 && steps < 100; steps += 1) {
      if (id === menuId) throw failed('上级菜单不能选择其下级菜单');
      id = parents.get(id) ?? 0;
    }
  }
}

export async function createMenu(db: Kysely<Database>, input: MenuInput, current: CurrentUser) {
  const menu = valuesOf(input);
  return db.transaction().execute(async (trx) => {
    await checkMenu(trx, '新增', menu);
    return insertMenu(trx, { ...menu, ...createdBy(current.userName) });
  });
}

export async function updateMenu(
  db: Kysely<Database>,
  { menuId, ...input }: MenuEditBody,
  current: CurrentUser,
) {
  const menu = valuesOf(input);
  await db.transaction().execute(async (trx) => {
    await requireMenu(trx, menuId);
    await checkMenu(trx, '修改', menu, menuId);
    await updateMenuRow(trx, menuId, { ...menu, ...updatedBy(current.userName) });
  });
}

export async function deleteMenu(db: Kysely<Database>, menuId: number) {
  await db.transaction().execute(async (trx) => {
    await requireMenu(trx, menuId);
    const links = await findMenuLinks(trx, menuId);
    if (links.hasChildren) throw badRequest('存在子菜单,不允许删除');
    if (links.assigned) throw badRequest('菜单已分配,不允许删除');
    await deleteMenuRow(trx, menuId);
  });
}
