import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activeLanguage } from '@/lib/i18n';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { useSession } from './session';

const api = setupApiServer();
beforeEach(() => {});

const info = (extra: Record<string, unknown>) =>
  ok({
    user: {
      userId: 1,
      userName: 'admin',
      nickName: '管理员',
      avatar: '/profile/a.png',
      phonenumber: '',
      email: '',
    },
    permissions: ['*:*:*'],
    isMember: false,
    isDefaultModifyPwd: false,
    isPasswordExpired: false,
    ...extra,
  });

describe('session store (SPEC §3, §4)', () => {
  it('login keeps the token in cookie Admin-Token', () => {
    useSession.getState().login('abc');
    expect(Cookies.get('Admin-Token')).toBe('abc');
    expect(useSession.getState().token).toBe('abc');
  });

  it('getInfo stores the user, roles and permissions', async () => {
    api.on('GET /getInfo', info({ roles: ['admin'], isMember: true }));
    useSession.getState().login('abc');
    await useSession.getState().getInfo();
    expect(useSession.getState()).toMatchObject({
      userId: 1,
      name: 'admin',
      nickName: '管理员',
      avatar: '/profile/a.png',
      roles: ['admin'],
      permissions: ['*:*:*'],
      isMember: true,
    });
  });

  it('getInfo defaults the roles to ROLE_DEFAULT', async () => {
    api.on('GET /getInfo', info({ roles: [] }));
    useSession.getState().login('abc');
    await useSession.getState().getInfo();
    expect(useSession.getState().roles).toEqual(['ROLE_DEFAULT']);
  });

  it('concurrent getInfo calls share one request', async () => {
    api.on('GET /getInfo', info({ roles: ['common'] }));
    useSession.getState().login('abc');
    await Promise.all([useSession.getState().getInfo(), useSession.getState().getInfo()]);
    expect(api.callsTo('GET /getInfo')).toHaveLength(1);
  });

  it('logout posts /logout, then clears token, roles and permissions', async () => {
    api.on('GET /getInfo', info({ roles: ['common'] }));
    api.on('POST /logout', ok());
    useSession.getState().login('abc');
    await useSession.getState().getInfo();
    await useSession.getState().logout();
    expect(api.callsTo('POST /logout')[0].headers.authorization).toBe('Bearer abc');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: '', roles: [], permissions: [], nickName: '' });
  });

  it('logout clears the local session even when the server call fails', async () => {
    api.on('POST /logout', fail(500, 'boom'));
    useSession.getState().login('abc');
    await expect(useSession.getState().logout()).rejects.toThrow('boom');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(useSession.getState().token).toBe('');
  });

  it('setLang switches the language of the texts and survives a reload (localStorage)', async () => {
    useSession.getState().setLang(1);
    expect(activeLanguage()).toBe('en');
    expect(localStorage.getItem('lang')).toBe('1');
    vi.resetModules();
    const reloaded = await import('./session');
    expect(reloaded.useSession.getState().lang).toBe(1);
    useSession.getState().setLang(0);
    expect(activeLanguage()).toBe('zh');
  });

  it('setLang tells the server too (cookie lang), which sends English visitors no Chinese prerendered page', () => {
    useSession.getState().setLang(1);
    expect(Cookies.get('lang')).toBe('1');
    useSession.getState().setLang(0);
    expect(Cookies.get('lang')).toBeUndefined();
  });

  it('a visitor who chose English before the cookie existed gets it on the next start', async () => {
    localStorage.setItem('lang', '1');
    Cookies.remove('lang');
    vi.resetModules();
    await import('@/lib/i18n');
    expect(Cookies.get('lang')).toBe('1');
    useSession.getState().setLang(0);
  });

  it('keeps admin layout state: sidebar cookie, size, settings, views', () => {
    const s = useSession.getState();
    s.toggleSideBar();
    expect(Cookies.get('sidebarStatus')).toBe(useSession.getState().sidebar.opened ? '1' : '0');
    s.setSize('small');
    expect(useSession.getState().size).toBe('small');
    s.changeSettings({ topNav: true });
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? '{}').topNav).toBe(true);
    s.resetSettings();
    expect(useSession.getState().settings.topNav).toBe(false);
    s.addView({ path: '/index', name: 'Index', title: '首页', affix: true });
    s.addView({ path: '/system/user', name: 'User', title: '用户管理' });
    s.addView({ path: '/system/user', name: 'User', title: '用户管理' });
    expect(useSession.getState().visitedViews).toHaveLength(2);
    expect(useSession.getState().cachedViews).toEqual(['Index', 'User']);
    s.delAllViews();
    expect(useSession.getState().visitedViews.map((v) => v.path)).toEqual(['/index']);
  });
});
