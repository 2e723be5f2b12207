import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, fail, ok, setupApiServer } from '@/testing/api-server';
import { renderApp } from '@/testing/render-app';
import type { CertificateCheck } from '../api/evaluate';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const check = (extra: Partial<CertificateCheck> = {}): CertificateCheck => ({
  certNo: 'PJ2026000005',
  kind: 'evaluation',
  name: '王*明',
  programName: '文化产业经纪人能力评价',
  level: '中级',
  hours: 0,
  issueDate: '2026-12-28',
  validTo: '2029-12-27',
  status: 'valid',
  revokeTime: null,
  ...extra,
});

/** Answers the certificate of its number, 未查到该证书 (404) for any other. */
function serveChecks(...found: CertificateCheck[]) {
  api.on('GET /api/evaluate/verify', (call: ApiCall) => {
    const hit = found.find((item) => item.certNo === call.query.get('certNo'));
    return hit ? ok({ data: hit }) : fail(404, '未查到该证书');
  });
}

const result = () => screen.findByRole('region', { name: '查询结果' });

describe('certificate verification /evaluate/verify', () => {
  it('checks the number of the QR link at once, without a login, and shows a valid certificate', async () => {
    serveChecks(check());
    renderApp('/evaluate/verify?certNo=pj2026000005');
    const found = await result();
    expectShown(found, ['有效', '王*明', '文化产业经纪人能力评价', '中级', '2026-12-28', '2029-12-27']);
    expect((screen.getByLabelText('证书编号') as HTMLInputElement).value).toBe('PJ2026000005');
    const [call] = api.callsTo('GET /api/evaluate/verify');
    expect(call.query.get('certNo')).toBe('PJ2026000005');
    expect(call.query.has('name')).toBe(false);
    expect(call.headers.authorization).toBeUndefined();
  });

  it('shows a revoked certificate with the day it was revoked, and an expired one', async () => {
    serveChecks(
      check({ status: 'revoked', revokeTime: '2027-03-02 10:00:00' }),
      check({ certNo: 'PX2020000001', kind: 'training', level: '', hours: 16, status: 'expired' }),
    );
    const view = renderApp('/evaluate/verify?certNo=PJ2026000005');
    const revoked = await result();
    expect(within(revoked).getByText('已于 2027-03-02 撤销')).toBeTruthy();
    expect(within(revoked).queryByText('有效')).toBeNull();

    await view.router.navigate('/evaluate/verify?certNo=PX2020000001');
    const expired = (await screen.findByText('已过期')).closest('section')!;
    expect(expired.getAttribute('aria-label')).toBe('查询结果');
    expect(within(expired).getByText('16 学时')).toBeTruthy();
    expect(within(expired).queryByText('已于 2027-03-02 撤销')).toBeNull();
  });

  it('checks a typed number with the holder’s name and says when no certificate has it', async () => {
    serveChecks(check());
    const view = renderApp('/evaluate/verify');
    fireEvent.change(await screen.findByLabelText('证书编号'), { target: { value: ' pj2099000001 ' } });
    fireEvent.change(screen.getByLabelText('持证人姓名（选填）'), { target: { value: '王小明' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查到该证书，请核对证书编号和持证人姓名后重试。')).toBeTruthy();
    expect(view.location()).toBe('/evaluate/verify?certNo=PJ2099000001&name=%E7%8E%8B%E5%B0%8F%E6%98%8E');
    const [call] = api.callsTo('GET /api/evaluate/verify');
    expect(call.query.get('name')).toBe('王小明');
    expect(screen.queryByRole('region', { name: '查询结果' })).toBeNull();
  });

  it('asks for a number before asking the server', async () => {
    serveChecks(check());
    renderApp('/evaluate/verify');
    fireEvent.click(await screen.findByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入证书编号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'PJ 2026/5' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('请输入正确的证书编号（字母和数字）')).toBeTruthy();
    expect(api.callsTo('GET /api/evaluate/verify')).toHaveLength(0);
  });

  it('speaks English', async () => {
    serveChecks(check({ status: 'revoked', revokeTime: '2027-03-02 10:00:00' }));
    useSession.getState().setLang(1);
    renderApp('/evaluate/verify?certNo=PJ2026000005');
    const found = await screen.findByRole('region', { name: 'Result' });
    expectShown(found, ['Revoked on 2027-03-02', 'Holder']);
  });
});
