import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupAppAndBrowser, useSharedPage } from '../support/app.js';
import { screenshot, type ViewportName } from '../support/browser.js';
import { pathOf, visible } from '../support/locators.js';

const app = setupAppAndBrowser();

// A visitor who reads English, with the demo content of the seed. The English menu hides
// 资讯公告 and its siblings (SPEC.md §4), yet the home page shows their news and notices in
// English, and an English article reads in English from the breadcrumb to the previous/next links.
//
// UI contract (en): the header has a button "EN"; the home page's columns are regions named after
// their block; the breadcrumb is a navigation landmark "You are here"; the article's details are a
// list with the terms Published:, Source:, Author:, Views:, and a navigation "Previous and next
// articles" with Previous: and Next:.

const NEWS_TITLE = 'Association holds its 2026 work conference';
const NOTICE_TITLE = 'Notice on payment of 2026 membership fees';
const HAN = /\p{Script=Han}/u;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Site navigation' });
const menuItems = async (page: Page) =>
  (await nav(page).locator(':scope > ul > li > a').allInnerTexts()).map((text) => text.trim());
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'You are here' });
const blockWith = (page: Page, title: string): Locator =>
  page.getByRole('region').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const hanIn = async (locator: Locator) => (await locator.innerText()).match(new RegExp(HAN, 'gu')) ?? [];

describe.each<ViewportName>(['desktop', 'phone'])('the site in English (%s)', (viewport) => {
  let page: Page;
  useSharedPage(app, '/index', (opened) => (page = opened), {
    viewport,
    ready: (opened) => visible(opened.getByRole('button', { name: 'EN', exact: true })),
    journey: `english-${viewport}`,
  });

  it('EN keeps the four items out of the menu but shows the news and notices on the home page', async () => {
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await visible(blockWith(page, NEWS_TITLE));
    if (viewport === 'desktop') expect(await menuItems(page)).toEqual(['Home', 'About us', 'Membership']);
    await visible(blockWith(page, NOTICE_TITLE));
    expect(await blockWith(page, NEWS_TITLE).getByRole('link', { name: /^More/ }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=21',
    );
    await screenshot(page, `english-home-${viewport}`);
  });

  it('an English article has an English breadcrumb and labels, and no Chinese in its text', async () => {
    await blockWith(page, NEWS_TITLE).getByRole('link', { name: NEWS_TITLE, exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: NEWS_TITLE }));
    expect(pathOf(page)).toBe('/article');
    const crumbs = (await breadcrumb(page).getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    expect(crumbs[0]).toBe('Home');
    expect(crumbs.at(-1)).toBe('Article');
    const main = page.getByRole('main');
    const terms = (await main.locator('dt').allInnerTexts()).map((text) => text.trim());
    expect(terms).toContain('Published:');
    expect(terms).toContain('Views:');
    const neighbours = page.getByRole('navigation', { name: 'Previous and next articles' });
    await visible(neighbours.getByText('Previous:'));
    await visible(neighbours.getByText('Next:'));
    expect(await hanIn(main)).toEqual([]);
    await screenshot(page, `english-article-${viewport}`);
  });

  it('the block’s category opens in English with its English articles', async () => {
    await page.goto(app.server.url('/areaxList?parentId=20&tabIndex=21'));
    await visible(page.getByRole('link', { name: NEWS_TITLE, exact: true }));
    expect((await breadcrumb(page).getByRole('listitem').first().innerText()).trim()).toBe('Home');
    await visible(page.getByRole('navigation', { name: 'Sections' }));
    await screenshot(page, `english-category-${viewport}`);
  });
});
