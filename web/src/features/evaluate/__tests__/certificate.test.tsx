import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/store/session';
import { ok, setupApiServer } from '@/testing/api-server';
import { expectLoginFirst, renderApp } from '@/testing/render-app';
import { renderPage } from '@/testing/render-page';
import { logInSiteUser } from '@/testing/site-user';
import { MyEvaluations } from '../components/my-evaluations';
import { application, certificate } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

describe('the evaluation certificate /evaluate/certificate/:certId', () => {
  it('sends a visitor who is not logged in to the login page first', async () => {
    await expectLoginFirst('/evaluate/certificate/5');
  });

  it('prints the holder, programme, level, number, dates, issuer and the QR code of its check', async () => {
    logInSiteUser(api);
    api.on('GET /api/certificate/5', ok({ data: certificate() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderApp('/evaluate/certificate/5');
    expect(await screen.findByRole('heading', { level: 1, name: '能力评价证书' })).toBeTruthy();
    expect(
      screen.getByText(
        '兹证明 王小明 参加“文化产业经纪人能力评价”能力评价，经考核合格，评定等级为中级，特发此证。',
      ),
    ).toBeTruthy();
    expect(screen.getByText('证书编号：PJ2026000005')).toBeTruthy();
    expect(screen.getByText('2026-12-28')).toBeTruthy();
    expect(screen.getByText('2029-12-27')).toBeTruthy();
    // The issuer on the sheet (the site header shows the name too).
    expect(within(screen.getByRole('main')).getByText('文化产业协会')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: '证书验证二维码' });
    expect(qr.getAttribute('data-text')).toBe('https://xiehui.example/evaluate/verify?certNo=PJ2026000005');
    expect(screen.queryByRole('note')).toBeNull();
    screen.getByRole('button', { name: '打印' }).click();
    expect(print).toHaveBeenCalled();
    expect(api.callsTo('GET /api/certificate/5')[0].headers.authorization).toBe('Bearer tok');
  });

  it('marks a revoked certificate with the day and the reason', async () => {
    logInSiteUser(api);
    api.on(
      'GET /api/certificate/5',
      ok({
        data: certificate({ status: '1', revokeTime: '2027-03-02 10:00:00', revokeReason: '考试成绩作废' }),
      }),
    );
    renderApp('/evaluate/certificate/5');
    const note = await screen.findByRole('note');
    expectShown(note, ['已撤销', '本证书已于 2027-03-02 撤销，不再有效。', '撤销原因：考试成绩作废']);
    expect(await screen.findByRole('img', { name: '证书验证二维码' })).toBeTruthy();
  });

  it('shows the English title of the programme in English', async () => {
    logInSiteUser(api);
    api.on('GET /api/certificate/5', ok({ data: certificate({ validTo: '' }) }));
    useSession.getState().setLang(1);
    renderApp('/evaluate/certificate/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate of Ability Evaluation' }),
    ).toBeTruthy();
    expect(screen.getByText(/passed the ability evaluation “Cultural Agent Evaluation”/)).toBeTruthy();
    expect(screen.getByText('No expiry')).toBeTruthy();
  });

  it('offers the way back when the certificate cannot be had', async () => {
    logInSiteUser(api);
    api.on('GET /api/certificate/5', { status: 403, body: { code: 403, msg: '当前操作没有权限' } });
    renderApp('/evaluate/certificate/5');
    expect((await screen.findByRole('link', { name: '返回能力评价' })).getAttribute('href')).toBe(
      '/evaluate',
    );
    expect(screen.queryByRole('heading', { level: 1, name: '能力评价证书' })).toBeNull();
  });
});

describe('MyEvaluations on the personal page', () => {
  it('lists each application with its state and next step, and its certificate', () => {
    renderPage(
      <MyEvaluations
        applications={[
          application({ status: '3', statusLabel: '待考试', nextAction: 'exam' }),
          application({
            applyId: 32,
            programName: '文化活动策划师能力评价',
            status: '5',
            statusLabel: '已认证',
            nextAction: 'none',
            certificate: certificate({ certId: 9, certNo: 'PJ2026000009', status: '1' }),
          }),
        ]}
      />,
    );
    // The records are the outer list's items (each also holds its timeline's list).
    const [waiting, certified] = [...screen.getAllByRole('list')[0].children] as HTMLElement[];
    expectShown(waiting, ['待考试', '报名已审核通过，请按时参加考试。']);
    expect(
      within(waiting)
        .getByRole('link', { name: /文化产业经纪人能力评价/ })
        .getAttribute('href'),
    ).toBe('/evaluate');
    expect(within(waiting).queryByRole('link', { name: '查看证书' })).toBeNull();
    expect(within(certified).getByRole('link', { name: '查看证书' }).getAttribute('href')).toBe(
      '/evaluate/certificate/9',
    );
    expect(within(certified).getByText('已撤销')).toBeTruthy();
  });
});
