import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, refused, setupApiServer } from '@/testing/api-server';
import { expectLoginFirst, renderApp } from '@/testing/render-app';
import { holdToken, serveSiteUser } from '@/testing/site-user';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const member = {
  memberId: 3,
  userId: 7,
  memberNo: 'XH202600003',
  kind: 'personal',
  levelId: 1,
  levelName: '个人会员',
  name: '王小明',
  validFrom: '2026-08-24',
  validTo: '2027-08-23',
  status: '0',
  statusLabel: '正常',
  statusReason: '',
  showInDirectory: true,
  intro: '',
  website: '',
  logo: '',
  isCurrent: true,
  renewFrom: '2027-07-24',
  createTime: '2026-08-24 10:00:00',
};

function serveMember(data: typeof member | null) {
  serveSiteUser(api, { isMember: !!data });
  api.on(
    'GET /system/user/profile',
    ok({ data: { userId: 7, nickName: '小明' }, roleGroup: '', postGroup: '' }),
  );
  api.on('GET /member/vip/getVip', ok(data ? { data } : {}));
}

beforeEach(() => {
  holdToken();
});

describe('the member card', () => {
  it('shows a member their number, name, level, validity and standing on the personal page', async () => {
    serveMember(member);
    renderApp('/personal');
    const section = await screen.findByRole('region', { name: '我的会员' });
    expect(await within(section).findByText('XH202600003')).toBeTruthy();
    expectShown(section, ['王小明', '个人会员', '2027-08-23', '正常']);
    expect(within(section).getByRole('link', { name: '查看电子会员证' }).getAttribute('href')).toBe(
      '/memberShip/card',
    );
  });

  it('offers renewal from its first day, opens the order and takes the member to pay it', async () => {
    serveMember({ ...member, renewFrom: '2026-01-01' });
    api.on('POST /member/vip/addpc', ok({ data: { applyId: 40, amount: 30000 } }));
    api.on('GET /api/bll/article/list', ok({ rows: [], total: 0 }));
    api.on('GET /api/system/sign/levelList', ok({ data: [] }));
    const view = renderApp('/personal');
    const section = await screen.findByRole('region', { name: '我的会员' });
    fireEvent.click(await within(section).findByRole('button', { name: '续费' }));
    await waitFor(() => expect(view.location()).toBe('/memberShip'));
    expect(api.callsTo('POST /member/vip/addpc')).toHaveLength(1);
  });

  it('offers no renewal before its first day, and lists the payments with their receipts', async () => {
    serveMember({ ...member, renewFrom: '2999-01-01' });
    api.on(
      'GET /api/system/sign/getInfo',
      ok({
        data: {
          member: {
            payments: [{ payId: 9, paidDate: '2026-08-20', amount: 30000, status: '1', comment: '' }],
          },
          org: null,
          payTo: { accountName: '', bankName: '', account: '' },
        },
      }),
    );
    renderApp('/personal');
    const section = await screen.findByRole('region', { name: '我的会员' });
    const payments = await within(section).findByRole('region', { name: '缴费记录' });
    expectShown(payments, ['¥300.00', '已确认']);
    expect(within(payments).getByRole('link', { name: '收据' }).getAttribute('href')).toBe(
      '/memberShip/receipt/9',
    );
    expect(within(section).queryByRole('button', { name: '续费' })).toBeNull();
  });

  it('lets a member edit their directory entry, showing a refusal beside its field', async () => {
    serveMember(member);
    let answer = refused('网站格式不正确', [{ field: 'website', msg: '网站格式不正确' }]);
    api.on('PUT /member/vip', () => answer);
    renderApp('/personal');
    const section = await screen.findByRole('region', { name: '我的会员' });
    fireEvent.click(await within(section).findByText('编辑会员名录资料'));
    fireEvent.change(within(section).getByLabelText('简介'), { target: { value: ' 影视策划人 ' } });
    fireEvent.change(within(section).getByLabelText('网站'), { target: { value: 'example.org' } });
    fireEvent.click(within(section).getByLabelText('在会员名录中展示'));
    fireEvent.click(within(section).getByRole('button', { name: '保存' }));
    expect(await within(section).findByText('网站格式不正确')).toBeTruthy();
    expect(within(section).getByLabelText('网站').getAttribute('aria-invalid')).toBe('true');

    answer = ok() as typeof answer;
    fireEvent.change(within(section).getByLabelText('网站'), { target: { value: 'https://example.org' } });
    fireEvent.click(within(section).getByRole('button', { name: '保存' }));
    expect(await within(section).findByText('已保存')).toBeTruthy();
    expect(api.callsTo('PUT /member/vip').at(-1)?.body).toEqual({
      memberId: 3,
      intro: '影视策划人',
      website: 'https://example.org',
      logo: '',
      showInDirectory: false,
    });
  });

  it('keeps the invitation to apply for someone who is not a member', async () => {
    serveMember(null);
    renderApp('/personal');
    const section = await screen.findByRole('region', { name: '我的会员' });
    expect(await within(section).findByRole('link', { name: '申请入会' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: '查看电子会员证' })).toBeNull();
  });

  it('prints an e-card whose QR code opens the verification of its number', async () => {
    serveMember(member);
    renderApp('/memberShip/card');
    expect(await screen.findByRole('heading', { level: 1, name: '电子会员证' })).toBeTruthy();
    expect(screen.getByText('2026-08-24 – 2027-08-23')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '会员身份验证二维码' });
    expect(qr.getAttribute('data-text')).toBe(
      `${window.location.origin}/memberShip/verify?memberNo=XH202600003`,
    );
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,<svg/,
    );
    expect(screen.getByRole('button', { name: '打印会员证' })).toBeTruthy();
  });

  it('sends a visitor who is not logged in to the login page first', async () => {
    await expectLoginFirst('/memberShip/card');
  });
});
