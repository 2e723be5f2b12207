import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { dropToken } from '@/testing/site-user';
import { announcement } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();
const RESULTS = 'GET /api/declare/results';

beforeEach(() => {
  dropToken();
});

const current = announcement(5, {
  title: '2026 年度优秀文化创意项目评选结果公示',
  titleEs: 'Outstanding Creative Projects 2026: results',
  publishTime: '2026-11-20 10:00:00',
  publicityEnd: '2026-11-27 10:00:00',
  winners: [
    { declareId: 12, title: '城市记忆数字博物馆', applicantName: '文化传媒有限公司' },
    { declareId: 15, title: '非遗数字化传播平台', applicantName: '李华' },
  ],
});

const results = {
  current: [current],
  past: [
    {
      year: 2024,
      announcements: [
        announcement(1, {
          title: '2024 年度优秀会员单位评选结果公示',
          publishTime: '2024-12-01 10:00:00',
          publicityEnd: '2024-12-08 10:00:00',
          winners: [{ declareId: 3, title: '年度优秀会员单位', applicantName: '星河演艺有限公司' }],
        }),
      ],
    },
    {
      year: 2025,
      announcements: [
        announcement(2, {
          title: '2025 年度优秀文化创意项目评选结果公示',
          publishTime: '2025-11-30 10:00:00',
        }),
      ],
    },
  ],
};

describe('the merit-rating page', () => {
  it('shows the announcements under publicity with their winners, to anyone', async () => {
    api.on(RESULTS, ok({ data: results }));
    renderApp('/meritRating');
    const publicity = await screen.findByRole('region', { name: '公示中' });
    const item = await within(publicity).findByRole('article', {
      name: '2026 年度优秀文化创意项目评选结果公示',
    });
    expectShown(item, ['2026-11-20', '2026-11-27']);
    const winners = within(item).getByRole('table', {
      name: '2026 年度优秀文化创意项目评选结果公示 入选名单',
    });
    const rows = within(winners).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '城市记忆数字博物馆', '文化传媒有限公司'],
      ['2', '非遗数字化传播平台', '李华'],
    ]);
  });

  it('groups earlier announcements by year, newest first', async () => {
    api.on(RESULTS, ok({ data: results }));
    renderApp('/meritRating');
    const past = await screen.findByRole('region', { name: '往届评优' });
    const years = await within(past).findAllByRole('heading', { level: 3 });
    expect(years.map((heading) => heading.textContent)).toEqual(['2025 年', '2024 年']);
    const year2024 = within(past).getByRole('region', { name: '2024 年' });
    const summary = within(year2024).getByText('2024 年度优秀会员单位评选结果公示');
    expect(within(year2024).getByText('2024-12-01 · 共 1 项')).toBeTruthy();
    fireEvent.click(summary);
    expect(within(year2024).getByRole('cell', { name: '星河演艺有限公司' })).toBeTruthy();
    expect(within(year2024).getByText('2024-12-08')).toBeTruthy();
    const year2025 = within(past).getByRole('region', { name: '2025 年' });
    expect(within(year2025).getByText('本次无入选项目。')).toBeTruthy();
  });

  it('says so when nothing is under publicity or announced before', async () => {
    api.on(RESULTS, ok({ data: { current: [], past: [] } }));
    renderApp('/meritRating');
    expect(await screen.findByText('目前没有正在公示的评优结果。')).toBeTruthy();
    expect(screen.getByText('暂无往届评优结果。')).toBeTruthy();
  });

  it('speaks English', async () => {
    useSession.getState().setLang(1);
    api.on(RESULTS, ok({ data: { current: [current], past: [] } }));
    renderApp('/meritRating');
    const publicity = await screen.findByRole('region', { name: 'Under publicity' });
    expect(
      await within(publicity).findByRole('heading', { name: 'Outstanding Creative Projects 2026: results' }),
    ).toBeTruthy();
    expect(within(publicity).getByRole('columnheader', { name: 'Declarant' })).toBeTruthy();
    expect(screen.getByText('No past results yet.')).toBeTruthy();
  });

  it('offers a retry when the results cannot be loaded', async () => {
    api.on(RESULTS, fail(500, '服务器错误'));
    renderApp('/meritRating');
    expect(await screen.findByText('评优结果加载失败，请稍后重试。')).toBeTruthy();
    api.on(RESULTS, ok({ data: { current: [], past: [] } }));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('目前没有正在公示的评优结果。')).toBeTruthy();
  });
});
