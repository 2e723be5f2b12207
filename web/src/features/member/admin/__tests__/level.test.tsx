import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import LevelPage from '../pages/level/index';
import { answerMemberDicts } from './fixtures';

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
  ...crud.auditFields('2026-01-01 10:00:00'),
};

const api = setupApiServer((api) => {
  answerMemberDicts(api);
  api.on('GET /member/level/list', ok({ total: 1, rows: [level] }));
  api.on('GET /member/level/2', ok({ data: level }));
});

describe('member/level/index', () => {
  it('shows the fee in yuan and saves what is typed in yuan as fen', async () => {
    api.on('PUT /member/level', ok());
    const row = await crud.showPageRow(<LevelPage />, '理事单位');
    expect(within(row).getByText('¥5,000.00')).toBeTruthy();

    const form = await crud.openRowForm(row, '修改', '修改会员等级');
    const fee = () => within(form).getByLabelText('会费（元）') as HTMLInputElement;
    await crud.waitForField(form, '会费（元）', '5000.00');
    fireEvent.change(fee(), { target: { value: '300.5' } });
    fireEvent.blur(fee());
    expect(await crud.submitForm(api, 'PUT /member/level')).toMatchObject({
      levelId: 2,
      kind: 'org',
      levelName: '理事单位',
      fee: 30050,
      periodMonths: 12,
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('hides adding and editing without their permissions', async () => {
    const row = await crud.showPageRow(<LevelPage />, '理事单位', ['member:level:list']);
    crud.expectNoButtons(['新增']);
    crud.expectNoButtons(['修改'], row);
  });
});
