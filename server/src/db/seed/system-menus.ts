import type { Insertable } from 'kysely';
import type { SysMenuTable } from '../../modules/system/system.table.js';

/**
 * The admin menu tree: RuoYi-Vue's standard menus (same ids, paths, components and permission
 * strings as its ry_*.sql, without dept, post, druid, cache, form builder and the RuoYi
 * website link), plus the association's content menus (id 4 and 2000+).
 */

const CREATED = '2026-11-23 00:00:00';

type Menu = Insertable<SysMenuTable>;

const common = {
  query: null,
  routeName: '',
  isFrame: 1,
  isCache: 0,
  visible: '0',
  status: '0',
  createBy: 'admin',
  createTime: CREATED,
} as const;

/** A directory (M): rendered by Layout at the top level, ParentView below. */
export function dir(
  menuId: number,
  menuName: string,
  parentId: number,
  orderNum: number,
  path: string,
  icon: string,
  remark: string,
): Menu {
  return {
    ...page(menuId, menuName, parentId, orderNum, path, '', '', icon, remark),
    component: null,
    menuType: 'M',
  };
}

/** A page (C) with its component and list permission. */
export function page(
  menuId: number,
  menuName: string,
  parentId: number,
  orderNum: number,
  path: string,
  component: string,
  perms: string,
  icon: string,
  remark: string,
): Menu {
  return {
    ...common,
    menuId,
    menuName,
    parentId,
    orderNum,
    path,
    component,
    menuType: 'C',
    perms,
    icon,
    remark,
  };
}

/** A button (F): a permission only. RuoYi leaves the path of the first buttons empty, '#' after. */
function button(menuId: number, menuName: string, parentId: number, orderNum: number, perms: string): Menu {
  const path = menuId < 1016 ? '' : '#';
  return {
    ...page(menuId, menuName, parentId, orderNum, path, '', perms, '#', ''),
    component: null,
    menuType: 'F',
  };
}

/** A top-level directory (remarked "<name>目录") and its pages, numbered on from its id. */
export function menuSection(
  rootId: number,
  name: string,
  orderNum: number,
  path: string,
  icon: string,
  items: Parameters<typeof pages>[2],
): Menu[] {
  return [dir(rootId, name, 0, orderNum, path, icon, `${name}目录`), ...pages(rootId + 1, rootId, items)];
}

/** Pages numbered from firstId under one directory, in the order given, each remarked "<name>菜单". */
export function pages(
  firstId: number,
  parentId: number,
  items: [name: string, path: string, component: string, perms: string, icon: string][],
): Menu[] {
  return items.map(([name, path, component, perms, icon], i) =>
    page(firstId + i, name, parentId, i + 1, path, component, perms, icon, `${name}菜单`),
  );
}

/** Buttons numbered from firstId under one page, in the order given. */
export function buttons(firstId: number, parentId: number, items: [name: string, perms: string][]): Menu[] {
  return items.map(([name, perms], i) => button(firstId + i, name, parentId, i + 1, perms));
}

/** What each standard action's button is called after the noun: 用户 + 查询. */
const ACTION_NAMES = {
  query: '查询',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  import: '导入',
  audit: '审核',
} as const;
type Action = keyof typeof ACTION_NAMES;

/** The four actions of a page that keeps records. */
export const CRUD: readonly Action[] = ['query', 'add', 'edit', 'remove'];

/**
 * The buttons of one resource (`system:user`), numbered from firstId in the order given: a standard
 * action is named noun + action (用户查询, `system:user:query`); any other is given as [name, perms].
 */
export function resourceButtons(
  firstId: number,
  parentId: number,
  resource: string,
  noun: string,
  actions: readonly (Action | [name: string, perms: string])[],
): Menu[] {
  return buttons(
    firstId,
    parentId,
    actions.map((action) =>
      typeof action === 'string' ? [`${noun}${ACTION_NAMES[action]}`, `${resource}:${action}`] : action,
    ),
  );
}

/** The membership menus' directory (ids 3000–3099). */
export const MEMBER_MENU_ROOT = 3000;

export const systemMenus: Menu[] = [
  // Top-level directories.
  dir(1, '系统管理', 0, 1, 'system', 'system', '系统管理目录'),
  dir(2, '系统监控', 0, 2, 'monitor', 'monitor', '系统监控目录'),
  dir(3, '系统工具', 0, 3, 'tool', 'tool', '系统工具目录'),
  dir(4, '内容管理', 0, 4, 'content', 'documentation', '内容管理目录'),

  // Pages.
  page(100, '用户管理', 1, 1, 'user', 'system/user/index', 'system:user:list', 'user', '用户管理菜单'),
  page(101, '角色管理', 1, 2, 'role', 'system/role/index', 'system:role:list', 'peoples', '角色管理菜单'),
  page(102, '菜单管理', 1, 3, 'menu', 'system/menu/index', 'system:menu:list', 'tree-table', '菜单管理菜单'),
  page(105, '字典管理', 1, 6, 'dict', 'system/dict/index', 'system:dict:list', 'dict', '字典管理菜单'),
  page(106, '参数设置', 1, 7, 'config', 'system/config/index', 'system:config:list', 'edit', '参数设置菜单'),
  page(
    107,
    '通知公告',
    1,
    8,
    'notice',
    'system/notice/index',
    'system:notice:list',
    'message',
    '通知公告菜单',
  ),
  dir(108, '日志管理', 1, 9, 'log', 'log', '日志管理菜单'),
  page(
    109,
    '在线用户',
    2,
    1,
    'online',
    'monitor/online/index',
    'monitor:online:list',
    'online',
    '在线用户菜单',
  ),
  page(110, '定时任务', 2, 2, 'job', 'monitor/job/index', 'monitor:job:list', 'job', '定时任务菜单'),
  page(
    112,
    '服务监控',
    2,
    4,
    'server',
    'monitor/server/index',
    'monitor:server:list',
    'server',
    '服务监控菜单',
  ),
  page(116, '代码生成', 3, 2, 'gen', 'tool/gen/index', 'tool:gen:list', 'code', '代码生成菜单'),
  page(
    117,
    '系统接口',
    3,
    3,
    'swagger',
    'tool/swagger/index',
    'tool:swagger:list',
    'swagger',
    '系统接口菜单',
  ),
  page(
    500,
    '操作日志',
    108,
    1,
    'operlog',
    'monitor/operlog/index',
    'monitor:operlog:list',
    'form',
    '操作日志菜单',
  ),
  page(
    501,
    '登录日志',
    108,
    2,
    'logininfor',
    'monitor/logininfor/index',
    'monitor:logininfor:list',
    'logininfor',
    '登录日志菜单',
  ),

  // Buttons, with RuoYi's ids.
  ...resourceButtons(1000, 100, 'system:user', '用户', [
    ...CRUD,
    'export',
    'import',
    ['重置密码', 'system:user:resetPwd'],
  ]),
  ...resourceButtons(1007, 101, 'system:role', '角色', [...CRUD, 'export']),
  ...resourceButtons(1012, 102, 'system:menu', '菜单', CRUD),
  ...resourceButtons(1025, 105, 'system:dict', '字典', [...CRUD, 'export']),
  ...resourceButtons(1030, 106, 'system:config', '参数', [...CRUD, 'export']),
  ...resourceButtons(1035, 107, 'system:notice', '公告', CRUD),
  ...resourceButtons(1039, 500, 'monitor:operlog', '操作', [
    'query',
    'remove',
    ['日志导出', 'monitor:operlog:export'],
  ]),
  ...buttons(1042, 501, [
    ['登录查询', 'monitor:logininfor:query'],
    ['登录删除', 'monitor:logininfor:remove'],
    ['日志导出', 'monitor:logininfor:export'],
    ['账户解锁', 'monitor:logininfor:unlock'],
  ]),
  ...buttons(1046, 109, [
    ['在线查询', 'monitor:online:query'],
    ['批量强退', 'monitor:online:batchLogout'],
    ['单条强退', 'monitor:online:forceLogout'],
  ]),
  ...resourceButtons(1049, 110, 'monitor:job', '任务', [
    ...CRUD,
    ['状态修改', 'monitor:job:changeStatus'],
    'export',
  ]),
  ...buttons(1055, 116, [
    ['生成查询', 'tool:gen:query'],
    ['生成修改', 'tool:gen:edit'],
    ['生成删除', 'tool:gen:remove'],
    ['导入代码', 'tool:gen:import'],
    ['预览代码', 'tool:gen:preview'],
    ['生成代码', 'tool:gen:code'],
  ]),

  // Content management (the public site's menu tree, articles and friend links).
  page(
    2000,
    '文章分类',
    4,
    1,
    'articleType',
    'content/article-type/index',
    'content:articleType:list',
    'tree',
    '文章分类菜单',
  ),
  page(
    2001,
    '文章管理',
    4,
    2,
    'article',
    'content/article/index',
    'content:article:list',
    'list',
    '文章管理菜单',
  ),
  page(2002, '友情链接', 4, 3, 'links', 'content/links/index', 'content:links:list', 'link', '友情链接菜单'),
  page(2015, '站点设置', 4, 4, 'site', 'content/site/index', 'content:site:query', 'example', '站点设置菜单'),
  ...resourceButtons(2003, 2000, 'content:articleType', '分类', CRUD),
  ...resourceButtons(2007, 2001, 'content:article', '文章', CRUD),
  ...resourceButtons(2011, 2002, 'content:links', '链接', CRUD),
  button(2016, '站点修改', 2015, 1, 'content:site:edit'),
  // Export buttons came after the first four of each page, hence their own ids.
  button(2017, '分类导出', 2000, 5, 'content:articleType:export'),
  button(2018, '文章导出', 2001, 5, 'content:article:export'),
  button(2019, '链接导出', 2002, 5, 'content:links:export'),

  // Membership (会员管理): levels, the application and payment queues, the member list.
  ...menuSection(MEMBER_MENU_ROOT, '会员管理', 5, 'member', 'peoples', [
    ['会员等级', 'level', 'member/level/index', 'member:level:list', 'list'],
    ['入会申请', 'apply', 'member/apply/index', 'member:apply:list', 'form'],
    ['缴费审核', 'payment', 'member/payment/index', 'member:payment:list', 'log'],
    ['会员名录', 'vip', 'member/vip/index', 'member:vip:list', 'user'],
  ]),
  ...resourceButtons(3010, 3001, 'member:level', '等级', [...CRUD, 'export']),
  ...resourceButtons(3020, 3002, 'member:apply', '申请', ['query', 'audit', 'export']),
  ...resourceButtons(3030, 3003, 'member:payment', '缴费', ['query', 'audit', 'export']),
  ...resourceButtons(3040, 3004, 'member:vip', '会员', [
    'query',
    ['会籍变更', 'member:vip:edit'],
    'export',
    'import',
  ]),
];
