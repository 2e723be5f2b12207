import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveMenu } from '@/features/content/__tests__/fixtures';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { holdToken } from '@/testing/site-user';
import { serveSmsUser } from '@/features/auth/__tests__/auth-steps';
import { serveAdmin } from '@/layouts/admin/__tests__/fixtures';

const api = setupApiServer();
beforeEach(() => {
  api.on('GET /captchaImage', ok({ captchaEnabled: false }));
  serveSmsUser(api, { isMember: false });
  useSession.getState().clearSession();
});

describe('route table (SPEC §2)', () => {
  it('/ redirects to /index, the home page in the public layout', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(app.location()).toBe('/index');
    expect(screen.getByRole('link', { name: '文化产业协会' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
  });

  it('an unknown path is replaced by /404', async () => {
    const app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(app.location()).toBe('/404');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
  });

  it('/401 is a standalone page', async () => {
    renderApp('/401');
    expect(await screen.findByRole('heading', { name: '401' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });

  it.each([
    ['/areaxList?parentId=1&tabIndex=2', '栏目列表'],
    ['/articleList', '文章列表'],
    ['/article?articleId=3', '文章详情'],
    ['/memberShip', '会员服务'],
    ['/trainingEvent', '培训活动'],
    ['/evaluate', '能力评价'],
    ['/meritRating', '评优评先'],
  ])('%s is a public page', async (path, title) => {
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(app.location()).toBe(path);
  });

  it('/aboutUs?typeId=… is the category page of 本会概况', async () => {
    serveMenu(api);
    api.on('GET /api/bll/article/list', ok({ total: 0, rows: [] }));
    const app = renderApp('/aboutUs?typeId=87');
    expect(await screen.findByRole('heading', { name: '本会概况' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '协会简介' })).toBeTruthy();
    expect(app.location()).toBe('/aboutUs?typeId=87');
  });

  it.each(['/Membership', '/Declare', '/personal', '/user/profile'])(
    '%s sends a logged-out visitor to /login?redirect=…',
    async (path) => {
      const app = renderApp(`${path}?x=1`);
      expect(await screen.findByRole('tab', { name: '验证码登录' })).toBeTruthy();
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(`${path}?x=1`)}`);
    },
  );

  it.each([
    ['/Membership', '会员服务'],
    ['/Declare', '会员申报'],
  ])('%s opens for a logged-in user', async (path, title) => {
    holdToken();
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(app.location()).toBe(path);
  });

  it('/personal shows the nickname of the logged-in user', async () => {
    holdToken();
    renderApp('/personal');
    expect(await screen.findByRole('heading', { name: '个人主页' })).toBeTruthy();
    expect(await screen.findByText('您好，小明')).toBeTruthy();
  });

  it('/user/profile shows the nickname too', async () => {
    holdToken();
    renderApp('/user/profile');
    expect(await screen.findByRole('heading', { name: '个人中心' })).toBeTruthy();
    expect(await screen.findByText('您好，小明')).toBeTruthy();
  });

  it('/redirect/<path> goes to /<path> with its query', async () => {
    const app = renderApp('/redirect/articleList?pageNum=2');
    expect(await screen.findByRole('heading', { name: '文章列表' })).toBeTruthy();
    expect(app.location()).toBe('/articleList?pageNum=2');
  });

  it('/redirect does not leave the site', async () => {
    const app = renderApp('/redirect//evil.example');
    await waitFor(() => expect(app.location()).not.toMatch(/^\/redirect/));
    expect(app.location().startsWith('//')).toBe(false);
  });

  it('/login, /register and /forgetPassword are standalone pages', async () => {
    renderApp('/register');
    expect(await screen.findByRole('button', { name: '注册' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/login sends a logged-in user on to redirect', async () => {
    holdToken();
    const app = renderApp('/login?redirect=%2FtrainingEvent');
    expect(await screen.findByRole('heading', { name: '培训活动' })).toBeTruthy();
    expect(app.location()).toBe('/trainingEvent');
  });
});

describe('admin routes: params are digits only (SPEC §5)', () => {
  // The admin shell renders antd: slow on its first render in jsdom.
  const slow = { timeout: 25_000 };

  it.each([
    ['/system/user-auth/role/12', '分配角色'],
    ['/system/role-auth/user/3', '分配用户'],
    ['/system/dict-data/index/100', '字典数据'],
    ['/tool/gen-edit/index/5', '修改生成配置'],
    ['/monitor/job-log/index', '调度日志'],
    ['/monitor/job-log/index/9', '调度日志'],
  ])('%s opens in the admin shell for a logged-in user', { timeout: 40_000 }, async (path, title) => {
    serveAdmin(api);
    holdToken();
    const app = renderApp(path);
    // The tab of the page carries its title.
    await waitFor(() => {
      const tabs = document.querySelector('nav[aria-label="已打开的页面"]');
      expect(tabs?.textContent).toContain(title);
    }, slow);
    expect(app.location()).toBe(path);
  });

  it.each(['/system/user-auth/role/12', '/admin', '/monitor/job-log/index'])(
    '%s sends a logged-out visitor to /login?redirect=…',
    async (path) => {
      const app = renderApp(path);
      expect(await screen.findByRole('tab', { name: '验证码登录' })).toBeTruthy();
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it.each([
    '/system/user-auth/role/abc',
    '/system/user-auth/role/1a',
    '/system/role-auth/user/-1',
    '/system/dict-data/index/1.5',
    '/tool/gen-edit/index/x',
    '/monitor/job-log/index/j',
  ])('%s goes to /404', async (path) => {
    holdToken();
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(app.location()).toBe('/404');
  });
});
