import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { detail, listCalls, serveArticleList, serveArticles, serveMenu, summary } from './fixtures';

/** 45 notices: three pages of 20. */
const notices = Array.from({ length: 45 }, (_, i) =>
  summary(1000 + i, 22, `通知第${i + 1}号`, `Notice ${i + 1}`, { viewCount: 7 + i }),
);
const news = [summary(2001, 21, '协会召开理事会', 'Council meeting', { publishTime: '2025-03-12 10:00:00' })];
const guide = [summary(2101, 14, '入会流程说明', 'How to join')];
const about = {
  87: summary(3087, 87, '协会简介', 'About the Association'),
  88: summary(3088, 88, '协会章程', 'Charter of the Association'),
  89: summary(3089, 89, '组织机构', 'Organisation'),
  90: summary(3090, 90, '联系我们', 'Contact us'),
};

const api = setupApiServer((api) => {
  serveMenu(api);
  serveArticleList(api, {
    21: news,
    22: notices,
    23: [],
    14: guide,
    87: [about[87]],
    88: [about[88]],
    89: [about[89]],
    90: [about[90]],
  });
  serveArticles(api, [
    detail(about[87], { content: '<p>本会是文化产业的全国性社会组织。</p>' }),
    detail(about[88], { content: '<p>本章程经会员代表大会审议通过。</p>' }),
    detail(about[89], { content: '<p>本会设会员代表大会和理事会。</p>' }),
    detail(about[90], { content: '<p>地址：北京市东城区。</p>' }),
  ]);
});

const sections = () => screen.getByRole('navigation', { name: '栏目导航' });
const breadcrumb = () => screen.getByRole('navigation', { name: '当前位置' });
const main = () => screen.getByRole('main');
/** Finds text in the page content once the lazy route is there. */
const findInMain = async (text: string) => within(await screen.findByRole('main')).findByText(text);
const articleLinks = () =>
  within(main())
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/article?'))
    .map((a) => a.textContent);

describe('category page /areaxList', () => {
  it('shows the children as tabs, the tab of tabIndex active, and a paged list of its articles', async () => {
    const app = renderApp('/areaxList?parentId=20&tabIndex=22');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯公告' })).toBeTruthy();
    const tabs = within(sections()).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['协会动态', '通知公告', '行业资讯']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/areaxList?parentId=20&tabIndex=21',
      '/areaxList?parentId=20&tabIndex=22',
      '/areaxList?parentId=20&tabIndex=23',
    ]);
    expect(within(sections()).getByRole('link', { name: '通知公告' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: '通知公告' })).toBeTruthy();

    await waitFor(() => expect(articleLinks()).toHaveLength(20));
    expect(articleLinks()[0]).toBe('通知第1号');
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '22', pageNum: '1', pageSize: '20' });
    const first = within(main()).getByRole('link', { name: '通知第1号' });
    expect(first.getAttribute('href')).toMatch(/^\/article\?articleId=1000&key=\w+$/);
    expect(within(main()).getByText('通知第1号的摘要')).toBeTruthy();
    expect(within(main()).getAllByText('2025-03-01').length).toBeGreaterThan(0);
    expect(within(main()).getByText('浏览 7')).toBeTruthy();
    expect(within(main()).getByText('共 45 条')).toBeTruthy();

    const crumbs = within(breadcrumb()).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['首页', '资讯公告', '通知公告']);
    expect(within(breadcrumb()).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/index');
    expect(document.title).toBe('通知公告 - 文化产业协会');

    // Page 3 of 3: the last 5 notices; the page number goes into the URL.
    fireEvent.click(within(main()).getByRole('button', { name: '第 3 页' }));
    await waitFor(() =>
      expect(articleLinks()).toEqual(['通知第41号', '通知第42号', '通知第43号', '通知第44号', '通知第45号']),
    );
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '22', pageNum: '3', pageSize: '20' });
    expect(app.location()).toBe('/areaxList?parentId=20&tabIndex=22&pageNum=3');
    expect(within(main()).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);

    // A new page size goes back to page 1.
    fireEvent.change(within(main()).getByRole('combobox', { name: '每页条数' }), { target: { value: '10' } });
    await waitFor(() => expect(articleLinks()).toHaveLength(10));
    expect(articleLinks()[0]).toBe('通知第1号');
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '22', pageNum: '1', pageSize: '10' });
    expect(app.location()).toBe('/areaxList?parentId=20&tabIndex=22&pageSize=10');
  });

  it('reads the page number and size from the URL', async () => {
    renderApp('/areaxList?parentId=20&tabIndex=22&pageNum=2&pageSize=30');
    await waitFor(() => expect(articleLinks()).toHaveLength(15));
    expect(articleLinks()[0]).toBe('通知第31号');
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '22', pageNum: '2', pageSize: '30' });
    expect(within(main()).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('without tabIndex opens the first child; a tab link switches the list', async () => {
    const app = renderApp('/areaxList?parentId=20');
    await waitFor(() => expect(articleLinks()).toEqual(['协会召开理事会']));
    expect(within(sections()).getByRole('link', { name: '协会动态' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '21' });

    fireEvent.click(within(sections()).getByRole('link', { name: '行业资讯' }));
    expect(await findInMain('该栏目暂无文章。')).toBeTruthy();
    expect(app.location()).toBe('/areaxList?parentId=20&tabIndex=23');
    expect(within(sections()).getByRole('link', { name: '行业资讯' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '23' });
  });

  it('a tab of bllType 3 is a single page: the newest article in full', async () => {
    renderApp('/areaxList?parentId=86&tabIndex=88');
    expect(await findInMain('本章程经会员代表大会审议通过。')).toBeTruthy();
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '88', pageNum: '1', pageSize: '1' });
    expect(api.callsTo('GET /api/bll/article/3088')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: '协会章程' })).toBeTruthy();
    // No pager and no list of links on a single page.
    expect(within(main()).queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('a tab of bllType 4 with a path is a link to that path', async () => {
    renderApp('/areaxList?parentId=13&tabIndex=14');
    await waitFor(() => expect(articleLinks()).toEqual(['入会流程说明']));
    expect(within(sections()).getByRole('link', { name: '会员名录' }).getAttribute('href')).toBe(
      '/memberShip',
    );
    expect(within(sections()).getByRole('link', { name: '会员申报' }).getAttribute('href')).toBe('/Declare');
  });

  it('a category whose tabs are all links offers the active one as a call to action', async () => {
    renderApp('/areaxList?parentId=85');
    const cta = await within(await screen.findByRole('main')).findByRole('link', { name: '前往培训活动' });
    expect(cta.getAttribute('href')).toBe('/trainingEvent');
    expect(listCalls(api)).toHaveLength(0);
  });

  it('a category without children lists its own articles', async () => {
    renderApp('/areaxList?parentId=21');
    expect(await screen.findByRole('heading', { level: 1, name: '协会动态' })).toBeTruthy();
    await waitFor(() => expect(articleLinks()).toEqual(['协会召开理事会']));
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '21' });
    const crumbs = within(breadcrumb()).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['首页', '资讯公告', '协会动态']);
  });

  it('an unknown parentId shows a friendly message', async () => {
    renderApp('/areaxList?parentId=999');
    expect(await screen.findByText('抱歉，您访问的栏目不存在或已下线。')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
    expect(listCalls(api)).toHaveLength(0);
  });

  it('in English shows the tabs with English names and English titles', async () => {
    useSession.getState().setLang(1);
    renderApp('/areaxList?parentId=13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent?.replace('›', ''))).toEqual([
      'Joining guide',
      'Member directory',
      'Declarations',
    ]);
    await waitFor(() => expect(articleLinks()).toEqual(['How to join']));
    expect(within(main()).getByText('Summary of How to join')).toBeTruthy();
    expect(within(main()).getByText('Total 1')).toBeTruthy();
  });
});

describe('about-us page /aboutUs?typeId', () => {
  it('is the category page of the parent of the type, with the type as tab', async () => {
    const app = renderApp('/aboutUs?typeId=89');
    expect(await screen.findByRole('heading', { level: 1, name: '本会概况' })).toBeTruthy();
    const tabs = within(sections()).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['协会简介', '协会章程', '组织机构', '联系我们']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/aboutUs?typeId=87',
      '/aboutUs?typeId=88',
      '/aboutUs?typeId=89',
      '/aboutUs?typeId=90',
    ]);
    expect(within(sections()).getByRole('link', { name: '组织机构' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await findInMain('本会设会员代表大会和理事会。')).toBeTruthy();
    const crumbs = within(breadcrumb()).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['首页', '本会概况', '组织机构']);

    fireEvent.click(within(sections()).getByRole('link', { name: '联系我们' }));
    expect(await findInMain('地址：北京市东城区。')).toBeTruthy();
    expect(within(main()).queryByText('本会设会员代表大会和理事会。')).toBeNull();
    expect(app.location()).toBe('/aboutUs?typeId=90');
    expect(document.title).toBe('联系我们 - 文化产业协会');
  });

  it('without a type opens 本会概况 and its first tab', async () => {
    renderApp('/aboutUs');
    expect(await findInMain('本会是文化产业的全国性社会组织。')).toBeTruthy();
    expect(within(sections()).getByRole('link', { name: '协会简介' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('speaks English', async () => {
    useSession.getState().setLang(1);
    renderApp('/aboutUs?typeId=88');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Charter' })).toBeTruthy();
    expect(await findInMain('Body of Charter of the Association.')).toBeTruthy();
  });

  it('an unknown type shows a friendly message', async () => {
    renderApp('/aboutUs?typeId=12345');
    expect(await screen.findByText('抱歉，您访问的栏目不存在或已下线。')).toBeTruthy();
  });
});
