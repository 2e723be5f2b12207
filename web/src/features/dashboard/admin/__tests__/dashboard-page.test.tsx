import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveAdmin } from '@/layouts/admin/__tests__/fixtures';
import { setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import { DashboardPage } from '../dashboard-page';

const api = setupApiServer();

describe('admin home', () => {
  it('shows the counts and a card for each 12-month trend', async () => {
    serveAdmin(api);
    loginAs();
    renderPage(<DashboardPage />);
    expect(await screen.findByText('34')).toBeTruthy();
    expect(screen.getByText('已发布文章')).toBeTruthy();
    expect(screen.getByText('近 12 个月新增用户')).toBeTruthy();
    expect(screen.getByText('近 12 个月发布文章')).toBeTruthy();
  });
});
