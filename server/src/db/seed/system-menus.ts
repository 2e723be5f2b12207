import type { Insertable } from 'kysely';
import type { SysMenuTable } from '../../modules/system/system.table.js';

/**
 * The admin menu tree: RuoYi-Vue's standard menus (same ids, paths, components and permission
 * strings as its ry_*.sql, without dept, post, notice, druid, cache, form builder and the RuoYi
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
  ...buttons(1000, 100, [
    ['用户查询', 'system:user:query'],
    ['用户新增', 'system:user:add'],
    ['用户修改', 'system:user:edit'],
    ['用户删除', 'system:user:remove'],
    ['用户导出', 'system:user:export'],
    ['用户导入', 'system:user:import'],
    ['重置密码', 'system:user:resetPwd'],
  ]),
  ...buttons(1007, 101, [
    ['角色查询', 'system:role:query'],
    ['角色新增', 'system:role:add'],
    ['角色修改', 'system:role:edit'],
    ['角色删除', 'system:role:remove'],
    ['角色导出', 'system:role:export'],
  ]),
  ...buttons(1012, 102, [
    ['菜单查询', 'system:menu:query'],
    ['菜单新增', 'system:menu:add'],
    ['菜单修改', 'system:menu:edit'],
    ['菜单删除', 'system:menu:remove'],
  ]),
  ...buttons(1025, 105, [
    ['字典查询', 'system:dict:query'],
    ['字典新增', 'system:dict:add'],
    ['字典修改', 'system:dict:edit'],
    ['字典删除', 'system:dict:remove'],
    ['字典导出', 'system:dict:export'],
  ]),
  ...buttons(1030, 106, [
    ['参数查询', 'system:config:query'],
    ['参数新增', 'system:config:add'],
    ['参数修改', 'system:config:edit'],
    ['参数删除', 'system:config:remove'],
    ['参数导出', 'system:config:export'],
  ]),
  ...buttons(1039, 500, [
    ['操作查询', 'monitor:operlog:query'],
    ['操作删除', 'monitor:operlog:remove'],
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
  ...buttons(1049, 110, [
    ['任务查询', 'monitor:job:query'],
    ['任务新增', 'monitor:job:add'],
    ['任务修改', 'monitor:job:edit'],
    ['任务删除', 'monitor:job:remove'],
    ['状态修改', 'monitor:job:changeStatus'],
    ['任务导出', 'monitor:job:export'],
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
  ...buttons(2003, 2000, [
    ['分类查询', 'content:articleType:query'],
    ['分类新增', 'content:articleType:add'],
    ['分类修改', 'content:articleType:edit'],
    ['分类删除', 'content:articleType:remove'],
  ]),
  ...buttons(2007, 2001, [
    ['文章查询', 'content:article:query'],
    ['文章新增', 'content:article:add'],
    ['文章修改', 'content:article:edit'],
    ['文章删除', 'content:article:remove'],
  ]),
  ...buttons(2011, 2002, [
    ['链接查询', 'content:links:query'],
    ['链接新增', 'content:links:add'],
    ['链接修改', 'content:links:edit'],
    ['链接删除', 'content:links:remove'],
  ]),
  button(2016, '站点修改', 2015, 1, 'content:site:edit'),
  // Export buttons came after the first four of each page, hence their own ids.
  button(2017, '分类导出', 2000, 5, 'content:articleType:export'),
  button(2018, '文章导出', 2001, 5, 'content:article:export'),
  button(2019, '链接导出', 2002, 5, 'content:links:export'),

  // Membership (会员管理): levels, the application and payment queues, the member list.
  dir(MEMBER_MENU_ROOT, '会员管理', 0, 5, 'member', 'peoples', '会员管理目录'),
  page(3001, '会员等级', 3000, 1, 'level', 'member/level/index', 'member:level:list', 'list', '会员等级菜单'),
  page(3002, '入会申请', 3000, 2, 'apply', 'member/apply/index', 'member:apply:list', 'form', '入会申请菜单'),
  page(
    3003,
    '缴费审核',
    3000,
    3,
    'payment',
    'member/payment/index',
    'member:payment:list',
    'log',
    '缴费审核菜单',
  ),
  page(3004, '会员名录', 3000, 4, 'vip', 'member/vip/index', 'member:vip:list', 'user', '会员名录菜单'),
  ...buttons(3010, 3001, [
    ['等级查询', 'member:level:query'],
    ['等级新增', 'member:level:add'],
    ['等级修改', 'member:level:edit'],
    ['等级删除', 'member:level:remove'],
    ['等级导出', 'member:level:export'],
  ]),
  ...buttons(3020, 3002, [
    ['申请查询', 'member:apply:query'],
    ['申请审核', 'member:apply:audit'],
    ['申请导出', 'member:apply:export'],
  ]),
  ...buttons(3030, 3003, [
    ['缴费查询', 'member:payment:query'],
    ['缴费审核', 'member:payment:audit'],
    ['缴费导出', 'member:payment:export'],
  ]),
  ...buttons(3040, 3004, [
    ['会员查询', 'member:vip:query'],
    ['会籍变更', 'member:vip:edit'],
    ['会员导出', 'member:vip:export'],
    ['会员导入', 'member:vip:import'],
  ]),
];
