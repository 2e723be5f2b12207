import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { fail, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { councilMeeting, detail, serveArticles, serveMenu, summary } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const first = detail(councilMeeting(501, { author: '王编辑', viewCount: 321 }), {
  content: '<h2>会议议程</h2><p>会议审议通过了年度工作报告。</p>',
  contentEs: '<h2>Agenda</h2><p>The meeting adopted the annual report.</p>',
  prev: null,
  next: { id: 502, articleName: '文化产业论坛在京举行', articleEsName: 'Forum in Beijing' },
});
const second = detail(
  summary(502, 21, '文化产业论坛在京举行', 'Forum in Beijing', {
    publishTime: '2025-02-20 09:00:00',
    author: '李记者',
    viewCount: 88,
  }),
  {
    content: '<p>论坛围绕数字文化展开讨论。</p>',
    contentEs: '',
    prev: { id: 501, articleName: '协会召开第三届理事会', articleEsName: 'Third Council meeting' },
    next: null,
  },
);

const api = setupApiServer((api) => {
  serveMenu(api);
  serveArticles(api, [first, second]);
});

const main = async () => screen.findByRole('main');
const neighbours = () => screen.getByRole('navigation', { name: '上一篇和下一篇' });

describe('article page /article?articleId&key', () => {
  it('shows the title, date, source, author, views, body, neighbours and breadcrumb', async () => {
    renderApp('/article?articleId=501&key=k1');
    expect(await screen.findByRole('heading', { level: 1, name: '协会召开第三届理事会' })).toBeTruthy();
    const page = await main();
    expectShown(page, ['2025-03-12', '协会秘书处', '王编辑', '321', '来源：', '浏览：']);
    // The body is HTML, rendered as such.
    expect(within(page).getByRole('heading', { level: 2, name: '会议议程' })).toBeTruthy();
    expect(within(page).getByText('会议审议通过了年度工作报告。').closest('.prose')).toBeTruthy();

    expect(within(neighbours()).getByText('没有了')).toBeTruthy();
    expect(
      within(neighbours()).getByRole('link', { name: '文化产业论坛在京举行' }).getAttribute('href'),
    ).toMatch(/^\/article\?articleId=502&key=\w+$/);

    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['首页', '资讯公告', '协会动态', '正文']);
    expect(within(crumbs).getByRole('link', { name: '协会动态' }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=21',
    );
    expect(within(crumbs).getByRole('link', { name: '资讯公告' }).getAttribute('href')).toBe(
      '/areaxList?parentId=20&tabIndex=21',
    );
    expect(document.title).toBe('协会召开第三届理事会 - 文化产业协会');
  });

  it('in English shows the English title and body, falling back to the Chinese text', async () => {
    useSession.getState().setLang(1);
    renderApp('/article?articleId=501&key=k1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Third Council meeting' })).toBeTruthy();
    expect(screen.getByText('The meeting adopted the annual report.')).toBeTruthy();
    expect(screen.queryByText('会议审议通过了年度工作报告。')).toBeNull();
    expect(screen.getByText('Views:')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Previous and next articles' })).getByRole('link', {
        name: 'Forum in Beijing',
      }),
    ).toBeTruthy();
    expect(document.title).toBe('Third Council meeting - Cultural Industry Association');

    // The next article has no English body: its Chinese body is shown.
    fireEvent.click(screen.getByRole('link', { name: 'Forum in Beijing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum in Beijing' })).toBeTruthy();
    expect(screen.getByText('论坛围绕数字文化展开讨论。')).toBeTruthy();
  });

  it('shows the new article when only the query changes, without reloading the window', async () => {
    const app = renderApp('/article?articleId=501&key=k1');
    expect(await screen.findByRole('heading', { level: 1, name: '协会召开第三届理事会' })).toBeTruthy();
    const marker = await main();

    fireEvent.click(within(neighbours()).getByRole('link', { name: '文化产业论坛在京举行' }));
    expect(await screen.findByRole('heading', { level: 1, name: '文化产业论坛在京举行' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '协会召开第三届理事会' })).toBeNull();
    expect(screen.getByText('论坛围绕数字文化展开讨论。')).toBeTruthy();
    expect(screen.queryByText('会议审议通过了年度工作报告。')).toBeNull();
    expect(screen.getByText('李记者')).toBeTruthy();
    expect(app.location()).toMatch(/^\/article\?articleId=502&key=\w+$/);
    expect(document.title).toBe('文化产业论坛在京举行 - 文化产业协会');
    // Same document, same layout: nothing was reloaded.
    expect(screen.getByRole('main')).toBe(marker);

    // Back to the first article by its previous link; then the same article with a new key reads it again.
    fireEvent.click(within(neighbours()).getByRole('link', { name: '协会召开第三届理事会' }));
    expect(await screen.findByRole('heading', { level: 1, name: '协会召开第三届理事会' })).toBeTruthy();
    const reads = api.callsTo('GET /api/bll/article/501').length;
    await act(() => app.router.navigate('/article?articleId=501&key=fresh'));
    await waitFor(() => expect(api.callsTo('GET /api/bll/article/501')).toHaveLength(reads + 1));
    expect(await screen.findByRole('heading', { level: 1, name: '协会召开第三届理事会' })).toBeTruthy();
  });

  it('a members-only article shows a non-member its summary and the way to join, not a body', async () => {
    const locked = detail(
      summary(503, 21, '会员内参：年度产业报告', 'Members brief', { summary: '报告要点摘要' }),
      {
        content: '',
        contentEs: '',
        locked: true,
      },
    );
    serveArticles(api, [locked]);
    renderApp('/article?articleId=503&key=k3');
    const note = await screen.findByRole('complementary', { name: '会员专享' });
    expect(screen.getByText('报告要点摘要')).toBeTruthy();
    expect(within(note).getByText('本文为会员专享内容，成为协会会员后即可阅读全文。')).toBeTruthy();
    expect(within(note).getByRole('link', { name: '申请入会' }).getAttribute('href')).toBe('/memberShip');
    expect(within(note).getByRole('link', { name: '会员登录' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/article?articleId=503&key=k3')}`,
    );
  });

  it('an article that is not locked shows no call to join', async () => {
    renderApp('/article?articleId=501&key=k1');
    expect(await screen.findByText('会议审议通过了年度工作报告。')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: '会员专享' })).toBeNull();
  });

  it('a missing or unpublished article (404) shows a friendly message', async () => {
    api.on('GET /api/bll/article/404', fail(404, '文章不存在或未发布'));
    renderApp('/article?articleId=404&key=x');
    expect(await screen.findByText('抱歉，该文章不存在或已下线。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '文章详情' })).toBeTruthy();
    expect(
      within(await main())
        .getByRole('link', { name: '返回首页' })
        .getAttribute('href'),
    ).toBe('/index');
    expect(document.title).toBe('文章详情 - 文化产业协会');
  });

  it('an articleId that is not a number shows the same message without asking the server', async () => {
    renderApp('/article?articleId=abc');
    expect(await screen.findByText('抱歉，该文章不存在或已下线。')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.startsWith('/api/bll/article/'))).toHaveLength(0);
  });
});
