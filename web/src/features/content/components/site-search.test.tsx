import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveSite } from '@/layouts/public/test-data';
import { useSession } from '@/store/session';
import { type ApiCall, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { SEARCH_DEBOUNCE_MS } from './site-search';

const api = setupApiServer(serveSite);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const suggestion = (id: number, articleName: string, articleEsName = '') => ({
  id,
  typeId: 21,
  articleName,
  articleEsName,
});

/** Answers the suggestions for each text from `answers`, after `delays[text]` milliseconds. */
function servePreview(answers: Record<string, unknown[]>, delays: Record<string, number> = {}) {
  api.on('GET /api/bll/article/listPreview', async ({ query }: ApiCall) => {
    const text = query.get('articleName') ?? '';
    await sleep(delays[text] ?? 0);
    return ok({ data: answers[text] ?? [] });
  });
}

async function openSearch(path = '/index') {
  const app = renderApp(path);
  const input = await screen.findByRole('combobox', { name: /搜索文章|Search articles/ });
  await within(screen.getByRole('navigation', { name: /网站导航|Site navigation/ })).findByRole('link', {
    name: /首页|Home/,
  });
  return { app, input };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const previewCalls = () =>
  api.callsTo('GET /api/bll/article/listPreview').map((c) => c.query.get('articleName'));

describe('search suggestions (SPEC §2, §5)', () => {
  it('are asked for only while the text is non-empty, and a suggestion opens its article', async () => {
    servePreview({ 协会: [suggestion(21, '协会2025年会员大会召开'), suggestion(22, '关于协会换届的通知')] });
    const { app, input } = await openSearch();

    type(input, '   ');
    await sleep(SEARCH_DEBOUNCE_MS + 200);
    expect(previewCalls()).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');

    type(input, ' 协会 ');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['协会2025年会员大会召开', '关于协会换届的通知']);
    expect(previewCalls()).toEqual(['协会']);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    type(input, '');
    expect(screen.queryByRole('listbox')).toBeNull();

    type(input, '协会');
    fireEvent.click(await screen.findByRole('option', { name: '关于协会换届的通知' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/article\?articleId=22&key=[a-z0-9]+$/));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('waits for a pause in typing before asking', async () => {
    servePreview({ 会员: [suggestion(1, '会员名录')] });
    const { input } = await openSearch();
    type(input, '会');
    type(input, '会员');
    await screen.findByRole('option', { name: '会员名录' });
    expect(previewCalls()).toEqual(['会员']);
  });

  it('arrow keys pick a suggestion, Enter opens it, Escape closes the list', async () => {
    servePreview({
      培训: [suggestion(31, '培训班开班'), suggestion(32, '培训考核结果'), suggestion(33, '培训通知')],
    });
    const { app, input } = await openSearch();
    type(input, '培训');
    await screen.findAllByRole('option');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: '培训考核结果' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: '培训通知' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('培训');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(app.location()).toMatch(/^\/article\?articleId=31&key=/));
  });

  it('shows the names in the chosen language', async () => {
    useSession.getState().setLang(1);
    servePreview({
      Member: [suggestion(5, '会员大会', 'General Assembly of Members'), suggestion(6, '会员须知')],
    });
    const { input } = await openSearch();
    type(input, 'Member');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['General Assembly of Members', '会员须知']);
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    servePreview({});
    const { input } = await openSearch();
    type(input, '没有这样的文章');
    expect(await screen.findByText('没有找到相关文章')).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a late answer to an older text never replaces the answer to the newer one', async () => {
    servePreview(
      { 文化: [suggestion(1, '旧的结果：文化')], 文化产业: [suggestion(2, '新的结果：文化产业')] },
      { 文化: 700 },
    );
    const { input } = await openSearch();
    type(input, '文化');
    await waitFor(() => expect(previewCalls()).toEqual(['文化']));
    type(input, '文化产业');
    expect(await screen.findByRole('option', { name: '新的结果：文化产业' })).toBeTruthy();
    await sleep(900);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['新的结果：文化产业']);
    expect(screen.queryByText('旧的结果：文化')).toBeNull();
  });
});

describe('the search button: an exact menu-item name', () => {
  it('opens a top-level item', async () => {
    const { app, input } = await openSearch();
    type(input, '政策法规');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.location()).toBe('/areaxList?parentId=30&tabIndex=31'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('Enter without a chosen suggestion does the same, also for a child item', async () => {
    servePreview({ 会员名录: [suggestion(9, '2025年会员名录')] });
    const { app, input } = await openSearch();
    type(input, '会员名录');
    await screen.findByRole('option', { name: '2025年会员名录' });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(app.location()).toBe('/memberShip'));
  });

  it('otherwise opens the search results of the text', async () => {
    api.on('GET /api/bll/article/search', () => ok({ rows: [], total: 0 }));
    const { app, input } = await openSearch();
    type(input, ' 政策 & 法 ');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(app.location()).toBe('/search?q=%E6%94%BF%E7%AD%96%20%26%20%E6%B3%95'));
    expect(await screen.findByRole('heading', { level: 1, name: '搜索“政策 & 法”' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(api.callsTo('GET /api/bll/article/search').map((c) => c.query.get('q'))).toEqual(['政策 & 法']),
    );
  });

  it('in English, names hidden in English are searched for instead', async () => {
    useSession.getState().setLang(1);
    api.on('GET /api/bll/article/search', () => ok({ rows: [], total: 0 }));
    const { app, input } = await openSearch();
    type(input, '政策法规');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(app.location()).toBe(`/search?q=${encodeURIComponent('政策法规')}`));
    type(input, 'About us');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/areaxList?parentId=86&tabIndex=87'));
  });

  it('with an empty text it only puts the focus in the box', async () => {
    const { app, input } = await openSearch();
    type(input, '  ');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(document.activeElement).toBe(input);
    await sleep(50);
    expect(app.location()).toBe('/index');
  });
});
