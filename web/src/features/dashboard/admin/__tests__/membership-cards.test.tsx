import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { DashboardPage } from '../dashboard-page';

const api = setupApiServer();

const stats = {
  ...{ users: 1, articles: 2, visitors: 3, loginsToday: 4, members: 29, signUps: 8 },
  ...{ applications: 7, pendingPayments: 5, expiringMembers: 6, userTrend: [], articleTrend: [] },
};

describe('admin home', () => {
  it("shows membership's work waiting for staff: applications, payments, memberships ending soon", async () => {
    api.on('GET /system/dashboard/stats', ok({ data: stats }));
    loginAs();
    renderPage(<DashboardPage />);
    const card = async (title: string) =>
      (await screen.findByText(title, {}, { timeout: 60_000 })).closest('.ant-statistic')!;
    const [applications, payments, expiring] = await Promise.all(
      ['待审核入会申请', '待确认缴费', '30 天内到期会员'].map(card),
    );
    await waitFor(() => expect(applications.textContent).toBe('待审核入会申请7'));
    expect(payments.textContent).toBe('待确认缴费5');
    expect(expiring.textContent).toBe('30 天内到期会员6');
  });
});
