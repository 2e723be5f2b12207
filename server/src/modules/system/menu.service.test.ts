import { describe, expect, it } from 'vitest';
import { buildRouters, type Menu, toTree } from './menu.service.js';

let nextId = 1;
function menu(fields: Partial<Menu> & Pick<Menu, 'menuName' | 'path' | 'menuType'>): Menu {
  return {
    menuId: nextId++,
    parentId: 0,
    orderNum: 1,
    component: null,
    query: null,
    routeName: '',
    isFrame: 1,
    isCache: 0,
    visible: '0',
    icon: '#',
    ...fields,
  };
}

// The shapes RuoYi-Vue's SysMenuServiceImpl.buildMenus produces, which RuoYi-Vue3 clients expect.
describe('buildRouters', () => {
  it('nests a directory: Layout at the top, ParentView below, pages with their component', () => {
    const top = menu({ menuId: 100, menuName: '系统管理', path: 'system', menuType: 'M', icon: 'system' });
    const nested = menu({ menuId: 101, parentId: 100, menuName: '日志管理', path: 'log', menuType: 'M' });
    const page = menu({
      menuId: 102,
      parentId: 101,
      menuName: '操作日志',
      path: 'operlog',
      menuType: 'C',
      component: 'monitor/operlog/index',
      isCache: 1,
      query: '{"a":1}',
    });
    expect(buildRouters(toTree([top, nested, page]))).toEqual([
      {
        name: 'System',
        path: '/system',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        redirect: 'noRedirect',
        meta: { title: '系统管理', icon: 'system', noCache: false },
        children: [
          {
            name: 'Log',
            path: 'log',
            hidden: false,
            component: 'ParentView',
            alwaysShow: true,
            redirect: 'noRedirect',
            meta: { title: '日志管理', icon: '#', noCache: false },
            children: [
              {
                name: 'Operlog',
                path: 'operlog',
                hidden: false,
                component: 'monitor/operlog/index',
                query: '{"a":1}',
                meta: { title: '操作日志', icon: '#', noCache: true },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('wraps a top-level page in a Layout parent at "/"', () => {
    const page = menu({
      menuName: '首页看板',
      path: 'dashboard',
      menuType: 'C',
      component: 'dashboard/index',
      routeName: 'Board',
    });
    expect(buildRouters(toTree([page]))).toEqual([
      {
        path: '/',
        hidden: false,
        component: 'Layout',
        children: [
          {
            path: 'dashboard',
            component: 'dashboard/index',
            name: 'Board',
            meta: { title: '首页看板', icon: '#', noCache: false },
            hidden: false,
          },
        ],
      },
    ]);
  });

  it('shows a top-level web address (directory type, as RuoYi orders its checks) inside the shell through InnerLink', () => {
    const link = menu({ menuName: '官网', path: 'https://www.example.org/docs', menuType: 'M' });
    const [router] = buildRouters(toTree([link]));
    expect(router).toMatchObject({
      path: '/',
      component: 'Layout',
      meta: { title: '官网', icon: '#', noCache: false },
      children: [
        {
          path: 'example/org/docs',
          component: 'InnerLink',
          name: 'Example/org/docs',
          meta: { title: '官网', link: 'https://www.example.org/docs' },
        },
      ],
    });
  });

  it('keeps a nested external link (isFrame 0) as a plain link and marks hidden menus', () => {
    const top = menu({ menuId: 200, menuName: '工具', path: 'tool', menuType: 'M' });
    const external = menu({
      parentId: 200,
      menuName: '外部',
      path: 'https://example.org',
      menuType: 'C',
      isFrame: 0,
    });
    const hidden = menu({
      parentId: 200,
      menuName: '隐藏',
      path: 'secret',
      menuType: 'C',
      component: 'tool/secret',
      visible: '1',
    });
    const [tool] = buildRouters(toTree([top, external, hidden]));
    expect(tool.children).toEqual([
      {
        name: 'Https://example.org',
        path: 'https://example.org',
        hidden: false,
        component: 'Layout',
        meta: { title: '外部', icon: '#', noCache: false, link: 'https://example.org' },
      },
      {
        name: 'Secret',
        path: 'secret',
        hidden: true,
        component: 'tool/secret',
        meta: { title: '隐藏', icon: '#', noCache: false },
      },
    ]);
  });
});
