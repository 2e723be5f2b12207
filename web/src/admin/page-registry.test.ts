import { describe, expect, it } from 'vitest';
import { getPage, hasPage, pageFile } from './page-registry';
import { buildMenu, flattenTree, matchRoute } from './route-tree';
import { routersTree } from '@/layouts/admin/__tests__/fixtures';

describe('page registry', () => {
  it('maps component strings to files by convention', () => {
    expect(pageFile('system/user/index')).toBe('/src/features/system/admin/pages/user/index.tsx');
    expect(pageFile('system/user/authRole')).toBe('/src/features/system/admin/pages/user/auth-role.tsx');
    expect(pageFile('monitor/job/log')).toBe('/src/features/monitor/admin/pages/job/log.tsx');
    expect(pageFile('Layout')).toBeNull();
    expect(pageFile('../x/y')).toBeNull();
    expect(pageFile(undefined)).toBeNull();
  });

  it('knows no page for an unknown component', () => {
    expect(hasPage('demo/none/index')).toBe(false);
    expect(getPage('demo/none/index')).toBeNull();
  });
});

describe('route tree', () => {
  it('flattens Layout, ParentView and the top-level wrapper into full paths', () => {
    const { pages } = flattenTree(routersTree);
    const paths = pages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/system/user', '/system/secret', '/monitor/log/operlog', '/site']),
    );
    expect(matchRoute(pages, '/monitor/log/operlog')?.parents.map((p) => p.title)).toEqual([
      '系统监控',
      '日志管理',
    ]);
    expect(matchRoute(pages, '/system/secret')?.hidden).toBe(true);
    expect(matchRoute(pages, '/nowhere')).toBeNull();
  });

  it('leaves hidden items out of the menu and lifts a lone page', () => {
    const menu = buildMenu(routersTree);
    expect(menu.map((m) => m.title)).toContain('协会官网');
    const system = menu.find((m) => m.key === '/system');
    expect(system?.children?.map((c) => c.title)).toEqual(['用户管理', '角色管理']);
  });
});
