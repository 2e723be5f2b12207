import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { dropToken } from '@/testing/site-user';
import { card } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();
const LIST = 'GET /api/activity/activities/getInfoList';

beforeEach(() => {
  dropToken();
});

const lastQuery = () => api.callsTo(LIST).at(-1)?.query;

describe('the training-event list', () => {
  it('shows each event with its date, place, seats left and fee', async () => {
    api.on(
      LIST,
      ok({
        total: 4,
        rows: [
          card(1, { title: '文化创意项目策划实务培训', fee: 80000, seatsLeft: 38 }),
          card(2, { title: '非遗保护沙龙', type: 'salon', seatsLeft: 0, memberOnly: true }),
          card(4, { title: '往期培训', seatsLeft: 0, signEnd: '2020-01-01 00:00:00' }),
          card(3, {
            title: '数字出版讲座（线上）',
            type: 'lecture',
            seatsLeft: null,
            location: 'https://meet.example.org/x',
          }),
        ],
      }),
    );
    renderApp('/trainingEvent');
    const first = (await screen.findByRole('link', { name: '文化创意项目策划实务培训' })).closest('article')!;
    expectShown(first, ['2099-12-24 09:00–17:00', '协会培训中心三楼报告厅', '剩余 38 个名额', '¥800.00']);
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/trainingEvent/detail?activityId=1');

    const full = screen.getByRole('link', { name: '非遗保护沙龙' }).closest('article')!;
    expectShown(full, ['名额已满，可候补', '会员专享', '沙龙', '免费']);
    const online = screen.getByRole('link', { name: '数字出版讲座（线上）' }).closest('article')!;
    expect(within(online).getByText('不限名额')).toBeTruthy();
    // Sign-up over: no waiting list to offer.
    const past = screen.getByRole('link', { name: '往期培训' }).closest('article')!;
    expect(within(past).getByText('名额已满')).toBeTruthy();
  });

  it('asks the server by time, type and keyword, back on page 1 at each change', async () => {
    api.on(LIST, ok({ total: 45, rows: [card(1)] }));
    const app = renderApp('/trainingEvent?pageNum=2');
    await screen.findByRole('link', { name: '活动 1' });
    expect(lastQuery()?.get('pageNum')).toBe('2');
    expect(lastQuery()?.get('pageSize')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: '即将开始' }));
    await waitFor(() => expect(lastQuery()?.get('timeState')).toBe('upcoming'));
    expect(lastQuery()?.get('pageNum')).toBe('1');
    expect(screen.getByRole('button', { name: '即将开始' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: '活动类型' }), { target: { value: 'salon' } });
    await waitFor(() => expect(lastQuery()?.get('type')).toBe('salon'));
    expect(lastQuery()?.get('timeState')).toBe('upcoming');

    const search = screen.getByRole('search', { name: '搜索活动' });
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: ' 非遗 ' } });
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastQuery()?.get('keyword')).toBe('非遗'));
    expect(app.location()).toBe('/trainingEvent?timeState=upcoming&type=salon&keyword=%E9%9D%9E%E9%81%97');

    fireEvent.click(screen.getByRole('button', { name: '已结束' }));
    await waitFor(() => expect(lastQuery()?.get('timeState')).toBe('past'));
    expect(lastQuery()?.get('keyword')).toBe('非遗');
  });

  it('speaks English in English mode: English titles (else the Chinese), types, seats and fees', async () => {
    useSession.getState().setLang(1);
    api.on(
      LIST,
      ok({
        total: 2,
        rows: [
          card(1, { title: '非遗保护沙龙', titleEs: 'Heritage salon', type: 'salon', seatsLeft: 0 }),
          card(2, { title: '政策培训', fee: 30000 }),
        ],
      }),
    );
    renderApp('/trainingEvent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Training & Events' })).toBeTruthy();
    const salon = (await screen.findByRole('link', { name: 'Heritage salon' })).closest('article')!;
    // Each card's title is the next heading level under the page's h1 (no skipped level).
    expect(screen.getByRole('heading', { level: 2, name: 'Heritage salon' })).toBeTruthy();
    expectShown(salon, ['Salon', 'Full, waiting list open', 'Free']);
    const training = screen.getByRole('link', { name: '政策培训' }).closest('article')!;
    expectShown(training, ['12 seats left', '¥300.00']);
    expect(screen.getByRole('button', { name: 'Upcoming' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    api.on(LIST, ok({ total: 0, rows: [] }));
    renderApp('/trainingEvent?timeState=ongoing');
    expect(await screen.findByText('暂无符合条件的活动。')).toBeTruthy();
    expect(lastQuery()?.get('timeState')).toBe('ongoing');
  });

  it('lists the next events in the home page’s training block', async () => {
    api.on(
      'GET /api/bll/article_type/indexList',
      ok({
        data: [
          {
            id: 91,
            parentId: 0,
            bllName: '培训活动',
            bllEsName: 'Training',
            bllType: 1,
            bllValue: '',
            indexArea: 9,
            sort: 9,
            articles: [],
          },
        ],
      }),
    );
    api.on('GET /api/activity/activities/homeList', ok({ data: [card(4, { title: '年度交流会' })] }));
    renderApp('/index');
    const block = await screen.findByRole('region', { name: '培训活动' });
    const link = await within(block).findByRole('link', { name: '年度交流会' });
    expect(link.getAttribute('href')).toBe('/trainingEvent/detail?activityId=4');
    expect(within(block).getByText('剩余 12 个名额')).toBeTruthy();
    expect(
      within(block)
        .getByRole('link', { name: /全部活动/ })
        .getAttribute('href'),
    ).toBe('/trainingEvent');
    expect(api.callsTo('GET /api/activity/activities/homeList')[0].query.get('size')).toBe('3');
  });
});
