import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { label, pathOf, visible } from '../support/locators.js';
import { passwordLogin } from '../support/staff.js';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';

const app = setupAppAndBrowser();

// 通知公告: staff write a notice in the admin (系统管理 → 通知公告), the navbar bell shows it
// unread and marks it read when opened, and the public site's 通知公告 section lists it.
//
// UI contract (zh): the notice form (dialog 添加公告) has 公告标题, 英文标题, 公告类型 and 状态
// radios, tabs 内容 / English content each with an editor (textbox named after its tab); the bell
// is a button named "通知公告，<n> 条未读" opening a panel with 全部已读; the public board is the
// region "协会通知" above the section's articles, each notice a button that opens it in place.

const TITLE = '关于举办2026年文化产业沙龙的通知';
const BODY = '沙龙将于12月在协会会议室举行，欢迎会员单位报名参加。';
const NOTICES_SECTION = '/areaxList?parentId=20&tabIndex=22';

const dialog = (page: Page) => page.getByRole('dialog').last();
const bell = (page: Page) => page.getByRole('button', { name: /^通知公告，\d+ 条未读$/ });
const unreadCount = async (page: Page) =>
  Number(/(\d+) 条未读/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);

describe('notices', () => {
  let page: Page;
  useSharedPage(app, '/login', (opened) => (page = opened), { journey: 'notices' });

  let unreadBefore = 0;

  it('admin writes a notice on 通知公告', async () => {
    await passwordLogin(page, app.server, 'admin', 'admin123', '/system/notice');
    await visible(page.getByRole('button', { name: /新\s*增/ }));
    await visible(bell(page));
    unreadBefore = await unreadCount(page);

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page);
    await visible(form);
    await form.getByLabel(label('公告标题')).fill(TITLE);
    await form.getByRole('radio', { name: '通知' }).check();
    await form.getByRole('radio', { name: '正常' }).check();
    await form.getByRole('textbox', { name: '内容' }).click();
    await page.keyboard.type(BODY);
    await screenshot(page, 'notice-edit-desktop');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await visible(page.getByText('新增成功'));
    await visible(page.getByRole('cell', { name: TITLE }));
    await screenshot(page, 'notice-list-desktop');
  });

  it('the bell counts it unread; opening it shows it and marks it read', async () => {
    await page.reload();
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(unreadBefore + 1);
    await bell(page).click();
    const item = page.getByRole('button', { name: new RegExp(TITLE) });
    await visible(item);
    await visible(item.getByText('未读'));
    await screenshot(page, 'notice-bell-desktop', { fullPage: false });
    await item.click();
    const shown = dialog(page);
    await visible(shown.getByText(BODY));
    await screenshot(page, 'notice-bell-open-desktop', { fullPage: false });
    await shown.getByRole('button', { name: /close|关闭/i }).click();
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(unreadBefore);
  });

  it('the public 通知公告 lists it, and it opens in place', async () => {
    await page.goto(app.server.url(NOTICES_SECTION));
    const board = page.getByRole('region', { name: '协会通知' });
    const notice = board.getByRole('button', { name: new RegExp(TITLE) });
    await visible(notice);
    await notice.click();
    await visible(board.getByText(BODY));
    expect(pathOf(page)).toBe('/areaxList');
    await screenshot(page, 'notice-public-desktop');
  });

  it('on a phone too', async () => {
    const phone = await openPage(app.browser, app.server.url(NOTICES_SECTION), 'phone');
    try {
      const board = phone.getByRole('region', { name: '协会通知' });
      await visible(board.getByRole('button', { name: new RegExp(TITLE) }));
      await board.getByRole('button', { name: new RegExp(TITLE) }).click();
      await visible(board.getByText(BODY));
      await screenshot(phone, 'notice-public-phone');
      expect(getPageErrors(phone).map(String)).toEqual([]);
    } finally {
      await phone.context().close();
    }
  });
});
