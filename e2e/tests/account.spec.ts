import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot, type ViewportName } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { label, pathOf, visible } from '../support/locators.js';
import { setupAppAndBrowser } from '../support/app.js';
import { register } from '../support/visitor.js';
import type { SmsPurpose } from '../support/server.js';

const app = setupAppAndBrowser();

// A visitor's account: register by phone with an SMS code, log out, log in again with a code;
// unknown paths land on /404.
//
// UI contract with the web app (zh): the site header is a <header> element (landmark "banner")
// that shows the nickname when logged in and a "登录" link when not, plus a "退出" button or link
// that asks "确定退出登录吗？" with a "确定" button; the forms have labelled fields "手机号",
// "短信验证码", "昵称", "密码", "确认密码" and buttons "获取验证码", "注册", "登录"; /login opens
// on the "验证码登录" tab.

const random8 = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

describe('login and register pages', () => {
  it.each([
    ['login', 'desktop'],
    ['login', 'phone'],
    ['register', 'desktop'],
    ['register', 'phone'],
  ] as [string, ViewportName][])('/%s renders at %s width', async (route, size) => {
    const page = await openPage(app.browser, app.server.url(`/${route}`), size);
    await visible(page.getByLabel(label('手机号')));
    await visible(page.getByRole('button', { name: '获取验证码' }));
    await screenshot(page, `${route}-${size}`);
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});

describe('visitor account journey', () => {
  let page: Page;
  const phone = `139${random8()}`;
  const nickname = `测试用户${random8().slice(0, 4)}`;
  const password = `Xh-${random8()}`;

  const header = () => page.getByRole('banner');

  /** Clicks "获取验证码" and reads the code of `purpose` sent to `phone` after the click. */
  async function requestCode(purpose: SmsPurpose): Promise<string> {
    const since = new Date();
    await page.getByRole('button', { name: '获取验证码' }).click();
    return app.server.readSmsCode(phone, purpose, { since });
  }

  beforeAll(async () => {
    page = await openPage(app.browser, undefined, 'desktop');
  });

  useJourney('account', { page: () => page, server: () => app.server });

  it('registers a new visitor by phone and SMS code', async () => {
    const code = await register(page, app.server, { phone, nickname, password });
    expect(code).toMatch(/^\d{6}$/);
    await visible(header().getByText(nickname));
    await screenshot(page, 'account/registered');
  });

  it('logs out after confirming', async () => {
    const logout = header()
      .getByRole('button', { name: '退出' })
      .or(header().getByRole('link', { name: '退出' }))
      .first();
    // The link may sit in a menu that opens on hovering the user's name.
    if (!(await logout.isVisible())) await header().getByText(nickname).first().hover();
    await logout.click();

    await visible(page.getByText('确定退出登录吗？'));
    await page.getByRole('button', { name: '确定', exact: true }).click();

    await visible(header().getByRole('link', { name: '登录', exact: true }));
    await expect.poll(() => header().getByText(nickname).count()).toBe(0);
  });

  it('logs in again with an SMS code once the one-per-minute wait is over', async () => {
    const openLogin = async () => {
      await page.goto(app.server.url('/login'));
      // "验证码登录" is the default tab; clicking it keeps the test right if that ever changes.
      await page.getByText('验证码登录', { exact: true }).first().click();
      await page.getByLabel(label('手机号')).fill(phone);
    };
    // The registration code went out less than a minute ago: one SMS per phone per 60 s (DESIGN.md §4).
    await openLogin();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await visible(page.getByText('验证码发送过于频繁，请60秒后再试'));
    // A minute later (moved back in the server's SMS log rather than waited for) a code comes.
    app.server.ageSmsSends(phone);
    await openLogin();
    const code = await requestCode('login');
    await page.getByLabel(label('短信验证码')).fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await visible(header().getByText(nickname));
    await screenshot(page, 'account/logged-in');
  });

  it('raised no uncaught script errors on the way', () => {
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});

describe('unknown paths', () => {
  it('sends /no/such/page to /404', async () => {
    const page = await openPage(app.browser, app.server.url('/no/such/page'));
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/404');
    await visible(page.getByText('404'));
    await screenshot(page, 'not-found-desktop');
    await page.context().close();
  });
});
