import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { ADMIN_ROLE_KEY } from './access.queries.js';
import { findRouterMenus } from './menu.queries.js';
import type { RouterVo } from './system.schema.js';
import type { SysMenuTable } from './system.table.js';

// getRouters: the menus a user's roles allow, as the router JSON RuoYi-Vue clients build routes from.

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

/** The routers of the user's enabled directories and pages; every one for admin. */
export async function routersFor(
  db: Kysely<Database>,
  userId: number,
  roleKeys: string[],
): Promise<RouterVo[]> {
  const menus = await findRouterMenus(db, roleKeys.includes(ADMIN_ROLE_KEY) ? undefined : userId);
  return buildRouters(toTree(menus));
}
