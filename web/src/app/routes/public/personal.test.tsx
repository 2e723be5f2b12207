import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { declaration } from '@/features/declare/__tests__/fixtures';
import { application, certificate } from '@/features/evaluate/__tests__/fixtures';
import { ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import { holdToken, serveSiteUser, siteUser } from '@/testing/site-user';

// The personal page gathers the user's records from each domain: here, declarations and
// evaluations (with the certificate) fill their sections instead of the empty state.

const api = setupApiServer();

beforeEach(() => {
  holdToken();
  const user = { ...siteUser, phonenumber: '13800138000', userType: '01' };
  serveSiteUser(api, { isMember: true, user });
  api.on('GET /system/user/profile', ok({ data: user, roleGroup: '', postGroup: '' }));
});

describe('/personal records', () => {
  it('lists the declarations and the evaluations with their states and the certificate', async () => {
    api.on(
      'GET /api/declare/mine',
      ok({ data: [declaration(4, { status: '1', statusLabel: '待补充', nextAction: 'resubmit' })] }),
    );
    api.on(
      'GET /api/evaluate/mine',
      ok({
        data: [
          application({
            status: '5',
            statusLabel: '已认证',
            nextAction: 'none',
            certificate: certificate({ certId: 9, certNo: 'PJ202600009' }),
          }),
        ],
      }),
    );
    renderApp('/personal');
    const declared = await screen.findByRole('region', { name: '我的申报' });
    expect(await within(declared).findByText('城市记忆数字博物馆')).toBeTruthy();
    expect(within(declared).getByText('待补充')).toBeTruthy();
    expect(within(declared).queryByText('暂无记录')).toBeNull();

    const evaluated = screen.getByRole('region', { name: '能力评价' });
    expect(await within(evaluated).findByText('已认证')).toBeTruthy();
    expect(within(evaluated).getByText(/PJ202600009/)).toBeTruthy();
    const link = within(evaluated).getByRole('link', { name: /证书/ });
    expect(link.getAttribute('href')).toBe('/evaluate/certificate/9');
    // Each record's timeline is there too, folded under it.
    const timeline = within(evaluated).getByRole('list', { name: '文化产业经纪人能力评价 的办理进度' });
    expect(within(timeline).getByText('提交申请')).toBeTruthy();
    expect(within(declared).getByRole('list', { name: /的办理进度$/ })).toBeTruthy();
  });
});
