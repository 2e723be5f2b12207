import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleHit } from '@server/modules/content/search.schema';
import { useSession } from '@/store/session';
import { type ApiCall, fail, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { serveMenu } from './fixtures';

const hit = (id: number, fields: Partial<ArticleHit> = {}): ArticleHit => ({
  id,
  typeId: 14,
  articleName: `协会通知${id}`,
  articleEsName: `Association notice ${id}`,
  publishTime: '2026-03-0' + ((id % 9) + 1) + ' 09:00:00',
  snippet: `本协会第${id}号通知正文，协会会员请阅。`,
  snippetEs: `The association's notice no. ${id}. Members of the Association please read.`,
  ...fields,
});

/** 25 results for any text, 20 a page (or as asked). */
const results = Array.from({ length: 25 }, (_, index) => hit(index + 1));
function serveSearch(rows: ArticleHit[] = results) {
  api.on('GET /api/bll/article/search', ({ query }: ApiCall) => {
    const pageNum = Number(query.get('pageNum') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    return ok({ total: rows.length, rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize) });
  });
}

const api = setupApiServer(serveMenu);

const searchCalls = () =>
  api.callsTo('GET /api/bll/article/search').map((call) => Object.fromEntries(call.query.entries()));
const resultItems = async () =>
  within(await screen.findByRole('list', { name: /^(搜索结果|Search results)$/ })).getAllByRole('listitem');
/** Each marked piece of an element, in order. */
const marks = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('search results /search', () => {
  it('shows how many, each title and quote with every match marked, category and date', async () => {
    serveSearch();
    renderApp('/search?q=协会');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索“协会”' })).toBeTruthy();
    expect(await screen.findByText('找到 25 条与“协会”相关的结果')).toBeTruthy();
    expect(document.title).toBe('搜索“协会” - 文化产业协会');
    expect(searchCalls()).toEqual([{ q: '协会', pageNum: '1', pageSize: '20' }]);

    const items = await resultItems();
    expect(items).toHaveLength(20);
    const first = items[0];
    const link = within(first).getByRole('link');
    expect(link.textContent).toBe('协会通知1');
    expect(link.getAttribute('href')).toMatch(/^\/article\?articleId=1&key=/);
    expect(marks(within(first).getByRole('heading', { level: 2 }))).toEqual(['协会']);
    const quote = within(first).getByText(
      (_, element) => element?.tagName === 'P' && /号通知正文/.test(element.textContent ?? ''),
    );
    expect(quote.textContent).toBe('本协会第1号通知正文，协会会员请阅。');
    expect(marks(quote)).toEqual(['协会', '协会']);
    expect(first.textContent).toContain('栏目：入会指南');
    expect(first.textContent).toContain('2026-03-02');
  });

  it('pages through the results, keeping the page in the address', async () => {
    serveSearch();
    const app = renderApp('/search?q=协会');
    await waitFor(async () => expect(await resultItems()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(await resultItems()).toHaveLength(5));
    expect(within((await resultItems())[0]).getByRole('link').textContent).toBe('协会通知21');
    expect(searchCalls().at(-1)).toEqual({ q: '协会', pageNum: '2', pageSize: '20' });
    expect(app.location()).toBe(`/search?q=${encodeURIComponent('协会')}&pageNum=2`);
  });

  it('in English: English titles and quotes, matches of any case marked, Chinese as a fallback', async () => {
    useSession.getState().setLang(1);
    serveSearch([hit(7), hit(8, { articleEsName: '', snippetEs: '' })]);
    renderApp('/search?q=association');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search “association”' })).toBeTruthy();
    expect(await screen.findByText('2 results for “association”')).toBeTruthy();
    expect(document.title).toBe('Search “association” - Cultural Industry Association');
    const [english, chinese] = await resultItems();
    expect(within(english).getByRole('link').textContent).toBe('Association notice 7');
    expect(marks(english)).toEqual(['Association', 'association', 'Association']);
    // Untranslated: the Chinese title and quote, said to be Chinese; no Chinese category name.
    expect(within(chinese).getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('zh-CN');
    expect(chinese.textContent).toContain('本协会第8号通知正文');
    expect(chinese.textContent).not.toContain('入会指南');
    expect(chinese.textContent).toContain('Section: Joining guide');
  });

  it('says so when nothing is found, and pages nothing', async () => {
    serveSearch([]);
    renderApp('/search?q=无此内容');
    expect(await screen.findByText('没有找到与“无此内容”相关的内容，换个词试试。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('asks for a text when there is none (or too long), without searching', async () => {
    serveSearch();
    renderApp('/search?q=%20');
    expect(await screen.findByRole('heading', { level: 1, name: '搜索结果' })).toBeTruthy();
    expect(screen.getByText(/请在页面顶部的搜索框中输入要搜索的内容/)).toBeTruthy();
    expect(searchCalls()).toEqual([]);
  });

  it('offers to try again when the search fails', async () => {
    api.on('GET /api/bll/article/search', fail(500, '服务器错误'));
    renderApp('/search?q=协会');
    expect(await screen.findByText('搜索失败，请稍后重试。')).toBeTruthy();
    serveSearch([hit(3)]);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('找到 1 条与“协会”相关的结果')).toBeTruthy();
  });
});
