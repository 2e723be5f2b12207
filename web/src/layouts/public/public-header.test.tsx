import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/store/session';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';

const api = setupApiServer();
beforeEach(() => {
  useSession.getState().setLang(0);
  api.on('POST /logout', ok());
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
    const logo = await screen.findByRole('link', { name: '协会' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: '退出' })).toBeNull();
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
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(en.getAttribute('aria-pressed')).toBe('true');
    expect(useSession.getState().lang).toBe(1);
    expect(localStorage.getItem('lang')).toBe('1');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
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
