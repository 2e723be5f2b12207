import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { label, pathOf, visible } from '../support/locators.js';
import { startServer, type TestServer } from '../support/server.js';
import { api as callApi, passwordLogin as loginWithPassword } from '../support/staff.js';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';

const app = setupAppAndBrowser();

// Staff in the admin shell: menus from the server, tags view, layout settings kept, header
// search, and roles that change what a user sees and may do — checked on the server too.
//
// UI contract (zh): password login on /login ("密码登录" tab, fields 账号/密码, button 登录); the
// shell at /admin has a side menu (navigation "侧边菜单"), open-page tabs (navigation "已打开的
// 页面") with a context menu, a user menu ("用户菜单") holding 布局设置, and a "搜索菜单" box (on a
// phone a "搜索菜单" icon that opens it in a dialog).

const api = <T = unknown>(path: string, init?: Parameters<typeof callApi>[2]) =>
  callApi<T>(app.server, path, init);
const passwordLogin = (page: Page, userName: string, password: string, redirect?: string) =>
  loginWithPassword(page, app.server, userName, password, redirect);

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const tags = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tagTitles = async (page: Page) =>
  (await tags(page).getByTestId('tags-view-item').allInnerTexts()).map((text) => text.trim());

describe('the admin shell', () => {
  let page: Page;
  useSharedPage(app, '/login', (opened) => (page = opened), { journey: 'admin-shell' });

  it('admin logs in and the side menu comes from the server', async () => {
    await passwordLogin(page, 'admin', 'admin123');
    await visible(sideMenu(page).getByText('系统管理'));
    await visible(sideMenu(page).getByText('系统监控'));
    await visible(sideMenu(page).getByText('内容管理'));
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it('opens three pages as tabs; 关闭其他 keeps the pinned home and the chosen tab', async () => {
    // Through the side menu: a reload would start a new visit with no tabs.
    for (const [group, item, path, cell] of [
      ['系统管理', '用户管理', '/system/user', 'admin'],
      ['系统管理', '角色管理', '/system/role', '超级管理员'],
      ['系统监控', '在线用户', '/monitor/online', 'admin'],
    ]) {
      const link = sideMenu(page).getByText(item, { exact: true });
      if (!(await link.isVisible())) await sideMenu(page).getByText(group, { exact: true }).click();
      await link.click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
      await visible(page.getByRole('cell', { name: cell, exact: true }));
    }
    await screenshot(page, 'admin-user-list-desktop');
    expect(await tagTitles(page)).toEqual(
      expect.arrayContaining(['首页', '用户管理', '角色管理', '在线用户']),
    );
    await tags(page).getByText('角色管理').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tagTitles(page), { timeout: 10_000 }).toEqual(['首页', '角色管理']);
    expect(pathOf(page)).toBe('/system/role');
  });

  it('the header search finds a page by its title', async () => {
    await page.getByRole('combobox', { name: '搜索菜单' }).click();
    await page.keyboard.type('字典');
    await page.getByText('系统管理 > 字典管理').click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/system/dict');
  });

  it('top nav and a theme colour saved in the settings are kept after a reload', async () => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    const drawer = page.getByRole('dialog', { name: '布局设置' });
    await visible(drawer);
    await drawer.getByRole('switch', { name: '开启 TopNav' }).click();
    await drawer.getByRole('radio', { name: '#ff4500' }).click();
    await screenshot(page, 'admin-settings-desktop');
    await drawer.getByRole('button', { name: '保存配置' }).click();
    await page.reload();
    await visible(page.locator('.ant-menu-horizontal').getByText('系统管理'));
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await expect
      .poll(() => drawer.getByRole('switch', { name: '开启 TopNav' }).getAttribute('aria-checked'))
      .toBe('true');
    expect(await drawer.getByRole('radio', { name: '#ff4500' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'admin-top-nav-desktop');
    await drawer.getByRole('button', { name: '重置配置' }).click();
    await page.keyboard.press('Escape');
  });
});

describe('the admin shell at phone width', () => {
  it('folds the side menu away and opens it from the hamburger', async () => {
    const page = await openPage(app.browser, app.server.url('/login'), 'phone');
    await passwordLogin(page, 'admin', 'admin123', '/system/user');
    await visible(page.getByRole('button', { name: /搜\s*索/ }));
    expect(await sideMenu(page).isVisible()).toBe(false);
    await screenshot(page, 'admin-user-list-phone');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await visible(sideMenu(page).getByText('系统管理'));
    await screenshot(page, 'admin-menu-open-phone');
    await page.context().close();
  });
});

// Wide lists: many columns and a 操作 column of several buttons.
const WIDE_LISTS = ['/system/user', '/content/article', '/member/apply'];

/** Waits for the list's first row (each wide list has demo rows). */
const tableShown = (page: Page) => visible(page.locator('.ant-table-tbody tr.ant-table-row'));

describe('admin lists at phone width, and the header search', () => {
  let page: Page;
  useSharedPage(app, '/login', (opened) => (page = opened), { viewport: 'phone' });

  it('the header search opens from its icon and finds a page', async () => {
    await passwordLogin(page, 'admin', 'admin123', '/system/user');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    // The dialog puts the cursor in the box: the visitor types at once.
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('字典');
    const found = page.getByText('系统管理 > 字典管理');
    await visible(found);
    await screenshot(page, 'admin-header-search-phone', { fullPage: false });
    await found.click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/system/dict');
  });

  it.each(WIDE_LISTS)('%s scrolls inside its card, not the page', async (path) => {
    await page.goto(app.server.url(path));
    await tableShown(page);
    const widths = await page.evaluate(() => {
      const table = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        table: table.scrollWidth,
        tableBox: table.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    // The columns are still all there: the table scrolls sideways within its box.
    expect(widths.table).toBeGreaterThan(widths.tableBox);
    await screenshot(page, `admin-list-phone${path.replaceAll('/', '-')}`);
  });
});

describe('admin lists at desktop width', () => {
  let page: Page;
  useSharedPage(app, '/login', (opened) => (page = opened));

  it('admin logs in', () => passwordLogin(page, 'admin', 'admin123', '/system/user'));

  it.each(WIDE_LISTS)('%s shows the whole 操作 column', async (path) => {
    await page.goto(app.server.url(path));
    await tableShown(page);
    await screenshot(page, `admin-list-desktop${path.replaceAll('/', '-')}`, { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const card = (await page.locator('.ant-table-wrapper').first().boundingBox())!;
    // The first row with buttons (the super admin's own row has none).
    const buttons = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.locator('td:last-child button') })
      .first()
      .locator('td:last-child button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(card.x + card.width, 1440));
    }
  });
});

describe('staff log in past the image captcha', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { CAPTCHA_ENABLED: 'true' } });
  });
  afterAll(() => server?.stop());

  /** The answer of a served captcha: the server keeps only its SHA-256, and sums of digits are 0…18. */
  const answerOf = (uuid: string) => {
    const db = new Database(path.join(server.dataDir, 'xiehui.db'), { readonly: true });
    try {
      const { answer_hash: hash } = db
        .prepare('select answer_hash from sys_captcha where uuid = ?')
        .get(uuid) as {
        answer_hash: string;
      };
      return Array.from({ length: 19 }, (_, n) => String(n)).find(
        (n) => createHash('sha256').update(n).digest('hex') === hash,
      )!;
    } finally {
      db.close();
    }
  };

  it.each(['desktop', 'phone'] as const)('shows the PNG on the login page (%s) and logs in', async (size) => {
    const page = await openPage(app.browser, undefined, size);
    // The captcha shown last (the form may ask for a new one, e.g. on a tab switch).
    let shown: { uuid: string; img: string } | undefined;
    page.on('response', async (response) => {
      if (response.url().endsWith('/prod-api/captchaImage')) shown = await response.json();
    });
    await page.goto(server.url('/login?redirect=/admin'));
    await page.getByRole('tab', { name: '密码登录' }).click();
    const image = page.getByRole('img', { name: '看不清？换一张' });
    await expect
      .poll(async () => Boolean(shown && (await image.getAttribute('src'))?.endsWith(shown.img)))
      .toBe(true);
    expect(await image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(180);
    // RuoYi-Vue3 labels it data:image/gif: the browser sniffs the PNG and shows it all the same.
    const asRuoYiShowsIt = await page.evaluate(async (base64) => {
      const probe = new Image();
      probe.src = `data:image/gif;base64,${base64}`;
      await probe.decode();
      return [probe.naturalWidth, probe.naturalHeight];
    }, shown!.img);
    expect(asRuoYiShowsIt).toEqual([180, 60]);
    await page.getByLabel(label('账号')).fill('admin');
    await page.getByLabel(label('密码')).fill('admin123');
    await page.getByLabel(label('图形验证码')).fill(answerOf(shown!.uuid));
    await screenshot(page, `login-captcha-${size}`, { fullPage: false });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/admin');
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});

describe('roles decide what a user sees and may do', () => {
  let page: Page;
  let adminToken: string;
  let visitor: { phone: string; userId: number };
  const password = 'visitor123';

  beforeAll(async () => {
    adminToken = (await api('/login', { method: 'POST', body: { username: 'admin', password: 'admin123' } }))
      .body.token!;
    // A visitor registered on the site, and a read-only role for the user list.
    const phone = `137${String(Date.now()).slice(-8)}`;
    const since = new Date(Date.now() - 1000);
    await api('/sendCode', { method: 'POST', body: { phone, type: 'register' } });
    const code = await app.server.readSmsCode(phone, 'register', { since });
    await api('/registerByPhone', { method: 'POST', body: { phone, code, nickName: '新访客', password } });
    const users = await api<{ userId: number; userName: string }[]>(`/system/user/list?userName=${phone}`, {
      token: adminToken,
    });
    visitor = { phone, userId: users.body.rows![0].userId };
    const menus = await api<{ menuId: number; perms: string; menuName: string }[]>('/system/menu/list', {
      token: adminToken,
    });
    const menuIds = menus.body
      .data!.filter(
        (menu) => ['系统管理', '用户管理'].includes(menu.menuName) || menu.perms === 'system:user:query',
      )
      .map((menu) => menu.menuId);
    const created = await api('/system/role', {
      method: 'POST',
      token: adminToken,
      body: { roleName: '用户查看', roleKey: 'user_viewer', roleSort: 5, status: '0', menuIds },
    });
    expect(created.body.code).toBe(200);
  });
  useSharedPage(app, '/login', (opened) => (page = opened), {
    journey: 'admin-roles',
    allowPageErrors: true,
  });

  it('a visitor has no admin menus and no link to the shell', async () => {
    await passwordLogin(page, visitor.phone, password, '/index');
    await visible(page.getByRole('link', { name: '新访客' }));
    expect(await page.getByRole('link', { name: '管理后台' }).count()).toBe(0);
    await page.getByRole('link', { name: '退出' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    // Logged out only once the header offers 登录 again; /login sends a logged-in user on.
    await visible(page.getByRole('link', { name: '登录' }));
  });

  it('admin assigns the role on the user-role page', async () => {
    await passwordLogin(page, 'admin', 'admin123');
    await page.goto(app.server.url(`/system/user-auth/role/${visitor.userId}`));
    const checkbox = page.getByRole('checkbox', { name: '用户查看' });
    await visible(checkbox);
    await checkbox.check();
    await screenshot(page, 'admin-assign-role-desktop');
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/system/user');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定退出登录吗？' });
    await visible(confirm);
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/index');
  });

  it('the visitor now reaches the user list from the header, without the add button', async () => {
    await passwordLogin(page, visitor.phone, password, '/index');
    await page.getByRole('link', { name: '管理后台' }).click();
    await visible(sideMenu(page).getByText('系统管理'));
    expect(await sideMenu(page).getByText('系统监控').count()).toBe(0);
    await page.goto(app.server.url('/system/user'));
    await visible(page.getByRole('cell', { name: 'admin', exact: true }));
    expect(await page.getByRole('button', { name: /新增/ }).count()).toBe(0);
    await screenshot(page, 'admin-read-only-desktop');
  });

  it('and the server refuses the write with 403', async () => {
    const token = (await api('/login', { method: 'POST', body: { username: visitor.phone, password } })).body
      .token!;
    const refused = await api('/system/user', {
      method: 'POST',
      token,
      body: { userName: 'sneaky', nickName: 'x', password: 'secret123' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await api('/system/user/list', { token })).status).toBe(200);
  });
});
