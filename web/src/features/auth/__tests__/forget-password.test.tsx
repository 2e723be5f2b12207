import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { fillIn, renderApp } from '@/testing/render-app';
import { requestSmsCode, typePhone } from './auth-steps';

const api = setupApiServer((api) => {
  api.on('GET /captchaImage', ok({ captchaEnabled: false }));
  api.on('POST /sendCode', ok());
  api.on('PUT /userResetPwdCheck', ok({ data: { resetToken: 'reset-1' } }));
  api.on('PUT /userResetPwd', ok());
});

describe('/forgetPassword', () => {
  it('step 1 checks phone and code, step 2 sets the new password, then back to /login', async () => {
    const app = renderApp('/forgetPassword');
    await typePhone('13800138000');
    await requestSmsCode();
    expect(api.callsTo('POST /sendCode')[0].body).toEqual({ phone: '13800138000', type: 'reset' });

    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    fillIn('短信验证码', '111111');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    await screen.findByLabelText('新密码');
    const check = api.callsTo('PUT /userResetPwdCheck')[0];
    expect(check.body).toEqual({ phone: '13800138000', code: '111111' });
    expect(check.headers.authorization).toBeUndefined();

    fillIn('新密码', 'newpass1');
    fillIn('确认密码', 'newpass2');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fillIn('确认密码', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('密码重置成功')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '验证码登录' })).toBeTruthy();
    expect(app.location()).toBe('/login');
    expect(api.callsTo('PUT /userResetPwd')[0].body).toEqual({
      phone: '13800138000',
      resetToken: 'reset-1',
      password: 'newpass1',
    });
  });

  it('a wrong code keeps step 1', async () => {
    api.on('PUT /userResetPwdCheck', fail(400, '验证码错误'));
    renderApp('/forgetPassword');
    await typePhone('13800138000');
    fillIn('短信验证码', '999999');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });
});
