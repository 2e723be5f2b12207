import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeLanguage } from '@/lib/i18n';
import { useSession } from '@/store/session';
import { type ApiCall, fail, ok, setupApiServer } from '@/testing/api-server';
import { demoMenuNames } from '@/testing/demo-menu-names';
import { fillIn, renderApp } from '@/testing/render-app';
import { demoSettings, serveSite } from './test-data';

const api = setupApiServer((api) => {
  serveSite(api);
  api.on('POST /logout', ok());
  api.on('GET /getRouters', ok({ data: [] }));
  api.on(
    'GET /getInfo',
    ok({
      user: { userId: 7, userName: 'u13800138000', nickName: '小明', avatar: '' },
      roles: ['common'],
      permissions: ['member:vip:query'],
      isMember: false,
    }),
  );
});

describe('public header', () => {
  it('logged out: logo to / and a 登录 link', async () => {
    renderApp('/index');
    const logo = await screen.findByRole('link', { name: '文化产业协会' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: '退出' })).toBeNull();
  });

  it('the logo and the full name, the same in header and footer, in both languages', async () => {
    serveSite(api, { ...demoSettings(), name: '城市文化产业协会', nameEs: 'City Culture Association' });
    renderApp('/index');
    // The logo image, then the name and (smaller) the name in the other language.
    const brandOf = (landmark: HTMLElement) => {
      const logo = landmark.querySelector('img[src$="logo.svg"]');
      return { logo: logo?.getAttribute('src'), text: logo?.nextElementSibling?.textContent };
    };
    const logo = await screen.findByRole('link', { name: '城市文化产业协会' });
    expect(brandOf(logo)).toEqual({ logo: '/logo.svg', text: '城市文化产业协会City Culture Association' });
    expect(brandOf(screen.getByRole('contentinfo'))).toEqual(brandOf(logo));

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    const english = await screen.findByRole('link', { name: 'City Culture Association' });
    expect(brandOf(english).text).toBe('City Culture Association城市文化产业协会');
    expect(brandOf(screen.getByRole('contentinfo'))).toEqual(brandOf(english));
  });

  it('after a reload with a token cookie: loads the user and shows the nickname', async () => {
    Cookies.set('Admin-Token', 'tok');
    useSession.setState({ token: 'tok' });
    renderApp('/index');
    const user = await screen.findByRole('link', { name: '小明' });
    expect(user.getAttribute('href')).toBe('/personal');
    expect(api.callsTo('GET /getInfo')[0].headers.authorization).toBe('Bearer tok');
    expect(useSession.getState().roles).toEqual(['common']);
    expect(useSession.getState().permissions).toEqual(['member:vip:query']);
  });

  it('退出 asks 确定退出登录吗？ and logs out on 确定', async () => {
    Cookies.set('Admin-Token', 'tok');
    useSession.setState({ token: 'tok' });
    const app = renderApp('/trainingEvent');
    await screen.findByRole('link', { name: '小明' });

    fireEvent.click(screen.getByRole('link', { name: '退出' }));
    let dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定退出登录吗？')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '确定' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /logout')).toHaveLength(0);
    expect(Cookies.get('Admin-Token')).toBe('tok');

    fireEvent.click(screen.getByRole('link', { name: '退出' }));
    dialog = await screen.findByRole('dialog', { name: '提示' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(app.location()).toBe('/index');
    expect(api.callsTo('POST /logout')[0].headers.authorization).toBe('Bearer tok');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: '', roles: [], permissions: [], nickName: '' });
  });

  it('the 中文 / EN toggle switches the language and remembers it', async () => {
    renderApp('/index');
    const en = await screen.findByRole('button', { name: 'EN' });
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(en);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(en.getAttribute('aria-pressed')).toBe('true');
    expect(useSession.getState().lang).toBe(1);
    expect(localStorage.getItem('lang')).toBe('1');
    expect(document.documentElement.lang).toBe('en');
    expect(activeLanguage()).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('0');
  });

  it('the logout confirm speaks English in English mode', async () => {
    Cookies.set('Admin-Token', 'tok');
    useSession.setState({ token: 'tok' });
    useSession.getState().setLang(1);
    renderApp('/index');
    fireEvent.click(await screen.findByRole('link', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the 管理后台 link', () => {
  it('follows the user: a visitor logs out, an admin logs in in the same tab, the link shows', async () => {
    const adminMenu = [
      { name: 'System', path: '/system', hidden: false, component: 'Layout', meta: { title: '系统管理' } },
    ];
    api.on('GET /getRouters', (call: ApiCall) =>
      ok({ data: call.headers.authorization === 'Bearer admin-tok' ? adminMenu : [] }),
    );
    api.on('GET /captchaImage', ok({ captchaEnabled: false }));
    api.on('POST /login', ok({ token: 'admin-tok' }));
    // A token of its own: a request the test before sent may still reach the server now.
    Cookies.set('Admin-Token', 'visitor-tok');
    useSession.setState({ token: 'visitor-tok' });
    renderApp('/index');
    await screen.findByRole('link', { name: '小明' });
    const visitorMenuCalls = () =>
      api.callsTo('GET /getRouters').filter((call) => call.headers.authorization === 'Bearer visitor-tok');
    await waitFor(() => expect(visitorMenuCalls()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: '退出' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    fireEvent.click(await screen.findByRole('link', { name: '登录' }));
    fireEvent.click(await screen.findByRole('tab', { name: '密码登录' }));
    fillIn('账号', 'admin');
    fillIn('密码', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect((await screen.findByRole('link', { name: '管理后台' })).getAttribute('href')).toBe('/admin');
  });
});

describe('a token the server no longer accepts', () => {
  beforeEach(() => {
    Cookies.set('Admin-Token', 'stale');
    useSession.setState({ token: 'stale' });
    api.on('GET /getInfo', () => fail(401, '认证失败，无法访问系统资源'));
  });

  it('leaves a visitor on a public page, shown as logged out', async () => {
    const app = renderApp('/index');
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(app.location()).toBe('/index');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
  });

  it('sends a visitor on a page that needs login to /login and back', async () => {
    const app = renderApp('/personal');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fpersonal'));
  });
});

const headerCss = readFileSync(`${import.meta.dirname}/public-header.module.css`, 'utf8');
const nav = () => screen.getByRole('navigation', { name: /网站导航|Site navigation/ });
const menuLinks = async (name = '首页') => {
  await within(await screen.findByRole('navigation', { name: /网站导航|Site navigation/ })).findByRole(
    'link',
    { name },
  );
  // Top-level entries only (the 本会概况 dropdown is a nested list).
  return Array.from(nav().querySelectorAll(':scope > ul > li > a')) as HTMLAnchorElement[];
};
const currentItems = () =>
  Array.from(nav().querySelectorAll('[aria-current="page"]')).map((el) => el.textContent);

describe('the menu (SPEC §2 "Menu items by bllType")', () => {
  it('shows the menu tree with a link for each bllType', async () => {
    renderApp('/index');
    const links = await menuLinks();
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['首页', '/index'],
      ['本会概况', '/areaxList?parentId=86&tabIndex=87'],
      ['资讯公告', '/areaxList?parentId=20&tabIndex=21'],
      ['政策法规', '/areaxList?parentId=30&tabIndex=31'],
      ['会员服务', '/areaxList?parentId=13&tabIndex=14'],
      ['能力评价', '/evaluate'],
      ['活动交流', '/areaxList?parentId=40'],
    ]);
    expect(api.callsTo('GET /api/bll/article_type/treeList')[0].query.get('menuFlag')).toBe('1');
  });

  it('English hides 资讯公告, 政策法规, 能力评价 and 活动交流; Chinese brings them back', async () => {
    renderApp('/index');
    await menuLinks();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect((await menuLinks('Home')).map((a) => a.textContent)).toEqual(demoMenuNames.en);
    expect(within(nav()).getByRole('link', { name: 'Charter' }).getAttribute('href')).toBe(
      '/aboutUs?typeId=88',
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect((await menuLinks('首页')).map((a) => a.textContent)).toEqual(demoMenuNames.zh);
  });

  it('本会概况 has a dropdown of its children, reachable with the keyboard', async () => {
    renderApp('/index');
    await menuLinks();
    const about = within(nav()).getByRole('link', { name: '本会概况' }).closest('li') as HTMLElement;
    const children = within(about).getAllByRole('link').slice(1);
    expect(children.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['协会简介', '/aboutUs?typeId=87'],
      ['协会章程', '/aboutUs?typeId=88'],
      ['组织机构', '/aboutUs?typeId=89'],
      ['联系我们', '/aboutUs?typeId=90'],
    ]);
    // No other item drops its children down.
    expect(within(nav()).queryByRole('link', { name: '协会动态' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: '培训活动' })).toBeNull();

    // Tab order: nothing takes the children out of it, and focus inside opens the dropdown.
    for (const link of children) expect(link.getAttribute('tabindex')).toBeNull();
    children[1].focus();
    expect(document.activeElement).toBe(children[1]);
    expect(about.matches(':focus-within')).toBe(true);
    const dropdown = children[0].closest('ul') as HTMLElement;
    const rule = (state: string) =>
      new RegExp(`\\.hasDropdown:${state}\\s*>\\s*\\.dropdown[^{]*\\{[^}]*display:\\s*block`);
    expect(dropdown.className).toMatch(/dropdown/);
    expect(headerCss).toMatch(rule('hover'));
    expect(headerCss.replace(/\.hasDropdown:hover > \.dropdown,\s*/, '')).toMatch(rule('focus-within'));
  });

  it.each([
    ['/trainingEvent', '能力评价'],
    ['/memberShip', '会员服务'],
    ['/areaxList?parentId=30&tabIndex=31', '政策法规'],
    ['/areaxList?parentId=21', '资讯公告'],
    ['/index', '首页'],
  ])('on %s the highlighted item is %s', async (path, name) => {
    renderApp(path);
    await menuLinks();
    await waitFor(() => expect(currentItems()).toEqual([name]));
  });

  it('on an article, the item above the article’s type is highlighted (one shared request)', async () => {
    api.on(
      'GET /api/bll/article/5',
      ok({ data: { id: 5, typeId: 22, articleName: '通知', articleEsName: '', prev: null, next: null } }),
    );
    renderApp('/article?articleId=5&key=abc');
    await menuLinks();
    await waitFor(() => expect(currentItems()).toEqual(['资讯公告']));
    expect(api.callsTo('GET /api/bll/article/5')).toHaveLength(1);
  });

  it('nothing is highlighted on a page outside the menu', async () => {
    Cookies.set('Admin-Token', 'tok');
    useSession.setState({ token: 'tok' });
    renderApp('/personal');
    await menuLinks();
    await screen.findByRole('link', { name: '小明' });
    expect(currentItems()).toEqual([]);
  });
});

describe('the menu button (below 768 px)', () => {
  it('opens and closes the menu panel, and navigating closes it', async () => {
    const app = renderApp('/index');
    await menuLinks();
    const toggle = screen.getByRole('button', { name: '菜单' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.contains(nav())).toBe(true);
    expect(panel.contains(screen.getByRole('search'))).toBe(true);
    const closedClass = panel.className;

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toBe(closedClass);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    fireEvent.click(within(nav()).getByRole('link', { name: '政策法规' }));
    await waitFor(() => expect(app.location()).toBe('/areaxList?parentId=30&tabIndex=31'));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(panel.className).toBe(closedClass);
  });

  it('Escape closes the panel and gives the focus back to the button', async () => {
    renderApp('/index');
    await menuLinks();
    const toggle = screen.getByRole('button', { name: '菜单' });
    fireEvent.click(toggle);
    const link = within(nav()).getByRole('link', { name: '会员服务' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the admin link', () => {
  const logIn = () => {
    Cookies.set('Admin-Token', 'tok');
    useSession.setState({ token: 'tok' });
  };

  it('shows 管理后台 to a logged-in user with admin menus', async () => {
    api.on(
      'GET /getRouters',
      ok({ data: [{ path: '/system', component: 'Layout', meta: { title: '系统管理' } }] }),
    );
    logIn();
    renderApp('/index');
    const link = await screen.findByRole('link', { name: '管理后台' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('hides it from a logged-in user without admin menus', async () => {
    api.on('GET /getRouters', ok({ data: [] }));
    logIn();
    renderApp('/index');
    expect(await screen.findByRole('link', { name: '小明' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /getRouters')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
  });

  it('never shows it to a visitor, nor asks for the menus', async () => {
    renderApp('/index');
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
    expect(api.callsTo('GET /getRouters')).toHaveLength(0);
  });
});
