import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { listCalls, serveArticleList, serveMenu, summary } from './fixtures';

const notices = Array.from({ length: 25 }, (_, i) =>
  summary(100 + i, 22, `通知第${i + 1}号`, `Notice ${i + 1}`),
);
const cover = '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.jpg';
const news = [{ ...summary(200, 21, '协会召开理事会', 'Council meeting'), cover }];

const api = setupApiServer((api) => {
  serveMenu(api);
  serveArticleList(api, { 21: news, 22: notices });
});

const articleLinks = async () =>
  within(await screen.findByRole('main'))
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/article?'))
    .map((a) => a.textContent);

describe('article list /articleList', () => {
  it('?articleName searches, with the heading 搜索“…”', async () => {
    renderApp('/articleList?articleName=理事会');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索“理事会”' })).toBeTruthy();
    await waitFor(async () => expect(await articleLinks()).toEqual(['协会召开理事会']));
    expect(listCalls(api).at(-1)).toMatchObject({ articleName: '理事会', pageNum: '1', pageSize: '20' });
    expect(document.title).toBe('搜索“理事会” - 文化产业协会');
    // The cover an editor uploaded is shown beside the article, from the API's file path.
    const image = within(screen.getByRole('main')).getByRole('presentation');
    expect(image.getAttribute('src')).toBe(`/prod-api${cover}`);
  });

  it('says so when a search finds nothing; English heading Search “…”', async () => {
    useSession.getState().setLang(1);
    renderApp('/articleList?articleName=nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search “nothing”' })).toBeTruthy();
    expect(await screen.findByText('No articles found for “nothing”.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('?typeId names the category and pages through it', async () => {
    const app = renderApp('/articleList?typeId=22');
    expect(await screen.findByRole('heading', { level: 1, name: '通知公告' })).toBeTruthy();
    await waitFor(async () => expect(await articleLinks()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect((await articleLinks())[0]).toBe('通知第21号'));
    expect(listCalls(api).at(-1)).toMatchObject({ typeId: '22', pageNum: '2', pageSize: '20' });
    expect(app.location()).toBe('/articleList?typeId=22&pageNum=2');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['首页', '资讯公告', '通知公告']);
  });

  it('?parentId lists a parent and its sub-categories under the parent name', async () => {
    renderApp('/articleList?parentId=20');
    expect(await screen.findByRole('heading', { level: 1, name: '资讯公告' })).toBeTruthy();
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ parentId: '20' }));
  });
});
