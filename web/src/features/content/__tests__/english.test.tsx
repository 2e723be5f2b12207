import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import type { MenuItem } from '../types';
import {
  block,
  councilMeeting,
  detail,
  menu,
  serveArticleList,
  serveArticles,
  serveMenu,
  summary,
} from './fixtures';

// The public site in English for a visitor who never sees the Chinese menu: the categories the
// English menu hides (资讯公告 has no English name) still reach their English articles from the
// home page, with English names where the data has them and English labels throughout.

const api = setupApiServer();

const englishNames: Record<number, string> = { 21: 'Association news', 22: 'Notices', 23: 'Industry news' };
/** The demo menu with English names on the children of 资讯公告, which itself stays unnamed in English. */
const namedMenu: MenuItem[] = menu.map((item) =>
  item.id === 20
    ? { ...item, children: item.children.map((child) => ({ ...child, bllEsName: englishNames[child.id] })) }
    : item,
);
const typeIn = (items: MenuItem[], id: number) =>
  items.flatMap((item) => [item, ...item.children]).find((item) => item.id === id)!;

const news = [
  councilMeeting(11),
  summary(12, 21, '文化产业论坛在京举行', '', { publishTime: '2025-02-20 09:00:00' }),
];
const notices = [summary(13, 22, '关于开展会员年检的通知', 'Annual member review')];
const industry = [summary(15, 23, '行业数据发布', '')];
const guide = [summary(14, 14, '入会流程说明', 'How to join')];

function serveHome(items: MenuItem[]) {
  serveMenu(api, items);
  api.on(
    'GET /api/bll/article_type/indexList',
    ok({
      data: [
        block(typeIn(items, 21), news),
        block(typeIn(items, 22), notices),
        block(typeIn(items, 23), industry),
        block(typeIn(items, 13), guide),
      ],
    }),
  );
}

const HAN = /\p{Script=Han}/u;
const main = () => screen.getByRole('main');
const crumbsOf = () =>
  within(screen.getByRole('navigation', { name: 'You are here' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => {
  useSession.getState().setLang(1);
});

describe('home blocks in English', () => {
  it('show the news and notices of a category hidden from the English menu, named in English', async () => {
    serveHome(namedMenu);
    renderApp('/index');
    const column = await screen.findByRole('region', { name: 'Association news' });
    expect(within(column).getByRole('link', { name: 'Third Council meeting' }).getAttribute('href')).toMatch(
      /^\/article\?articleId=11&key=\w+$/,
    );
    // An article without an English title keeps its Chinese one rather than vanishing, marked as
    // Chinese for screen readers.
    expect(within(column).getByRole('link', { name: '文化产业论坛在京举行' }).getAttribute('lang')).toBe(
      'zh-CN',
    );
    expect(
      within(column).getByRole('link', { name: 'Third Council meeting' }).getAttribute('lang'),
    ).toBeNull();
    expect(within(column).getByRole('link', { name: 'More Association news' }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=21',
    );
    const noticesColumn = screen.getByRole('region', { name: 'Notices' });
    expect(within(noticesColumn).getByRole('link', { name: 'Annual member review' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Membership' })).toBeTruthy();
  });

  it('fall back to the Chinese block name when the type has no English one', async () => {
    serveHome(menu);
    renderApp('/index');
    const column = await screen.findByRole('region', { name: '协会动态' });
    expect(within(column).getByRole('heading', { name: '协会动态' }).getAttribute('lang')).toBe('zh-CN');
    expect(within(column).getByRole('link', { name: 'Third Council meeting' })).toBeTruthy();
    // Nothing in English to show: neither the type nor any of its articles has an English name.
    expect(screen.queryByRole('region', { name: '行业资讯' })).toBeNull();
    expect(screen.queryByText('行业数据发布')).toBeNull();
  });

  it('switch names and titles with the language toggle', async () => {
    serveHome(menu);
    renderApp('/index');
    await screen.findByRole('region', { name: '协会动态' });
    expect(screen.getByRole('link', { name: 'Third Council meeting' })).toBeTruthy();
    act(() => useSession.getState().setLang(0));
    const column = await screen.findByRole('region', { name: '协会动态' });
    expect(within(column).getByRole('link', { name: '协会召开第三届理事会' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '行业资讯' })).toBeTruthy();
    act(() => useSession.getState().setLang(1));
    expect(await screen.findByRole('link', { name: 'Third Council meeting' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '行业资讯' })).toBeNull();
  });
});

describe('category page in English', () => {
  beforeEach(() => {
    serveArticleList(api, { 21: news, 22: notices, 23: industry, 14: guide });
  });

  it('opens a category hidden from the English menu with English tabs, heading and breadcrumb', async () => {
    serveMenu(api, namedMenu);
    renderApp('/areaxList?parentId=20&tabIndex=21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Association news' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Association news', 'Notices', 'Industry news']);
    expect(tabs[0].getAttribute('aria-current')).toBe('page');
    // 资讯公告 has no English name: the breadcrumb leaves it out instead of showing it in Chinese.
    expect(crumbsOf()).toEqual(['Home', 'Association news']);
    await waitFor(() =>
      expect(within(main()).getByRole('link', { name: 'Third Council meeting' })).toBeTruthy(),
    );
    expect(within(main()).getByText('Summary of Third Council meeting')).toBeTruthy();
    expect(within(main()).getByText('Views: 111')).toBeTruthy();
    expect(document.title).toMatch(/^Association news - /);
  });

  it('names a tab without an English name in Chinese rather than hiding its articles', async () => {
    serveMenu(api);
    renderApp('/areaxList?parentId=20&tabIndex=22');
    const heading = await screen.findByRole('heading', { level: 1, name: '通知公告' });
    expect(heading.getAttribute('lang')).toBe('zh-CN');
    expect(crumbsOf()).toEqual(['Home', '通知公告']);
    await waitFor(() =>
      expect(within(main()).getByRole('link', { name: 'Annual member review' })).toBeTruthy(),
    );
  });

  it('keeps the parent as the title above the tabs when it has an English name', async () => {
    serveMenu(api, namedMenu);
    renderApp('/areaxList?parentId=13&tabIndex=14');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Joining guide' })).toBeTruthy();
    expect(crumbsOf()).toEqual(['Home', 'Membership', 'Joining guide']);
  });
});

describe('article page in English', () => {
  const conference = detail(councilMeeting(11, { source: '协会秘书处 / Secretariat', viewCount: 321 }), {
    prev: { id: 13, articleName: '关于开展会员年检的通知', articleEsName: 'Annual member review' },
    next: null,
  });
  const chineseOnly = detail(
    summary(12, 21, '文化产业论坛在京举行', '', { source: '协会秘书处', author: '李记者' }),
  );

  beforeEach(() => {
    serveMenu(api, namedMenu);
    serveArticles(api, [conference, chineseOnly]);
  });

  it('has an English breadcrumb, English labels and no Chinese where the article has English', async () => {
    renderApp('/article?articleId=11&key=k1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Third Council meeting' })).toBeTruthy();
    await waitFor(() => expect(crumbsOf()).toEqual(['Home', 'Association news', 'Article']));
    expect(
      within(screen.getByRole('navigation', { name: 'You are here' }))
        .getByRole('link', { name: 'Association news' })
        .getAttribute('href'),
    ).toBe('/areaxList?parentId=20&tabIndex=21');

    const meta = within(main().querySelector('dl')!);
    expect(meta.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Published:',
      'Source:',
      'Views:',
    ]);
    // The source's English part; the author, in Chinese only, is left out.
    expect(meta.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '2025-03-12',
      'Secretariat',
      '321',
    ]);
    const neighbours = within(screen.getByRole('navigation', { name: 'Previous and next articles' }));
    expect(neighbours.getByText('Previous:')).toBeTruthy();
    expect(neighbours.getByRole('link', { name: 'Annual member review' })).toBeTruthy();
    expect(neighbours.getByText('Next:')).toBeTruthy();
    expect(neighbours.getByText('None')).toBeTruthy();
    expect(main().textContent).not.toMatch(HAN);
  });

  it('shows an article without English in Chinese, its source and author as written', async () => {
    renderApp('/article?articleId=12&key=k1');
    expect(await screen.findByRole('heading', { level: 1, name: '文化产业论坛在京举行' })).toBeTruthy();
    expect(within(main()).getByText('协会秘书处')).toBeTruthy();
    expect(within(main()).getByText('李记者')).toBeTruthy();
    expect(within(main()).getByText('Author:')).toBeTruthy();
    expect(main().querySelector('article')?.getAttribute('lang')).toBe('zh-CN');
  });
});
