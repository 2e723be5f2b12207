import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';

import { fail, ok, setupApiServer } from '@/testing/api-server';
import { fillIn, renderApp } from '@/testing/render-app';
import { requestSmsCode, submitEmpty, typePhone } from './auth-steps';

const api = setupApiServer((api) => {
  api.on('GET /captchaImage', ok({ captchaEnabled: false }));
  api.on('POST /sendCode', ok());
  api.on('POST /registerByPhone', ok({ token: 'new-token' }));
  api.on(
    'GET /getInfo',
    ok({
      user: { userId: 9, userName: 'u13900139000', nickName: '新会员', avatar: '' },
      roles: ['common'],
      permissions: [],
      isMember: false,
    }),
  );
});

describe('/register', () => {
  it('shows the labelled fields', async () => {
    renderApp('/register');
    await screen.findByRole('button', { name: '注册' });
    for (const label of ['手机号', '短信验证码', '昵称', '密码', '确认密码']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login');
  });

  it('validates every field', async () => {
    await submitEmpty('/register', '注册', [
      '请输入手机号',
      '请输入验证码',
      '请输入昵称',
      '请输入密码',
      '请再次输入密码',
    ]);
    fillIn('手机号', '13900139000');
    fillIn('短信验证码', '123456');
    fillIn('昵称', '新会员');
    fillIn('密码', '12345');
    fillIn('确认密码', '12345');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('密码长度必须介于 6 和 20 之间')).toBeTruthy();
    fillIn('密码', 'secret12');
    fillIn('确认密码', 'secret13');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.callsTo('POST /registerByPhone')).toHaveLength(0);
  });

  it('sends the register SMS code tokenless', async () => {
    renderApp('/register');
    await typePhone('13900139000');
    expect(await requestSmsCode()).toBeTruthy();
    const [call] = api.callsTo('POST /sendCode');
    expect(call.body).toEqual({ phone: '13900139000', type: 'register' });
    expect(call.headers.authorization).toBeUndefined();
  });

  it('a failed send keeps the button available and shows the message', async () => {
    api.on('POST /sendCode', fail(429, '发送过于频繁，请稍后再试'));
    renderApp('/register');
    await typePhone('13900139000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('registers, keeps the token and goes to /index logged in', async () => {
    const app = renderApp('/register');
    await typePhone('13900139000');
    fillIn('短信验证码', '654321');
    fillIn('昵称', ' 新会员 ');
    fillIn('密码', 'secret12');
    fillIn('确认密码', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeTruthy();
    expect(app.location()).toBe('/index');
    expect(api.callsTo('POST /registerByPhone')[0].body).toEqual({
      phone: '13900139000',
      code: '654321',
      nickName: '新会员',
      password: 'secret12',
    });
    expect(Cookies.get('Admin-Token')).toBe('new-token');
    expect(await screen.findByRole('link', { name: '新会员' })).toBeTruthy();
  });

  it('注册成功 takes the place of 验证码已发送 over the header', async () => {
    renderApp('/register');
    await typePhone('13900139000');
    await requestSmsCode();
    expect(screen.getByRole('status').textContent).toContain('验证码已发送');
    fillIn('短信验证码', '654321');
    fillIn('昵称', '新会员');
    fillIn('密码', 'secret12');
    fillIn('确认密码', 'secret12');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByRole('link', { name: '新会员' });
    expect(screen.getByText('注册成功')).toBeTruthy();
    expect(screen.queryByText('验证码已发送')).toBeNull();
  });
});
