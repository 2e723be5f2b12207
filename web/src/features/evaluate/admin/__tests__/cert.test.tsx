import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import type { CertRow } from '../../api/certificates-admin';
import CertPage from '../pages/cert/index';
import { answerEvaluateDicts } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const cert = (certId: number, extra: Partial<CertRow> = {}): CertRow => ({
  certId,
  certNo: `PJ20260000${certId}`,
  kind: 'evaluation',
  holderName: '张三',
  title: '非遗传承人能力评价',
  titleEs: '',
  level: '中级',
  hours: 0,
  issueDate: '2026-12-25',
  validTo: '2029-12-24',
  status: '0',
  revokeReason: '',
  revokeTime: null,
  issuer: '协会',
  verifyUrl: `https://example.org/evaluate/verify?certNo=PJ20260000${certId}`,
  userId: 5,
  recordId: 22,
  createTime: '2026-12-25 10:00:00',
  ...extra,
});
const valid = cert(1);
const training = cert(2, {
  certNo: 'PX2026000002',
  kind: 'training',
  holderName: '李四',
  title: '非遗保护培训班',
  level: '',
  hours: 16,
  validTo: '',
  status: '1',
  revokeReason: '重复颁发',
});

const api = setupApiServer((api) => {
  answerEvaluateDicts(api);
  api.on('GET /evaluate/cert/list', ok({ total: 2, rows: [valid, training] }));
});
afterEach(() => vi.restoreAllMocks());

const findRow = async (holder: string) =>
  (await screen.findByText(holder, {}, { timeout: 60_000 })).closest('tr')!;

describe('evaluate/cert/index', () => {
  it('lists certificates with kind, level or hours, validity and state, and opens the printable page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    loginAs();
    renderPage(<CertPage />);
    const first = await findRow('张三');
    const second = await findRow('李四');
    expect(await within(first).findByText('能力评价证书')).toBeTruthy();
    expectShown(first, ['中级', '2029-12-24']);
    expect(await within(first).findByText('有效')).toBeTruthy();
    expect(await within(second).findByText('培训学时证明')).toBeTruthy();
    expectShown(second, ['16 学时', '长期有效']);
    expect(await within(second).findByText('已撤销')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: /查看证书/ }));
    expect(open).toHaveBeenCalledWith('/evaluate/certificate/1', '_blank', 'noopener');
  });

  it('revokes a valid certificate only with the reason', async () => {
    api.on('PUT /evaluate/cert/revoke', ok({ msg: '证书已撤销' }));
    loginAs();
    renderPage(<CertPage />);
    const first = await findRow('张三');
    expect(within(await findRow('李四')).queryByRole('button', { name: /撤销/ })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: /撤销/ }));
    const form = await screen.findByRole('form', { name: '撤销证书' });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('请填写撤销原因')).toBeTruthy();
    expect(api.callsTo('PUT /evaluate/cert/revoke')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('撤销原因'), { target: { value: '考试作弊' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /evaluate/cert/revoke')).toHaveLength(1));
    expect(api.callsTo('PUT /evaluate/cert/revoke')[0].body).toEqual({ certId: 1, reason: '考试作弊' });
    expect(await screen.findByText('证书已撤销')).toBeTruthy();
  });

  it('offers no revoking without evaluate:cert:revoke', async () => {
    loginAs(['evaluate:cert:list', 'evaluate:cert:query']);
    renderPage(<CertPage />);
    const first = await findRow('张三');
    expect(within(first).getByRole('button', { name: /查看证书/ })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /撤销/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
