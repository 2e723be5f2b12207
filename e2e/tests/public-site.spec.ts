import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  getPageErrors,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  type ViewportName,
} from '../support/browser.js';
import { label, pathOf, visible } from '../support/locators.js';
import { newVisitor, register } from '../support/visitor.js';
import { REPO_ROOT } from '../support/server.js';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';

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
  useSharedPage(app, '/index', (opened) => (page = opened), {
    ready: (opened) => visible(menuLink(opened, '首页')),
    journey: 'menu',
  });

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
  useSharedPage(app, '/index', (opened) => (page = opened), {
    ready: (opened) => visible(menuLink(opened, '首页')),
    journey: 'language',
    allowPageErrors: true,
  });

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
  useSharedPage(app, '/index', (opened) => (page = opened), {
    ready: (opened) => visible(search(opened)),
    journey: 'search',
  });

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

  it('and otherwise opens the search results of the text', async () => {
    await search(page).fill('不存在的栏目');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expectPath(page, `/search?q=${encodeURIComponent('不存在的栏目')}`);
    await visible(page.getByText('没有找到与“不存在的栏目”相关的内容，换个词试试。'));
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
    // The QR image loads lazily below the fold: only once the footer is scrolled into view.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
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
    // The menu closes once the new page is shown: wait for it rather than look at once.
    await menuLink(page, '资讯公告').waitFor({ state: 'hidden', timeout: 15_000 });
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

/** The header's logo link, called by the association's name. */
const brand = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(文化产业协会|Cultural Industry Association)$/ });

/** The parts of the logo link whose text does not fit (a glyph may reach a little past its line, a hidden line would not). */
const cutOffBrandParts = (page: Page) =>
  brand(page).evaluate((link) =>
    [...link.querySelectorAll('span')]
      .filter(
        (span) =>
          span.scrollWidth > span.clientWidth + 1 ||
          span.scrollHeight - span.clientHeight > parseFloat(getComputedStyle(span).fontSize) / 2,
      )
      .map(
        (span) =>
          `${span.className} ${span.scrollWidth}x${span.scrollHeight} > ${span.clientWidth}x${span.clientHeight}`,
      ),
  );

describe('identity, the 404 page and contrast', () => {
  it.each(['desktop', 'phone'] as ViewportName[])(
    'the header shows the logo and the full name and fits at %s width, in both languages',
    async (size) => {
      const page = await openPage(app.browser, app.server.url('/index'), size);
      for (const [lang, name, toggle] of [
        ['zh', '文化产业协会', 'EN'],
        ['en', 'Cultural Industry Association', '中文'],
      ]) {
        const link = brand(page);
        await expect.poll(async () => (await link.innerText()).split('\n')[0].trim()).toBe(name);
        await screenshot(page, `identity/header-${size}-${lang}`, { fullPage: false });
        const logo = link.locator('img[src$="logo.svg"]');
        expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          true,
        );
        const box = await link.boundingBox();
        const width = await page.evaluate(() => window.innerWidth);
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        expect(await cutOffBrandParts(page)).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        const footer = page.getByRole('contentinfo');
        await expect.poll(async () => (await footer.innerText()).includes(name)).toBe(true);
        await footer.scrollIntoViewIfNeeded();
        await footer.screenshot({ path: path.join(SCREENSHOT_DIR, `identity/footer-${size}-${lang}.png`) });
        await page.getByRole('button', { name: toggle, exact: true }).first().click();
      }
      expect(getPageErrors(page).map(String)).toEqual([]);
      await page.context().close();
    },
  );

  it('the favicon is the logo', async () => {
    const html = await (await fetch(app.server.url('/index'))).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/logo.svg');
    const icon = await fetch(app.server.url(href!));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect((await icon.text()).length).toBeLessThan(2048);
  });

  it.each(['desktop', 'phone'] as ViewportName[])(
    'an unknown address shows the 404 page with the site header and footer at %s width',
    async (size) => {
      const page = await openPage(app.browser, app.server.url('/no/such/page'), size);
      await visible(page.getByRole('main').getByRole('heading', { name: '404' }));
      expect(pathOf(page)).toBe('/404');
      await visible(brand(page));
      await visible(page.getByRole('contentinfo'));
      if (size === 'desktop') await visible(menuLink(page, '首页'));
      else await visible(page.getByRole('button', { name: '菜单' }));
      await screenshot(page, `identity/404-${size}`);
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect.poll(() => pathOf(page)).toBe('/index');
      expect(getPageErrors(page).map(String)).toEqual([]);
      await page.context().close();
    },
  );

  // axe-core, the engine of Lighthouse's accessibility audit, run for its colour-contrast rule only.
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

  async function contrastFailures(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
      type AxeResults = {
        violations: { nodes: { target: string[]; any: { message: string }[] }[] }[];
      };
      const results = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
      return results.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`,
        ),
      );
    });
  }

  it.each([
    ['/index', '首页'],
    ['/areaxList?parentId=20&tabIndex=21', '协会动态'],
    ['/aboutUs?typeId=87', '协会简介'],
    ['/trainingEvent', '培训活动'],
    ['/memberShip', '会员服务'],
    ['/404', '404'],
    ['/login', '登录'],
  ])('text on %s reaches AA contrast, in both languages', async (url, heading) => {
    // The script of axe-core is added inline, which the site's Content-Security-Policy forbids.
    const page = await openPage(app.browser, app.server.url(url), 'desktop', { bypassCSP: true });
    await visible(page.getByRole('heading', { name: heading }).first());
    await page.waitForLoadState('networkidle');
    expect(await contrastFailures(page)).toEqual([]);
    await page.getByRole('button', { name: 'EN', exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.waitForLoadState('networkidle');
    expect(await contrastFailures(page)).toEqual([]);
    await page.context().close();
  });

  it('text on an article reaches AA contrast', async () => {
    const xml = await (await fetch(app.server.url('/sitemap.xml'))).text();
    const loc = /<loc>[^<]*(\/article\?articleId=\d+)<\/loc>/.exec(xml)?.[1];
    const page = await openPage(app.browser, app.server.url(loc!), 'phone', { bypassCSP: true });
    await visible(page.getByRole('main').getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    expect(await contrastFailures(page)).toEqual([]);
    await page.context().close();
  });
});

describe('one tab, two accounts', () => {
  it('a new member sees 注册成功 alone; after they log out an admin logging in gets 管理后台 at once', async () => {
    const page = await openPage(app.browser, undefined, 'phone');
    const header = page.getByRole('banner');
    await register(page, app.server, newVisitor());
    await visible(page.getByText('注册成功'));
    expect(await page.getByText('验证码已发送').count()).toBe(0);
    expect(await cutOffBrandParts(page)).toEqual([]);
    await screenshot(page, 'identity/header-phone-member', { fullPage: false });

    await header.getByRole('link', { name: '退出' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await header.getByRole('link', { name: '登录' }).click();
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel(label('账号')).fill('admin');
    await page.getByLabel(label('密码')).fill('admin123');
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await visible(header.getByRole('link', { name: '管理后台' }));
    expect(await cutOffBrandParts(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'identity/header-phone-admin', { fullPage: false });
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});
