import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot, type ViewportName } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { pathOf, visible } from '../support/locators.js';
import { REPO_ROOT } from '../support/server.js';
import { setupAppAndBrowser } from '../support/app.js';

const app = setupAppAndBrowser();

// A visitor on the public site, with the demo content of the seed: the menu by bllType and its
// highlight, the language toggle, search, the footer and the maintenance notice.
//
// UI contract (zh): the header holds a navigation landmark "网站导航" whose current item has
// aria-current="page"; a search combobox "搜索文章" with a "搜索" button and a listbox of
// suggestions; a "菜单" toggle below 768 px; the footer is a <footer> (landmark "contentinfo").

const nav = (page: Page) => page.getByRole('navigation', { name: /网站导航|Site navigation/ });
const menuLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const current = (page: Page) => nav(page).locator('a[aria-current="page"]').first();
const search = (page: Page) => page.getByRole('combobox', { name: /搜索文章|Search articles/ });
const searchUrl = (page: Page) => `${pathOf(page)}${new URL(page.url()).search}`;

async function expectCurrent(page: Page, name: string) {
  await expect.poll(async () => (await current(page).innerText()).trim(), { timeout: 10_000 }).toBe(name);
}

async function expectPath(page: Page, path: string) {
  await expect.poll(() => searchUrl(page), { timeout: 10_000 }).toBe(path);
}

/** Clicks the menu item `name`: the address becomes `path` and the item is highlighted. */
async function followMenu(page: Page, name: string, path: string) {
  await menuLink(page, name).click();
  await expectPath(page, path);
  await expectCurrent(page, name);
}

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

describe('the menu by bllType, with its highlight', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    await visible(menuLink(page, '首页'));
  });
  afterAll(async () => {
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
  useJourney('menu', { page: () => page, server: () => app.server });

  it('shows the seven items and highlights 首页 on /index', async () => {
    expect(await texts(nav(page).locator(':scope > ul > li > a'))).toEqual([
      '首页',
      '本会概况',
      '资讯公告',
      '政策法规',
      '会员服务',
      '能力评价',
      '活动交流',
    ]);
    await expectCurrent(page, '首页');
    await screenshot(page, 'public-home-desktop');
  });

  it('bllType 1 goes to the category list with its first child as tab', async () => {
    await followMenu(page, '资讯公告', '/areaxList?parentId=20&tabIndex=21');
    await visible(page.getByRole('heading', { name: '协会动态' }));
    await screenshot(page, 'public-category-desktop');
  });

  it.each([
    ['bllType 3 goes to the category list of the item', '活动交流', '/areaxList?parentId=40'],
    ['bllType 4 named 能力评价 goes to its bllValue and highlights 85', '能力评价', '/evaluate'],
  ])('%s', (_step, item, path) => followMenu(page, item, path));

  it('本会概况 opens its dropdown on hover; an about-us page highlights 86', async () => {
    await menuLink(page, '本会概况').hover();
    const charter = nav(page).getByRole('link', { name: '协会章程', exact: true });
    await visible(charter);
    await screenshot(page, 'public-dropdown-desktop');
    await charter.click();
    await expectPath(page, '/aboutUs?typeId=88');
    await expectCurrent(page, '本会概况');
    await visible(page.getByRole('heading', { name: '协会章程' }));
  });

  it('the membership and training pages highlight 13 and 85', async () => {
    await page.goto(app.server.url('/memberShip'));
    await expectCurrent(page, '会员服务');
    await page.goto(app.server.url('/trainingEvent'));
    await expectCurrent(page, '能力评价');
    await page.goto(app.server.url('/meritRating'));
    await expectCurrent(page, '能力评价');
  });

  it('a tab of a category list highlights the parent from the route', async () => {
    await page.goto(app.server.url('/areaxList?parentId=30&tabIndex=32'));
    await expectCurrent(page, '政策法规');
  });
});

describe('the language toggle', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    await visible(menuLink(page, '首页'));
  });
  afterAll(async () => {
    await page.context().close();
  });
  useJourney('language', { page: () => page, server: () => app.server });

  it('English hides 资讯公告, 政策法规, 能力评价 and 活动交流 and names the rest in English', async () => {
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect
      .poll(() => texts(nav(page).locator(':scope > ul > li > a')), { timeout: 10_000 })
      .toEqual(['Home', 'About us', 'Membership']);
    await screenshot(page, 'public-home-english-desktop');
  });

  it('an article shows its English title and text, and the choice survives a reload', async () => {
    await page.goto(app.server.url('/aboutUs?typeId=87'));
    await visible(page.getByRole('heading', { name: 'About the Association' }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'About the Association' }));
    expect(await texts(nav(page).locator(':scope > ul > li > a'))).toEqual([
      'Home',
      'About us',
      'Membership',
    ]);
  });

  it('中文 restores the four items', async () => {
    await page.getByRole('button', { name: '中文', exact: true }).click();
    await expect
      .poll(() => texts(nav(page).locator(':scope > ul > li > a')), { timeout: 10_000 })
      .toEqual(['首页', '本会概况', '资讯公告', '政策法规', '会员服务', '能力评价', '活动交流']);
    await visible(page.getByRole('heading', { name: '协会简介' }));
  });
});

describe('search', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    await visible(search(page));
  });
  afterAll(async () => {
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
  useJourney('search', { page: () => page, server: () => app.server });

  it('a suggestion leads to its article', async () => {
    await search(page).fill('入会申请');
    const option = page.getByRole('option', { name: '入会申请流程' });
    await visible(option);
    await screenshot(page, 'public-search-suggestions-desktop');
    await option.click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/article');
    expect(new URL(page.url()).searchParams.get('articleId')).toMatch(/^\d+$/);
    await visible(page.getByRole('heading', { name: '入会申请流程' }));
    await expectCurrent(page, '会员服务');
    await screenshot(page, 'public-article-desktop');
  });

  it('the next article replaces the content in place, without reloading the page', async () => {
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const before = new URL(page.url()).searchParams.get('articleId');
    await page.getByRole('link', { name: '入会条件与会员类别' }).click();
    await visible(page.getByRole('heading', { name: '入会条件与会员类别' }));
    expect(new URL(page.url()).searchParams.get('articleId')).not.toBe(before);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  it('the search icon opens a menu item whose name matches exactly', async () => {
    await search(page).fill('政策法规');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expectPath(page, '/areaxList?parentId=30&tabIndex=31');
  });

  it('and says so when no menu item has that name', async () => {
    await search(page).fill('不存在的栏目');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await visible(page.getByText('未找到名为“不存在的栏目”的栏目'));
    await expectPath(page, '/areaxList?parentId=30&tabIndex=31');
  });
});

describe('footer and maintenance notice', () => {
  it('the footer shows the site list of friend links instead of the six defaults', async () => {
    const page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    const footer = page.getByRole('contentinfo');
    await visible(footer.getByRole('link', { name: /文化和旅游部/ }));
    expect(await footer.getByRole('link', { name: /中国儿童中心/ }).count()).toBe(0);
    expect(await footer.innerText()).toContain('京ICP备2025000001号-1');
    const qr = footer.getByRole('img', { name: '协会公众号二维码' });
    await visible(qr);
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'public-footer-desktop');
    await page.context().close();
  });

  it('the notice stays hidden until the setting turns it on, and closes with its button', async () => {
    const page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    await visible(menuLink(page, '首页'));
    expect(await page.getByRole('dialog', { name: '系统升级公告' }).count()).toBe(0);

    app.server.setConfig('site.notice.visible', 'true');
    try {
      await page.reload();
      const dialog = page.getByRole('dialog', { name: '系统升级公告' });
      await visible(dialog);
      expect(await dialog.innerText()).toContain('2025-09-02 至 2025-09-04');
      await screenshot(page, 'public-notice-desktop');
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    } finally {
      app.server.setConfig('site.notice.visible', 'false');
    }
    await page.context().close();
  });
});

describe('at phone width', () => {
  it('the menu hides behind its toggle', async () => {
    const page = await openPage(app.browser, app.server.url('/index'), 'phone');
    const toggle = page.getByRole('button', { name: '菜单' });
    await visible(toggle);
    expect(await menuLink(page, '资讯公告').isVisible()).toBe(false);
    await screenshot(page, 'public-home-phone');
    await toggle.click();
    await visible(menuLink(page, '资讯公告'));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'public-menu-open-phone');
    await menuLink(page, '资讯公告').click();
    await expectPath(page, '/areaxList?parentId=20&tabIndex=21');
    expect(await menuLink(page, '资讯公告').isVisible()).toBe(false);
    await screenshot(page, 'public-category-phone');
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });

  it.each(['desktop', 'phone'] as ViewportName[])('an article reads well at %s width', async (size) => {
    const page = await openPage(app.browser, app.server.url('/aboutUs?typeId=90'), size);
    await visible(page.getByRole('heading', { name: '联系我们' }));
    await screenshot(page, `public-about-${size}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('crawlers and weight', () => {
  it('/sitemap.xml lists a seeded article whose page carries its title', async () => {
    const xml = await (await fetch(app.server.url('/sitemap.xml'))).text();
    const loc = /<loc>([^<]*\/article\?articleId=\d+)<\/loc>/.exec(xml)?.[1];
    expect(loc).toBeTruthy();
    const html = await (await fetch(loc!)).text();
    expect(html).toMatch(/<title>[^<]+ - 文化产业协会<\/title>/);
    expect(html).toContain('property="og:title"');
  });

  it('the public pages never download the admin shell', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, 'web/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean }>;
    const adminSources = Object.entries(manifest).filter(([key]) =>
      /src\/(app\/routes\/admin|layouts\/admin|features\/[^/]+\/admin)\//.test(key),
    );
    expect(adminSources.length).toBeGreaterThan(0);
    const adminFiles = new Set(adminSources.map(([, chunk]) => `/${chunk.file}`));

    const page = await openPage(app.browser, app.server.url('/index'), 'desktop');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visible(menuLink(page, '首页'));
    for (const url of ['/index', '/areaxList?parentId=20&tabIndex=21', '/aboutUs?typeId=87']) {
      await page.goto(app.server.url(url), { waitUntil: 'networkidle' });
    }
    expect(requested.some((file) => file.startsWith('/assets/'))).toBe(true);
    expect(requested.filter((file) => adminFiles.has(file))).toEqual([]);
    await page.context().close();
  });
});
