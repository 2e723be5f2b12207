import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';
import type { SysMenuTable } from './system.table.js';

export type Menu = Pick<
  Selectable<SysMenuTable>,
  | 'menuId'
  | 'menuName'
  | 'parentId'
  | 'orderNum'
  | 'path'
  | 'component'
  | 'query'
  | 'routeName'
  | 'isFrame'
  | 'isCache'
  | 'menuType'
  | 'visible'
  | 'icon'
>;
type MenuNode = Menu & { children: MenuNode[] };

/** RuoYi's RouterVo: what RuoYi-Vue clients turn into routes. Empty fields are left out. */
export interface RouterVo {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: { title: string; icon: string; noCache: boolean; link?: string };
  children?: RouterVo[];
}

const MENU_COLUMNS = [
  'm.menuId',
  'm.menuName',
  'm.parentId',
  'm.orderNum',
  'm.path',
  'm.component',
  'm.query',
  'm.routeName',
  'm.isFrame',
  'm.isCache',
  'm.menuType',
  'm.visible',
  'm.icon',
] as const;

/** Directories and pages (not buttons) the user's roles allow; all of them for admin. */
export async function findRouterMenus(
  db: Kysely<Database>,
  userId: number,
  roleKeys: string[],
): Promise<Menu[]> {
  const base = db
    .selectFrom('sysMenu as m')
    .select(MENU_COLUMNS)
    .where('m.menuType', 'in', ['M', 'C'])
    .where('m.status', '=', '0')
    .orderBy('m.parentId')
    .orderBy('m.orderNum');
  if (roleKeys.includes(ADMIN_ROLE_KEY)) return base.execute();
  return base
    .where('m.menuId', 'in', (eb) =>
      eb
        .selectFrom('sysRoleMenu as rm')
        .innerJoin('sysUserRole as ur', 'ur.roleId', 'rm.roleId')
        .innerJoin('sysRole as r', 'r.roleId', 'rm.roleId')
        .select('rm.menuId')
        .where('ur.userId', '=', userId)
        .where('r.status', '=', '0')
        .where('r.delFlag', '=', '0'),
    )
    .execute();
}

export function toTree(menus: Menu[]): MenuNode[] {
  const nodes = new Map(menus.map((menu) => [menu.menuId, { ...menu, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === 0) roots.push(node);
  }
  return roots;
}

const isHttp = (path: string) => /^https?:\/\//.test(path);
/** A top-level page: RuoYi wraps it in a Layout parent so it still gets the shell. */
const isMenuFrame = (menu: Menu) => menu.parentId === 0 && menu.menuType === 'C' && menu.isFrame === 1;
/** A web address shown inside the shell (isFrame 1) rather than opened in a new tab. */
const isInnerLink = (menu: Menu) => menu.isFrame === 1 && isHttp(menu.path);
const isParentView = (menu: Menu) => menu.parentId !== 0 && menu.menuType === 'M';
/** Turns `https://a.b/c` into a path segment usable as a route (`a/b/c`), as RuoYi does. */
const innerLinkPath = (path: string) =>
  path
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const routeName = (name: string, path: string) => capitalize(name || path.replace(/^\//, ''));

function routerPath(menu: Menu): string {
  if (menu.parentId !== 0 && isInnerLink(menu)) return innerLinkPath(menu.path);
  if (menu.parentId === 0 && menu.menuType === 'M' && menu.isFrame === 1) return `/${menu.path}`;
  if (isMenuFrame(menu)) return '/';
  return menu.path;
}

function component(menu: Menu): string {
  if (menu.component && !isMenuFrame(menu)) return menu.component;
  if (!menu.component && menu.parentId !== 0 && isInnerLink(menu)) return 'InnerLink';
  if (!menu.component && isParentView(menu)) return 'ParentView';
  return 'Layout';
}

function meta(menu: Menu) {
  return {
    title: menu.menuName,
    icon: menu.icon,
    noCache: menu.isCache === 1,
    ...(isHttp(menu.path) ? { link: menu.path } : {}),
  };
}

function withoutEmpty(router: RouterVo): RouterVo {
  return Object.fromEntries(
    Object.entries(router).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as unknown as RouterVo;
}

/** RuoYi's SysMenuServiceImpl.buildMenus, so an unmodified RuoYi-Vue client reads our menus. */
export function buildRouters(nodes: MenuNode[]): RouterVo[] {
  return nodes.map((menu) => {
    const router: RouterVo = {
      hidden: menu.visible === '1',
      name: isMenuFrame(menu) ? '' : routeName(menu.routeName, menu.path),
      path: routerPath(menu),
      component: component(menu),
      query: menu.query ?? undefined,
      meta: meta(menu),
    };
    if (menu.children.length > 0 && menu.menuType === 'M') {
      router.alwaysShow = true;
      router.redirect = 'noRedirect';
      router.children = buildRouters(menu.children);
    } else if (isMenuFrame(menu)) {
      router.meta = undefined;
      router.children = [
        withoutEmpty({
          path: menu.path,
          component: menu.component ?? undefined,
          name: routeName(menu.routeName, menu.path),
          meta: meta(menu),
          query: menu.query ?? undefined,
          hidden: false,
        }),
      ];
    } else if (menu.parentId === 0 && isInnerLink(menu)) {
      router.meta = { title: menu.menuName, icon: menu.icon, noCache: false };
      router.path = '/';
      router.children = [
        withoutEmpty({
          path: innerLinkPath(menu.path),
          component: 'InnerLink',
          name: routeName(menu.routeName, innerLinkPath(menu.path)),
          meta: meta(menu),
          hidden: false,
        }),
      ];
    }
    return withoutEmpty(router);
  });
}

export async function routersFor(
  db: Kysely<Database>,
  userId: number,
  roleKeys: string[],
): Promise<RouterVo[]> {
  return buildRouters(toTree(await findRouterMenus(db, userId, roleKeys)));
}
