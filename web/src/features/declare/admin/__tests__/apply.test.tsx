import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { reviewQueueOf } from '@/testing/review-audit';
import type { DeclarationView, DeclareRow } from '../../api/declarations-admin';
import DeclareApplyPage from '../pages/apply/index';
import { answerDeclareDicts, call } from './fixtures';
import { findShown } from '@/testing/expect-shown';

const row: DeclareRow = {
  declareId: 31,
  callId: 3,
  callTitle: '2026 年度优秀会员评选',
  kind: 'award',
  userId: 5,
  phone: '13800000001',
  title: '非遗数字化保护实践',
  applicantName: '市非遗保护中心',
  contactName: '王五',
  contactPhone: '13900000002',
  status: '0',
  statusLabel: '待审核',
  comment: '',
  createTime: '2026-11-20 09:30:00',
  updateTime: null,
};

const declaration = (): DeclarationView => ({
  ...row,
  callTitleEs: '',
  summary: '三年完成馆藏数字化两千件',
  announced: false,
  nextAction: 'wait',
  attachments: [review.privateImage(api, 61, 'report.png')],
  trail: [review.trailEntry('提交申报', '', '待审核')],
});

const api = setupApiServer((api) => {
  answerDeclareDicts(api);
  api.on('GET /declare/call/list', ok({ total: 1, rows: [call(3, { title: '2026 年度优秀会员评选' })] }));
  api.on('GET /declare/apply/list', ok({ total: 1, rows: [row] }));
  api.on('GET /declare/apply/31', ok({ data: declaration() }));
});
const queue = reviewQueueOf(api, {
  base: '/declare/apply',
  page: <DeclareApplyPage />,
  rowText: '非遗数字化保护实践',
  drawerTitle: '申报详情',
  record: { declareId: 31 },
});

describe('declare/apply/index', () => {
  it('lists declarations with kind and state, and searches by keyword', async () => {
    const line = await crud.showPageRow(<DeclareApplyPage />, '非遗数字化保护实践');
    expect(within(line).getByText('市非遗保护中心')).toBeTruthy();
    await findShown(line, ['评优评先', '待审核']);

    await queue.searchFor('申报人或项目名称', '非遗');
  });

  it('shows the declaration, its files and trail, and approves it', async () => {
    api.on('PUT /declare/apply/audit', ok({ msg: '已通过审核' }));
    const drawer = await queue.open();
    expect(await within(drawer).findByText('三年完成馆藏数字化两千件')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'report.png' })).toBeTruthy();
    expect(within(drawer).getByText(/张三 · 提交申报：待审核/)).toBeTruthy();

    await queue.decide(drawer, '审核通过', 'approve');
    expect(await screen.findByText('已通过审核')).toBeTruthy();
  });

  queue.itAsksFirst('要求补充', 'supplement', { field: '需补充的内容', comment: '请补充获奖证明' });
  queue.itLetsReadersOnlyLook({ shows: '三年完成馆藏数字化两千件', decisions: ['审核通过', '驳回'] });
});
