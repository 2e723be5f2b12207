import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { label, pathOf, visible } from '../support/locators.js';
import { setupAppAndBrowser } from '../support/app.js';

const app = setupAppAndBrowser();

// A staff member who forgot the password resets it by SMS, then logs in with account + password.
// The demo seed's content editor: account "editor", phone 15666666666, nickname 内容编辑.
const EDITOR = { userName: 'editor', phone: '15666666666', nickName: '内容编辑', oldPassword: 'editor123' };
const NEW_PASSWORD = 'Reset-2026';

let page: Page;

beforeAll(async () => {
  page = await openPage(app.browser, undefined, 'phone');
});

describe('password reset and password login', () => {
  useJourney('password', { page: () => page, server: () => app.server });

  it('resets the password with an SMS code', async () => {
    await page.goto(app.server.url('/forgetPassword'));
    await page.getByLabel(label('手机号')).fill(EDITOR.phone);
    const since = new Date();
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await app.server.readSmsCode(EDITOR.phone, 'reset', { since });
    await page.getByLabel(label('短信验证码')).fill(code);
    await page.getByRole('button', { name: '下一步', exact: true }).click();

    await page.getByLabel(label('新密码')).fill(NEW_PASSWORD);
    await page.getByLabel(label('确认密码')).fill(NEW_PASSWORD);
    await screenshot(page, 'password/new-password-phone');
    await page.getByRole('button', { name: '确定', exact: true }).click();

    await visible(page.getByText('密码重置成功'));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/login');
  });

  it('refuses the old password', async () => {
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel(label('账号')).fill(EDITOR.userName);
    await page.getByLabel(label('密码')).fill(EDITOR.oldPassword);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByText('用户不存在/密码错误'));
    expect(pathOf(page)).toBe('/login');
  });

  it('logs in with the new password', async () => {
    await page.getByLabel(label('密码')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByRole('banner').getByText(EDITOR.nickName));
    expect(pathOf(page)).toBe('/index');
    await screenshot(page, 'password/logged-in-phone');
  });

  it('raised no uncaught script errors on the way', () => {
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});
