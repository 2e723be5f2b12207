import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot, type ViewportName } from '../support/browser.js';
import { visible } from '../support/locators.js';
import { setupAppAndBrowser } from '../support/app.js';

const app = setupAppAndBrowser();

// The public pages rendered at build time (web/src/app/prerender.tsx): a first-time visitor sees
// the page before any script runs, and the app then hydrates that markup instead of replacing it.

/** Records console errors and whether anything removed #root's children (a fresh render does). */
async function watchTakeOver(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __rootReplaced: boolean };
    w.__rootReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0)
          w.__rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    consoleErrors,
    rootReplaced: () =>
      page.evaluate(() => (window as unknown as { __rootReplaced: boolean }).__rootReplaced),
  };
}

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe.each(['desktop', 'phone'] as ViewportName[])('the prerendered home page at %s width', (size) => {
  it('shows the header and banner before any script, then the app takes that markup over', async () => {
    const page = await openPage(app.browser, undefined, size);
    const takeOver = await watchTakeOver(page);
    const releaseScripts = await holdScripts(page);

    await page.goto(app.server.url('/index'), { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: '协会要闻轮播' });
    await visible(banner.getByRole('heading', { name: '凝聚行业力量，推动文化繁荣' }));
    await visible(page.getByRole('banner').getByText('文化产业协会', { exact: true }));
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/index');
    await screenshot(page, `prerender/index-before-scripts-${size}`, { fullPage: false });

    releaseScripts();
    // The menu and footer arrive with their data; the banner's buttons work once hydrated.
    await visible(page.getByRole('contentinfo').getByText('010-6500 0000'));
    // (At phone width the menu is folded away, so its links are counted, not seen.)
    await expect.poll(() => page.locator('nav[aria-label="网站导航"] a').count()).toBeGreaterThan(0);
    await banner.getByRole('button', { name: '第 2 张' }).click();
    await visible(banner.getByRole('heading', { name: '加入协会，共享发展机遇' }));
    await screenshot(page, `prerender/index-hydrated-${size}`, { fullPage: false });

    expect(await takeOver.rootReplaced()).toBe(false);
    expect(takeOver.consoleErrors).toEqual([]);
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});

describe('what a visitor does before the app has started', () => {
  it('a click is held and given to the same button once the app has taken the page over', async () => {
    const page = await openPage(app.browser, undefined, 'desktop');
    const releaseScripts = await holdScripts(page);
    await page.goto(app.server.url('/index'), { waitUntil: 'load' });
    const banner = page.getByRole('region', { name: '协会要闻轮播' });
    await banner.getByRole('button', { name: '第 3 张' }).click();
    // Nothing happens yet: the page has no code.
    expect(await banner.getByRole('button', { name: '第 3 张' }).getAttribute('aria-current')).toBeNull();
    releaseScripts();
    await expect
      .poll(() => banner.getByRole('button', { name: '第 3 张' }).getAttribute('aria-current'))
      .toBe('true');
    await visible(banner.getByRole('heading', { name: '专业培训与能力评价' }));
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });

  it('a search typed and sent before the app has started opens its results once it has', async () => {
    const page = await openPage(app.browser, undefined, 'desktop');
    const releaseScripts = await holdScripts(page);
    await page.goto(app.server.url('/index'), { waitUntil: 'load' });
    const box = page.getByRole('combobox', { name: '搜索文章' });
    await box.fill('入会');
    await box.press('Enter');
    releaseScripts();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('入会');
    await visible(page.getByRole('main').getByRole('link', { name: /入会/ }));
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});

describe('prerendered pages and the visitors they do not fit', () => {
  it('a prerendered page asks for no code before its first paint; index.html preloads it', async () => {
    const page = await (await fetch(app.server.url('/index'))).text();
    expect(page).toContain('data-prerendered="/index"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toMatch(
      /<script defer src="\/start-after-paint.js" data-preload="[^"]+" data-entry="[^"]+">/,
    );
    const other = await (await fetch(app.server.url('/aboutUs'))).text();
    expect(other).not.toContain('data-prerendered');
    expect(other).toContain('rel="modulepreload"');
  });

  it.each(['/memberShip', '/trainingEvent', '/memberShip/directory', '/evaluate', '/meritRating'])(
    '%s is hydrated without a mismatch',
    async (path) => {
      const page = await openPage(app.browser, undefined, 'phone');
      const takeOver = await watchTakeOver(page);
      await page.goto(app.server.url(path), { waitUntil: 'networkidle' });
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(path);
      await visible(page.getByRole('contentinfo').getByText('010-6500 0000'));
      expect(await takeOver.rootReplaced()).toBe(false);
      expect(takeOver.consoleErrors).toEqual([]);
      expect(getPageErrors(page).map(String)).toEqual([]);
      await page.context().close();
    },
  );

  it('a visitor who chose English before the language cookie existed gets the page rendered in English', async () => {
    const page = await openPage(app.browser, undefined, 'desktop');
    await page.addInitScript(() => localStorage.setItem('lang', '1'));
    const takeOver = await watchTakeOver(page);
    await page.goto(app.server.url('/index'), { waitUntil: 'commit' });
    await visible(page.getByRole('region', { name: 'Association highlights' }));
    expect(await takeOver.rootReplaced()).toBe(true);
    expect(takeOver.consoleErrors).toEqual([]);
    // From now on the server knows: the next page comes without the Chinese render.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('1');
    await page.reload({ waitUntil: 'commit' });
    await visible(page.getByRole('region', { name: 'Association highlights' }));
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});
