import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import ProgramPage from '../pages/program/index';
import { answerEvaluateDicts, program } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer((api) => {
  answerEvaluateDicts(api);
  api.on('GET /evaluate/program/list', ok({ total: 1, rows: [program] }));
  api.on('GET /evaluate/program/4', ok({ data: program }));
});

/** Shows the programmes to staff holding `permissions` (all by default); answers the programme's row. */
const showProgram = (permissions?: string[]) =>
  crud.showPageRow(<ProgramPage />, '非遗传承人能力评价', permissions);

describe('evaluate/program/index', () => {
  it('lists programmes with their levels, fee, window, counts and state', async () => {
    const row = await showProgram();
    expectShown(row, [
      'Heritage practitioner assessment',
      '初级、中级、高级',
      '¥800.00',
      '至 2026-11-30 18:00:00',
      '2026-12-20',
      '12',
    ]);
    expect(await within(row).findByText('已发布')).toBeTruthy();

    await crud.searchFor(api, 'GET /evaluate/program/list', {
      placeholder: '请输入项目名称',
      param: 'name',
      value: '非遗',
    });
  });

  it('edits a programme: a level added as a tag, the fee typed in yuan saved in fen', async () => {
    api.on('PUT /evaluate/program', ok());
    const form = await crud.openRowForm(await showProgram(), '修改', '修改评价项目');
    const fee = () => within(form).getByLabelText('评价费用（元）') as HTMLInputElement;
    await crud.waitForField(form, '评价费用（元）', '800.00');
    fireEvent.change(fee(), { target: { value: '650.5' } });
    fireEvent.blur(fee());
    // The separator ends the tag being typed.
    crud.typeInto(form, '等级', '特级,');
    expect(await crud.submitForm(api, 'PUT /evaluate/program')).toMatchObject({
      programId: 4,
      name: '非遗传承人能力评价',
      levels: ['初级', '中级', '高级', '特级'],
      fee: 65050,
      applyStart: '2026-11-01 09:00:00',
      applyEnd: '2026-11-30 18:00:00',
      examDate: '2026-12-20',
      validYears: 3,
      status: '1',
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('shows only the list to someone who may only look', async () => {
    const row = await showProgram(['evaluate:program:list']);
    crud.expectNoButtons(['新增', '导出']);
    crud.expectNoButtons(['修改', '删除'], row);
  });
});
