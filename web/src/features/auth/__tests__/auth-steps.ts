import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiServer } from '@/testing/api-server';
import { fillIn, renderApp } from '@/testing/render-app';
import { serveSiteUser } from '@/testing/site-user';

// Steps the login, register and password-reset forms' tests share.

/** 小明 as `GET /getInfo` knows him after logging in by SMS: no role yet. */
export const serveSmsUser = (api: Pick<ApiServer, 'on'>, { isMember }: { isMember: boolean }) =>
  serveSiteUser(api, {
    isMember,
    roles: [],
    user: { userId: 7, userName: 'u13800138000', nickName: '小明', avatar: '', phonenumber: '13800138000' },
  });

/** Waits for the form, then types `phone` into 手机号. */
export async function typePhone(phone: string) {
  await screen.findByLabelText('手机号');
  fillIn('手机号', phone);
}

/** Asks for an SMS code; answers the button once it counts down. */
export async function requestSmsCode() {
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  return screen.findByRole('button', { name: '60秒后重试' });
}

/** Opens `path`, submits its form (button `submit`) empty and checks it asks for each of `asks`. */
export async function submitEmpty(path: string, submit: string, asks: string[]) {
  renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: submit }));
  await screen.findByText(asks[0]);
  for (const ask of asks) expect(screen.getByText(ask)).toBeTruthy();
}

/** Logs in on the SMS tab with `phone` and `code`. */
export async function logInBySms(phone: string, code: string) {
  await typePhone(phone);
  fillIn('短信验证码', code);
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}
