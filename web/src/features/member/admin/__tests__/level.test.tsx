import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import LevelPage from '../pages/level/index';
import { answerMemberDicts } from './fixtures';

const api = setupApiServer();

const level = {
  levelId: 2,
  kind: 'org',
  levelName: '理事单位',
  levelEsName: 'Council member',
  fee: 500000,
  periodMonths: 12,
  benefits: '参加理事会',
  benefitsEs: '',
  status: '0',
  orderNum: 2,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  remark: '',
};

beforeEach(() => {
  answerMemberDicts(api);
  api.on('GET /member/level/list', ok({ total: 1, rows: [level] }));
  api.on('GET /member/level/2', ok({ data: level }));
});

describe('member/level/index', () => {
  it('shows the fee in yuan and saves what is typed in yuan as fen', async () => {
    api.on('PUT /member/level', ok());
    loginAs();
    renderPage(<LevelPage />);
    const row = (await screen.findByText('理事单位', {}, { timeout: 60_000 })).closest('tr')!;
    expect(within(row).getByText('¥5,000.00')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /修改/ }));
    const form = await screen.findByRole('form', { name: '修改会员等级' });
    const fee = () => within(form).getByLabelText('会费（元）') as HTMLInputElement;
    await waitFor(() => expect(fee().value).toBe('5000.00'));
    fireEvent.change(fee(), { target: { value: '300.5' } });
    fireEvent.blur(fee());
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /member/level')).toHaveLength(1));
    expect(api.callsTo('PUT /member/level')[0].body).toMatchObject({
      levelId: 2,
      kind: 'org',
      levelName: '理事单位',
      fee: 30050,
      periodMonths: 12,
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('hides adding and editing without their permissions', async () => {
    loginAs(['member:level:list']);
    renderPage(<LevelPage />);
    const row = (await screen.findByText('理事单位', {}, { timeout: 60_000 })).closest('tr')!;
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修改/ })).toBeNull();
  });
});
