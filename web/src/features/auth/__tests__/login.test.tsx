import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { fillIn, renderApp } from '@/testing/render-app';
import { logInBySms, requestSmsCode, serveSmsUser, submitEmpty, typePhone } from './auth-steps';

const svg = (uuid: string) => btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${uuid}</text></svg>`);

const api = setupApiServer((api) => {
  api.on('GET /captchaImage', ok({ captchaEnabled: false }));
  api.on('POST /sendCaptcha', ok());
  api.on('POST /viplogin', ok({ token: 'vip-token' }));
  api.on('POST /login', ok({ token: 'pwd-token' }));
  serveSmsUser(api, { isMember: true });
});

function captchaOn() {
  let n = 0;
  api.on('GET /captchaImage', () => {
    const uuid = `uuid-${++n}`;
    return ok({ captchaEnabled: true, uuid, img: svg(uuid) });
  });
}

/** The uuid of the captcha image on screen (the test server writes it into the SVG). */
function shownUuid(): string {
  const src = screen.getByRole('img', { name: '看不清？换一张' }).getAttribute('src') ?? '';
  return /uuid-\d+/.exec(atob(src.split(',')[1]))?.[0] ?? '';
}

describe('/login: SMS code tab', () => {
  it('shows the tabs, fields and links', async () => {
    renderApp('/login');
    const codeTab = await screen.findByRole('tab', { name: '验证码登录' });
    const passwordTab = screen.getByRole('tab', { name: '密码登录' });
    expect(codeTab.getAttribute('aria-selected')).toBe('true');
    expect(passwordTab.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByLabelText('图形验证码')).toBeNull();
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/forgetPassword');
  });

  it('validates before calling the server', async () => {
    await submitEmpty('/login', '登录', ['请输入手机号', '请输入验证码']);
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    fillIn('手机号', '1234');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(api.callsTo('POST /sendCaptcha')).toHaveLength(0);
    expect(api.callsTo('POST /viplogin')).toHaveLength(0);
  });

  it('sends the SMS code tokenless and counts down', async () => {
    renderApp('/login');
    await typePhone('13800138000');
    const counting = await requestSmsCode();
    expect(counting.hasAttribute('disabled')).toBe(true);
    const [call] = api.callsTo('POST /sendCaptcha');
    expect(call.body).toEqual({ phone: '13800138000' });
    expect(call.headers.authorization).toBeUndefined();
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '59秒后重试' }, { timeout: 2500 })).toBeTruthy();
  });

  it('logs in, loads the user and goes to redirect', async () => {
    const app = renderApp('/login?redirect=%2Fpersonal');
    await logInBySms('13800138000', '123456');
    expect(await screen.findByRole('heading', { name: '个人主页' })).toBeTruthy();
    expect(app.location()).toBe('/personal');
    expect(api.callsTo('POST /viplogin')[0].body).toEqual({ phone: '13800138000', code: '123456' });
    expect(api.callsTo('POST /viplogin')[0].headers.authorization).toBeUndefined();
    expect(Cookies.get('Admin-Token')).toBe('vip-token');
    expect(api.callsTo('GET /getInfo')[0].headers.authorization).toBe('Bearer vip-token');
    expect(await screen.findByText('您好，小明')).toBeTruthy();
    expect(useSession.getState().roles).toEqual(['ROLE_DEFAULT']);
    expect(useSession.getState().isMember).toBe(true);
    // The header now shows the nickname and the logout link.
    expect(screen.getByRole('link', { name: '小明' }).getAttribute('href')).toBe('/personal');
    expect(screen.getByRole('link', { name: '退出' })).toBeTruthy();
  });

  it('goes to /index without redirect, and ignores an off-site redirect', async () => {
    const app = renderApp('/login?redirect=%2F%2Fevil.example');
    await logInBySms('13800138000', '123456');
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(app.location()).toBe('/index');
  });

  it('with the image captcha on, asks for it and sends code + uuid with sendCaptcha', async () => {
    captchaOn();
    renderApp('/login');
    const input = await screen.findByLabelText('图形验证码');
    const img = screen.getByRole('img', { name: '看不清？换一张' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const uuid = shownUuid();
    fillIn('手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(api.callsTo('POST /sendCaptcha')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60秒后重试' });
    expect(api.callsTo('POST /sendCaptcha')[0].body).toEqual({ phone: '13800138000', code: 'ab12', uuid });
    // A used captcha is replaced by a new one.
    await waitFor(() => expect(shownUuid()).not.toBe(uuid));
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });

  it('clicking the captcha image shows a new one', async () => {
    captchaOn();
    renderApp('/login');
    const img = await screen.findByRole('img', { name: '看不清？换一张' });
    const before = api.callsTo('GET /captchaImage').length;
    fireEvent.click(img);
    await waitFor(() => expect(api.callsTo('GET /captchaImage').length).toBe(before + 1));
  });

  it('a refused login shows the server message in a message box', async () => {
    api.on('POST /viplogin', fail(500, '验证码错误或已失效'));
    const app = renderApp('/login');
    await logInBySms('13800138000', '000000');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('验证码错误或已失效')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe('/login');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
  });
});

describe('/login: password tab', () => {
  it('switches tabs with the keyboard and validates', async () => {
    renderApp('/login');
    const codeTab = await screen.findByRole('tab', { name: '验证码登录' });
    fireEvent.keyDown(codeTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('账号')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.callsTo('POST /login')).toHaveLength(0);
  });

  it('logs in with account, password and the image captcha', async () => {
    captchaOn();
    const app = renderApp('/login?redirect=%2FMembership');
    fireEvent.click(await screen.findByRole('tab', { name: '密码登录' }));
    fillIn('账号', 'admin');
    fillIn('密码', 'admin123');
    await screen.findByRole('img', { name: '看不清？换一张' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    fillIn('图形验证码', 'ab12');
    const uuid = shownUuid();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: '会员服务' })).toBeTruthy();
    expect(app.location()).toBe('/Membership');
    expect(api.callsTo('POST /login')[0].body).toEqual({
      username: 'admin',
      password: 'admin123',
      code: 'ab12',
      uuid,
    });
    expect(Cookies.get('Admin-Token')).toBe('pwd-token');
  });
});
