import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { bodyOfOnlyCall, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import type { ApplicationView, ApplyRow } from '../../api/applications-admin';
import ApplyPage from '../pages/apply/index';
import { answerEvaluateDicts, program } from './fixtures';

const api = setupApiServer();

const row = (applyId: number, extra: Partial<ApplyRow> = {}): ApplyRow => ({
  applyId,
  programId: 4,
  programName: '非遗传承人能力评价',
  level: '中级',
  userId: 5,
  phone: '13800000001',
  realName: '张三',
  employer: '市非遗保护中心',
  status: '0',
  statusLabel: '待审核',
  score: null,
  certNo: '',
  comment: '',
  createTime: '2026-11-20 09:30:00',
  updateTime: null,
  ...extra,
});
const pending = row(21);
const awaitingExam = row(22, { realName: '李四', status: '3', statusLabel: '待考试' });

const application = (): ApplicationView => ({
  ...pending,
  programNameEs: '',
  examDate: '2026-12-20',
  fee: 80000,
  position: '研究员',
  education: '硕士',
  major: '民俗学',
  experience: '从事非遗保护工作五年',
  score: null,
  resultComment: '',
  nextAction: 'wait',
  certificate: null,
  attachments: [review.privateImage(api, 51, 'diploma.png')],
  voucher: review.privateImage(api, 52, 'voucher.png'),
  trail: [review.trailEntry('提交申请', '', '待审核')],
});

beforeEach(() => {
  answerEvaluateDicts(api);
  api.on('GET /evaluate/program/list', ok({ total: 1, rows: [program] }));
  api.on('GET /evaluate/apply/list', ok({ total: 2, rows: [pending, awaitingExam] }));
  api.on('GET /evaluate/apply/21', ok({ data: application() }));
});

const findRow = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 60_000 })).closest('tr')!;

describe('evaluate/apply/index', () => {
  it('lists applications with their state and offers result entry only to those awaiting the exam', async () => {
    loginAs();
    renderPage(<ApplyPage />);
    const first = await findRow('张三');
    const second = await findRow('李四');
    expect(await within(first).findByText('待审核')).toBeTruthy();
    expect(await within(second).findByText('待考试')).toBeTruthy();
    expect(within(first).getAllByText('非遗传承人能力评价')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /录入成绩/ })).toBeNull();
    expect(within(second).getByRole('button', { name: /录入成绩/ })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('姓名或手机号'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /evaluate/apply/list').some((c) => c.query.get('keyword') === '张')).toBe(true),
    );
  });

  it('shows the fields, the materials with the voucher and the trail, and approves', async () => {
    api.on('PUT /evaluate/apply/audit', ok({ msg: '已通过审核' }));
    const drawer = await review.openPageReview(<ApplyPage />, '张三', '评价申请详情');
    expect(await within(drawer).findByText('从事非遗保护工作五年')).toBeTruthy();
    expect(within(drawer).getByText('¥800.00')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'diploma.png' })).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'voucher.png' })).toBeTruthy();
    expect(within(drawer).getByText(/张三 · 提交申请：待审核/)).toBeTruthy();

    await review.decide(drawer, '审核通过', '材料齐全');
    expect(await bodyOfOnlyCall(api, 'PUT /evaluate/apply/audit')).toEqual({
      applyId: 21,
      action: 'approve',
      comment: '材料齐全',
    });
    expect(await screen.findByText('已通过审核')).toBeTruthy();
  });

  it('asks the reason before rejecting', async () => {
    api.on('PUT /evaluate/apply/audit', ok());
    const drawer = await review.openPageReview(<ApplyPage />, '张三', '评价申请详情');
    await review.decideWhenAsked(api, 'PUT /evaluate/apply/audit', drawer, '驳回', {
      ask: '请填写驳回原因',
      field: '驳回原因',
      comment: '从业年限不足',
    });
    expect(await bodyOfOnlyCall(api, 'PUT /evaluate/apply/audit')).toEqual({
      applyId: 21,
      action: 'reject',
      comment: '从业年限不足',
    });
  });

  it('enters a result: score, pass and comment, and tells the certificate issued', async () => {
    api.on('PUT /evaluate/result', ok({ data: { status: '5', certNo: 'PJ2026000001' } }));
    loginAs();
    renderPage(<ApplyPage />);
    fireEvent.click(within(await findRow('李四')).getByRole('button', { name: /录入成绩/ }));
    const form = await screen.findByRole('form', { name: '录入成绩' });
    fireEvent.change(within(form).getByLabelText('成绩'), { target: { value: '86' } });
    fireEvent.click(within(form).getByRole('switch', { name: /是否通过/ }));
    fireEvent.change(within(form).getByLabelText('评语'), { target: { value: '实操扎实' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await bodyOfOnlyCall(api, 'PUT /evaluate/result')).toEqual({
      applyId: 22,
      score: 86,
      passed: true,
      comment: '实操扎实',
    });
    expect(await screen.findByText('成绩已录入，已颁发证书 PJ2026000001')).toBeTruthy();
  });

  it('imports results from an Excel file and shows the summary', async () => {
    api.on('POST /evaluate/result/importData', ok({ msg: '成功导入 3 条成绩' }));
    loginAs();
    renderPage(<ApplyPage />);
    await findRow('张三');
    fireEvent.click(screen.getByRole('button', { name: /导入成绩/ }));
    const dialog = (await screen.findByText('下载模板')).closest<HTMLElement>('[role=dialog]')!;
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['xlsx'], 'results.xlsx')] } });
    expect(await within(dialog).findByText('results.xlsx')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('成功导入 3 条成绩')).toBeTruthy();
    expect(api.callsTo('POST /evaluate/result/importData')[0].headers['content-type']).toContain(
      'multipart/form-data',
    );
  });

  it('lets a reader without the audit and result permissions look but not act', async () => {
    loginAs(['evaluate:apply:list', 'evaluate:apply:query']);
    renderPage(<ApplyPage />);
    const second = await findRow('李四');
    expect(within(second).queryByRole('button', { name: /录入成绩/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入成绩/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    const drawer = await review.openReview('张三', '评价申请详情');
    await within(drawer).findByText('从事非遗保护工作五年');
    expect(review.hasDecision(drawer, '审核通过')).toBe(false);
    expect(review.hasDecision(drawer, '驳回')).toBe(false);
  });
});
