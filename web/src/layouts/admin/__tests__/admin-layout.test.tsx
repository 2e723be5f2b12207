import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings, SETTINGS_KEY, useSession } from '@/store/session';
import { setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { logIn, serveAdmin } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();
beforeEach(() => {
  serveAdmin(api);
  useSession.setState({
    settings: { ...defaultSettings },
    visitedViews: [],
    cachedViews: [],
    sidebar: { opened: true, withoutAnimation: false, hide: false },
    device: 'desktop',
    size: 'medium',
  });
  logIn();
});

// antd's first render in jsdom is slow.
const slow = { timeout: 25_000 };
// Role queries are slow on antd's large DOM: the landmarks are found by their labels.
const landmark = (label: string) => {
  const el = document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`);
  if (!el) throw new Error(`no ${label}`);
  return el;
};
const sideMenu = () => landmark('侧边菜单');
const tags = () => landmark('已打开的页面');
/** Waits for the shell with its menus. */
const shell = async () => {
  await waitFor(() => within(sideMenu()).getByText('系统管理'), slow);
};

describe('admin shell', () => {
  it('shows the dashboard at /admin with its affixed tab', async () => {
    const app = renderApp('/admin');
    await shell();
    expect(await screen.findByText('用户总数')).toBeTruthy();
    expect(app.location()).toBe('/admin');
    const tab = within(tags()).getByText('首页');
    expect(tab).toBeTruthy();
    expect(within(tags()).queryByRole('button', { name: /关闭/ })).toBeNull();
  });

  it("heads the side menu with the association's logo and the system's name", async () => {
    renderApp('/admin');
    await shell();
    const title = within(screen.getByRole('navigation', { name: '侧边菜单' })).getByText('协会管理系统');
    expect(title.previousElementSibling?.getAttribute('src')).toBe('/logo.svg');
  });

  it('renders the menus of getRouters, without hidden items', async () => {
    renderApp('/system/user');
    await shell();
    for (const title of ['系统监控', '系统工具', '内容管理', '用户管理', '角色管理', '协会官网']) {
      expect(within(sideMenu()).getByText(title)).toBeTruthy();
    }
    expect(within(sideMenu()).queryByText('隐藏页面')).toBeNull();
    // The page's component names no file: a friendly message inside the shell.
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('routes a hidden item all the same', async () => {
    const app = renderApp('/system/secret');
    await shell();
    expect(await within(tags()).findByText('隐藏页面')).toBeTruthy();
    expect(app.location()).toBe('/system/secret');
  });

  it('nests ParentView directories and opens a page from the menu', async () => {
    const app = renderApp('/admin');
    await shell();
    fireEvent.click(await within(sideMenu()).findByText('系统监控'));
    fireEvent.click(await within(sideMenu()).findByText('日志管理'));
    fireEvent.click(await within(sideMenu()).findByText('操作日志'));
    await waitFor(() => expect(app.location()).toBe('/monitor/log/operlog'));
    expect(await within(tags()).findByText('操作日志')).toBeTruthy();
  });

  it('shows an InnerLink in a frame', async () => {
    renderApp('/site');
    await shell();
    const frame = await screen.findByTitle('协会官网');
    expect(frame.getAttribute('src')).toBe('https://example.org');
  });

  it('sends an unknown admin path to /404', async () => {
    const app = renderApp('/system/nothing');
    expect(await screen.findByRole('heading', { name: '404' }, slow)).toBeTruthy();
    expect(app.location()).toBe('/404');
  });

  it.each(['/admin', '/system/user?x=1'])('sends a logged-out visitor of %s to log in', async (path) => {
    useSession.getState().clearSession();
    const app = renderApp(path);
    expect(await screen.findByRole('tab', { name: '验证码登录' })).toBeTruthy();
    expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(api.callsTo('GET /getRouters')).toHaveLength(0);
  });
});

describe('tags view', () => {
  it('adds a tab per visited page, closes one and closes the others', async () => {
    const app = renderApp('/system/user');
    await shell();
    expect(await within(tags()).findByText('用户管理')).toBeTruthy();
    fireEvent.click(within(sideMenu()).getByText('角色管理'));
    expect(await within(tags()).findByText('角色管理')).toBeTruthy();
    fireEvent.click(within(sideMenu()).getByText('系统工具'));
    fireEvent.click(await within(sideMenu()).findByText('代码生成'));
    expect(await within(tags()).findByText('代码生成')).toBeTruthy();
    expect(screen.getAllByTestId('tags-view-item').map((t) => t.textContent)).toEqual([
      '首页',
      '用户管理',
      '角色管理',
      '代码生成',
    ]);

    // × on the active tab: it goes, and the last remaining tab opens.
    fireEvent.click(within(tags()).getByRole('button', { name: '关闭 代码生成' }));
    await waitFor(() => expect(app.location()).toBe('/system/role'));
    expect(within(tags()).queryByText('代码生成')).toBeNull();

    // Context menu of 用户管理 → 关闭其他: the dashboard (affixed) and 用户管理 stay.
    fireEvent.contextMenu(within(tags()).getByText('用户管理'));
    fireEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() =>
      expect(screen.getAllByTestId('tags-view-item').map((t) => t.textContent)).toEqual(['首页', '用户管理']),
    );
    expect(app.location()).toBe('/system/user');

    // 全部关闭: only the dashboard remains, and it opens.
    fireEvent.contextMenu(within(tags()).getByText('用户管理'));
    fireEvent.click(await screen.findByText('全部关闭'));
    await waitFor(() => expect(app.location()).toBe('/admin'));
    expect(screen.getAllByTestId('tags-view-item').map((t) => t.textContent)).toEqual(['首页']);
  });

  it('reloads a page from its tab menu, staying at its address', async () => {
    const app = renderApp('/system/user?page=2');
    await shell();
    fireEvent.contextMenu(await within(tags()).findByText('用户管理'));
    fireEvent.click(await screen.findByText('刷新页面'));
    await waitFor(() => expect(app.location()).toBe('/system/user?page=2'));
    expect(await within(tags()).findByText('用户管理')).toBeTruthy();
  });
});

describe('navbar', () => {
  it('toggles the sidebar and keeps the state in cookie sidebarStatus', async () => {
    renderApp('/admin');
    await shell();
    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }));
    expect(useSession.getState().sidebar.opened).toBe(false);
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeTruthy();
  });

  it('finds a page by title in the header search and opens it', async () => {
    const app = renderApp('/admin');
    await shell();
    const search = await screen.findByRole('combobox', { name: '搜索菜单' });
    fireEvent.change(search, { target: { value: '角色' } });
    fireEvent.click(await screen.findByText('系统管理 > 角色管理'));
    await waitFor(() => expect(app.location()).toBe('/system/role'));
  });

  it('opens the header search from its icon on a phone', async () => {
    const desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    try {
      const app = renderApp('/admin');
      fireEvent.click(await screen.findByRole('button', { name: '搜索菜单' }, slow));
      const search = await screen.findByRole('combobox', { name: '搜索菜单' });
      fireEvent.change(search, { target: { value: '角色' } });
      fireEvent.click(await screen.findByText('系统管理 > 角色管理'));
      await waitFor(() => expect(app.location()).toBe('/system/role'));
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: desktopWidth, configurable: true });
    }
  });

  it('switches the size with a message', async () => {
    renderApp('/admin');
    await shell();
    fireEvent.click(await screen.findByRole('button', { name: '布局大小' }));
    fireEvent.click(await screen.findByText('Small'));
    expect(await screen.findByText('Switch Size Success')).toBeTruthy();
    expect(useSession.getState().size).toBe('small');
  });

  it('says when fullscreen is not supported', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    renderApp('/admin');
    await shell();
    fireEvent.click(await screen.findByRole('button', { name: '全屏' }));
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeTruthy();
  });

  it('logs out after confirmation and goes to /index', async () => {
    const app = renderApp('/admin');
    await shell();
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定退出登录吗？')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    fireEvent.click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/index'), slow);
    expect(api.callsTo('POST /logout')).toHaveLength(1);
    expect(useSession.getState().token).toBe('');
  });

  it('shows the top-level items in the navbar in top nav mode, the rest under 更多菜单', async () => {
    useSession.setState({ settings: { ...defaultSettings, topNav: true } });
    renderApp('/system/user');
    await waitFor(sideMenu, slow);
    // jsdom: window width 1024 → floor(1024 / 3 / 85) = 4 items.
    const header = await waitFor(() => {
      const menu = document.querySelector<HTMLElement>('header .ant-menu-horizontal');
      if (!menu) throw new Error('no top menu');
      return menu;
    }, slow);
    expectShown(header, ['系统管理', '内容管理']);
    expect(within(header).queryByText('会员管理')).toBeNull();
    expect(within(header).getByText('更多菜单')).toBeTruthy();
    // The sidebar holds the children of the selected top item.
    expect(within(sideMenu()).getByText('用户管理')).toBeTruthy();
    expect(within(sideMenu()).queryByText('在线用户')).toBeNull();
    fireEvent.click(within(header).getByText('系统监控'));
    expect(await within(sideMenu()).findByText('在线用户')).toBeTruthy();
  });
});

describe('settings drawer', () => {
  const openDrawer = async () => {
    fireEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    fireEvent.click(await screen.findByText('布局设置'));
    return screen.findByRole('dialog');
  };

  it('saves the settings to localStorage and resets them', async () => {
    renderApp('/system/user');
    await shell();
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('switch', { name: '开启 Tags-Views' }));
    fireEvent.click(within(drawer).getByRole('radio', { name: '#ff4500' }));
    fireEvent.click(within(drawer).getByRole('switch', { name: '动态标题' }));
    await waitFor(() => expect(document.querySelector('nav[aria-label="已打开的页面"]')).toBeNull());
    expect(document.title).toBe('用户管理');
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: '保存配置' }));
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    expect(saved).toMatchObject({ tagsView: false, theme: '#ff4500', dynamicTitle: true });

    const again = await openDrawer();
    fireEvent.click(within(again).getByRole('button', { name: '重置配置' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(useSession.getState().settings).toEqual(defaultSettings);
    await waitFor(tags);
  });
});
