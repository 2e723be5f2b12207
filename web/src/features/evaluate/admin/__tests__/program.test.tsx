import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import ProgramPage from '../pages/program/index';
import { answerEvaluateDicts, program } from './fixtures';

const api = setupApiServer();

beforeEach(() => {
  answerEvaluateDicts(api);
  api.on('GET /evaluate/program/list', ok({ total: 1, rows: [program] }));
  api.on('GET /evaluate/program/4', ok({ data: program }));
});

const findRow = async () =>
  (await screen.findByText('非遗传承人能力评价', {}, { timeout: 60_000 })).closest('tr')!;

describe('evaluate/program/index', () => {
  it('lists programmes with their levels, fee, window, counts and state', async () => {
    loginAs();
    renderPage(<ProgramPage />);
    const row = await findRow();
    expect(within(row).getByText('Heritage practitioner assessment')).toBeTruthy();
    expect(within(row).getByText('初级、中级、高级')).toBeTruthy();
    expect(within(row).getByText('¥800.00')).toBeTruthy();
    expect(within(row).getByText('至 2026-11-30 18:00:00')).toBeTruthy();
    expect(within(row).getByText('2026-12-20')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(await within(row).findByText('已发布')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入项目名称'), { target: { value: '非遗' } });
    fireEvent.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /evaluate/program/list').some((c) => c.query.get('name') === '非遗')).toBe(
        true,
      ),
    );
  });

  it('edits a programme: a level added as a tag, the fee typed in yuan saved in fen', async () => {
    api.on('PUT /evaluate/program', ok());
    loginAs();
    renderPage(<ProgramPage />);
    fireEvent.click(within(await findRow()).getByRole('button', { name: /修改/ }));
    const form = await screen.findByRole('form', { name: '修改评价项目' });
    const fee = () => within(form).getByLabelText('评价费用（元）') as HTMLInputElement;
    await waitFor(() => expect(fee().value).toBe('800.00'));
    fireEvent.change(fee(), { target: { value: '650.5' } });
    fireEvent.blur(fee());
    // The separator ends the tag being typed.
    fireEvent.change(within(form).getByLabelText('等级'), { target: { value: '特级,' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(api.callsTo('PUT /evaluate/program')).toHaveLength(1));
    expect(api.callsTo('PUT /evaluate/program')[0].body).toMatchObject({
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
    loginAs(['evaluate:program:list']);
    renderPage(<ProgramPage />);
    const row = await findRow();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修改/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删除/ })).toBeNull();
  });
});
