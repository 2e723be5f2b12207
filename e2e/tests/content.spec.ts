import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { label, pathOf, visible } from '../support/locators.js';
import { passwordLogin } from '../support/staff.js';

const app = setupAppAndBrowser();

// Staff publish what the public site shows: the editor writes an article in both languages with
// a picture in each, publishes it, and a visitor finds it by search and reads it in English.
//
// UI contract (zh): 文章管理 at /content/article with 新增; the dialog 添加文章 has 所属分类 (tree
// select), 文章标题, 英文标题, 状态 (草稿 / 发布), tabs 中文内容 / English content, each with an editor
// (textbox named after its tab) and a toolbar button 插入图片; 预览 opens 文章预览 with 中文 / English.

/** A 1×1 PNG, as a camera would not write it but every decoder reads it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const run = Date.now().toString(36);
const TITLE = `数字非遗传播论坛 ${run}`;
const TITLE_EN = `Digital Heritage Forum ${run}`;
const BODY = '论坛邀请传承人与设计师共同探讨非遗的数字化传播。';
const BODY_EN = 'The forum brings inheritors and designers together to discuss digital heritage.';

const dialog = (page: Page) => page.getByRole('dialog', { name: '添加文章' });

/** Picks `file` through the 插入图片 button of the editor in `panel` and waits for the picture. */
async function insertImage(page: Page, panel: Locator, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: '插入图片' }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  const image = panel.locator('img[src^="/prod-api/profile/upload/"]');
  await visible(image);
  return image;
}

describe('an article from the editor to the visitor', () => {
  let page: Page;
  useSharedPage(app, '/login', (opened) => (page = opened), { journey: 'content' });

  it('the editor opens 文章管理 from the content menu', async () => {
    await passwordLogin(page, app.server, 'editor', 'editor123', '/admin');
    const sideMenu = page.getByRole('navigation', { name: '侧边菜单' });
    await sideMenu.getByText('内容管理', { exact: true }).click();
    await sideMenu.getByText('文章管理', { exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/content/article');
    await visible(page.getByRole('button', { name: /新\s*增/ }));
    await screenshot(page, 'content-article-list-desktop');
  });

  it('writes the article in both languages with a picture in each', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page);
    await visible(form);
    await form.getByRole('combobox', { name: label('所属分类') }).click();
    // The tree lists only what fits; typing narrows it to the category.
    await page.keyboard.type('入会指南');
    await page.locator('.ant-select-tree-title', { hasText: '入会指南' }).click();
    await form.getByLabel(label('文章标题')).fill(TITLE);
    await form.getByLabel(label('英文标题')).fill(TITLE_EN);
    await form.getByRole('radio', { name: '发布' }).check();

    const chinese = form.getByRole('tabpanel', { name: '中文内容' });
    await chinese.getByRole('textbox', { name: '中文内容' }).click();
    await page.keyboard.type(BODY);
    await insertImage(page, chinese, { name: '论坛现场.png', buffer: PNG });

    await form.getByRole('tab', { name: 'English content' }).click();
    const english = form.getByRole('tabpanel', { name: 'English content' });
    await english.getByRole('textbox', { name: 'English content' }).click();
    await page.keyboard.type(BODY_EN);
    await insertImage(page, english, { name: 'forum.png', buffer: PNG });
    await screenshot(page, 'content-article-edit-desktop');
  });

  it('预览 shows it as the public page will, in either language', async () => {
    await dialog(page)
      .getByRole('button', { name: /预\s*览/ })
      .click();
    const preview = page.getByRole('dialog', { name: '文章预览' });
    await visible(preview.getByRole('heading', { name: TITLE }));
    await preview.getByText('English', { exact: true }).click();
    await visible(preview.getByRole('heading', { name: TITLE_EN }));
    await visible(preview.getByText(BODY_EN));
    await screenshot(page, 'content-article-preview-desktop');
    await preview.getByRole('button', { name: /close|关闭/i }).click();
  });

  it('publishes it', async () => {
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await visible(page.getByText('新增成功'));
    await visible(page.getByRole('cell', { name: new RegExp(TITLE) }));
  });

  it('a visitor finds it by search and reads it in English, pictures included', async () => {
    const visitor = await openPage(app.browser, app.server.url('/index'), 'desktop');
    try {
      await visitor.getByRole('button', { name: 'EN' }).click();
      await visitor.getByRole('combobox', { name: /Search articles/ }).fill(`Heritage Forum ${run}`);
      await visitor.getByRole('option', { name: TITLE_EN }).click();
      await expect.poll(() => pathOf(visitor), { timeout: 10_000 }).toBe('/article');
      await visible(visitor.getByRole('heading', { name: TITLE_EN }));
      await visible(visitor.getByText(BODY_EN));
      const picture = visitor.locator('article img[src^="/prod-api/profile/upload/"]');
      await visible(picture);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await visitor.getByText(BODY).count()).toBe(0);
      await screenshot(visitor, 'content-article-public-english-desktop');
      expect(getPageErrors(visitor).map(String)).toEqual([]);
    } finally {
      await visitor.context().close();
    }
  });

  it('a picture over 5 MB is refused with the size message and never sent', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page);
    await visible(form);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/upload')) uploads.push(request.url());
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: '上传图片' }).click();
    await (await chooser).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: big });
    await visible(page.getByText('上传图片大小不能超过 5 MB!'));
    await screenshot(page, 'content-upload-too-big-desktop');
    expect(uploads).toEqual([]);
  });
});

describe('the content pages at phone width', () => {
  it('the article list and its dialog fit a 375 px screen', async () => {
    const page = await openPage(app.browser, app.server.url('/login'), 'phone');
    try {
      await passwordLogin(page, app.server, 'editor', 'editor123', '/content/article');
      await visible(page.getByRole('button', { name: /新\s*增/ }));
      await screenshot(page, 'content-article-list-phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await visible(dialog(page).getByRole('textbox', { name: '中文内容' }));
      await screenshot(page, 'content-article-edit-phone');
      expect(getPageErrors(page).map(String)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
