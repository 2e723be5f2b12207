import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';
import { screenshot, type ViewportName } from '../support/browser.js';
import { pathOf, visible } from '../support/locators.js';

const app = setupAppAndBrowser();

// A visitor searches titles and bodies from the header with the demo content of the seed: at
// desktop width in Chinese, at phone width in English. A term that names no menu item opens the
// results page; the results mark the term, page by 20, and lead to the article.
//
// UI contract: the header's search combobox "搜索文章" / "Search articles" (behind the "菜单" /
// "Menu" toggle on a phone) and its submit button; the results page has the heading
// 搜索“…” / Search “…”, a status line with the count, a list "搜索结果" / "Search results" whose
// items are each a level-2 heading linking to the article, and the shared pager.

const CASES: { viewport: ViewportName; lang: 'zh' | 'en'; term: string; count: string; total: number }[] = [
  { viewport: 'desktop', lang: 'zh', term: '会员', count: '找到 33 条与“会员”相关的结果', total: 33 },
  { viewport: 'phone', lang: 'en', term: 'ASSOCIATION', count: '35 results for “ASSOCIATION”', total: 35 },
];

const results = (page: Page) => page.getByRole('list', { name: /^(搜索结果|Search results)$/ });
const searchQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe.each(CASES)(
  'search from the header ($viewport, $lang)',
  ({ viewport, lang, term, count, total }) => {
    let page: Page;
    useSharedPage(app, '/index', (opened) => (page = opened), {
      viewport,
      ready: (opened) => visible(opened.getByRole('button', { name: 'EN', exact: true })),
      journey: `search-${viewport}-${lang}`,
    });

    it('a term that names no menu item opens its results, every match marked', async () => {
      if (lang === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click();
      if (viewport === 'phone')
        await page.getByRole('button', { name: lang === 'en' ? 'Menu' : '菜单' }).click();
      const box = page.getByRole('combobox', { name: lang === 'en' ? 'Search articles' : '搜索文章' });
      await box.fill(term);
      await box.press('Enter');
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/search');
      expect(searchQuery(page)).toEqual({ q: term });
      await visible(
        page.getByRole('heading', { level: 1, name: lang === 'en' ? `Search “${term}”` : `搜索“${term}”` }),
      );
      await visible(page.getByText(count));
      const items = results(page).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(20);
      // Each result shows the term marked in its title or its quote, whatever the case typed.
      for (const item of await items.all()) {
        const marked = await item.locator('mark').allInnerTexts();
        expect(marked.length, await item.innerText()).toBeGreaterThan(0);
        for (const text of marked) expect(text.toLowerCase()).toBe(term.toLowerCase());
      }
      await screenshot(page, `search-results-${viewport}-${lang}`);
    });

    it('the pager shows page 2 with the rest, and a result opens its article', async () => {
      const first = await results(page).getByRole('heading', { level: 2 }).first().innerText();
      await page.getByRole('button', { name: lang === 'en' ? 'Next page' : '下一页' }).click();
      await expect.poll(() => searchQuery(page)).toEqual({ q: term, pageNum: '2' });
      const items = results(page).getByRole('listitem');
      await expect.poll(() => items.count()).toBe(total - 20);
      expect(await results(page).getByRole('heading', { level: 2 }).first().innerText()).not.toBe(first);
      await screenshot(page, `search-results-page2-${viewport}-${lang}`);

      const heading = results(page).getByRole('heading', { level: 2 }).first();
      const title = (await heading.innerText()).trim();
      await heading.getByRole('link').click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/article');
      await visible(page.getByRole('heading', { level: 1, name: title }));
    });
  },
);
