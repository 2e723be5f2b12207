import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { DashboardPage } from '../dashboard-page';

const api = setupApiServer();

describe('admin home', () => {
  it('shows the counts and a card for each 12-month trend', async () => {
    api.on(
      'GET /system/dashboard/stats',
      ok({
        data: {
          users: 12,
          articles: 34,
          visitors: 5,
          loginsToday: 3,
          members: 7,
          applications: 2,
          signUps: 9,
          userTrend: [{ month: '2026-11', count: 4 }],
          articleTrend: [{ month: '2026-11', count: 6 }],
        },
      }),
    );
    loginAs();
    renderPage(<DashboardPage />);
    expect(await screen.findByText('34')).toBeTruthy();
    expect(screen.getByText('用户总数')).toBeTruthy();
    expect(screen.getByText('近 12 个月新增用户')).toBeTruthy();
    expect(screen.getByText('近 12 个月发布文章')).toBeTruthy();
  });
});
