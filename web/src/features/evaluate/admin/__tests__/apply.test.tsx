import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { reviewQueueOf } from '@/testing/review-audit';
import type { ApplicationView, ApplyRow } from '../../api/applications-admin';
import ApplyPage from '../pages/apply/index';
import { answerEvaluateDicts, program } from './fixtures';

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

const api = setupApiServer((api) => {
  answerEvaluateDicts(api);
  api.on('GET /evaluate/program/list', ok({ total: 1, rows: [program] }));
  api.on('GET /evaluate/apply/list', ok({ total: 2, rows: [pending, awaitingExam] }));
  api.on('GET /evaluate/apply/21', ok({ data: application() }));
});
const queue = reviewQueueOf(api, {
  base: '/evaluate/apply',
  page: <ApplyPage />,
  rowText: '张三',
  drawerTitle: '评价申请详情',
  record: { applyId: 21 },
});

describe('evaluate/apply/index', () => {
  it('lists applications with their state and offers result entry only to those awaiting the exam', async () => {
    const first = await crud.showPageRow(<ApplyPage />, '张三');
    const second = await crud.findRow('李四');
    expect(await within(first).findByText('待审核')).toBeTruthy();
    expect(await within(second).findByText('待考试')).toBeTruthy();
    expect(within(first).getAllByText('非遗传承人能力评价')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /录入成绩/ })).toBeNull();
    expect(within(second).getByRole('button', { name: /录入成绩/ })).toBeTruthy();

    await queue.searchFor('姓名或手机号', '张');
  });

  it('shows the fields, the materials with the voucher and the trail, and approves', async () => {
    api.on('PUT /evaluate/apply/audit', ok({ msg: '已通过审核' }));
    const drawer = await queue.open();
    expect(await within(drawer).findByText('从事非遗保护工作五年')).toBeTruthy();
    expect(within(drawer).getByText('¥800.00')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'diploma.png' })).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'voucher.png' })).toBeTruthy();
    expect(within(drawer).getByText(/张三 · 提交申请：待审核/)).toBeTruthy();

    await queue.decide(drawer, '审核通过', 'approve', '材料齐全');
    expect(await screen.findByText('已通过审核')).toBeTruthy();
  });

  queue.itAsksFirst('驳回', 'reject', { field: '驳回原因', comment: '从业年限不足' });

  it('enters a result: score, pass and comment, and tells the certificate issued', async () => {
    api.on('PUT /evaluate/result', ok({ data: { status: '5', certNo: 'PJ2026000001' } }));
    const form = await crud.openRowForm(
      await crud.showPageRow(<ApplyPage />, '李四'),
      '录入成绩',
      '录入成绩',
    );
    crud.typeInto(form, '成绩', '86');
    fireEvent.click(within(form).getByRole('switch', { name: /是否通过/ }));
    crud.typeInto(form, '评语', '实操扎实');
    expect(await crud.submitForm(api, 'PUT /evaluate/result')).toEqual({
      applyId: 22,
      score: 86,
      passed: true,
      comment: '实操扎实',
    });
    expect(await screen.findByText('成绩已录入，已颁发证书 PJ2026000001')).toBeTruthy();
  });

  it('imports results from an Excel file and shows the summary', async () => {
    api.on('POST /evaluate/result/importData', ok({ msg: '成功导入 3 条成绩' }));
    await crud.showPageRow(<ApplyPage />, '张三');
    await crud.importFile('导入成绩', '下载模板', 'results.xlsx');

    expect(await screen.findByText('成功导入 3 条成绩')).toBeTruthy();
    expect(api.callsTo('POST /evaluate/result/importData')[0].headers['content-type']).toContain(
      'multipart/form-data',
    );
  });

  it('lets a reader without the audit and result permissions look but not act', async () => {
    const second = await crud.showPageRow(<ApplyPage />, '李四', [
      'evaluate:apply:list',
      'evaluate:apply:query',
    ]);
    crud.expectNoButtons(['录入成绩'], second);
    crud.expectNoButtons(['导入成绩', '导出']);
    const drawer = await review.openReview('张三', '评价申请详情');
    await within(drawer).findByText('从事非遗保护工作五年');
    expect(review.hasDecision(drawer, '审核通过')).toBe(false);
    expect(review.hasDecision(drawer, '驳回')).toBe(false);
  });
});
