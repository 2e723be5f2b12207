import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { reviewQueueOf } from '@/testing/review-audit';
import ApplyPage from '../pages/apply/index';
import { answerMemberDicts } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const row = {
  applyId: 12,
  userId: 5,
  phone: '13800000001',
  kind: 'personal',
  applyType: 'join',
  name: '张三',
  idNumber: '1101**********1234',
  creditCode: '',
  levelId: 1,
  levelName: '普通会员',
  fee: 30000,
  status: '0',
  comment: '',
  memberId: null,
  createTime: '2026-11-20 09:30:00',
  updateTime: null,
};

function application() {
  return {
    ...row,
    statusLabel: '待审核',
    nextAction: 'wait',
    realName: '张三',
    gender: '0',
    idNumber: '110101199001011234',
    birthday: '1990-01-01',
    employer: '北京大学',
    position: '教师',
    education: '博士',
    specialty: '教育学',
    resume: '长期从事教育研究',
    photo: review.privateImage(api, 41, 'photo.png'),
    ...Object.fromEntries(
      ['orgName', 'legalPerson', 'address', 'contactName', 'contactPhone', 'businessScope'].map((k) => [
        k,
        '',
      ]),
    ),
    staffSize: null,
    licence: null,
    email: 'zs@example.com',
    attachments: [],
    trail: [review.trailEntry('提交申请', '', '待审核')],
    payments: [],
  };
}

const api = setupApiServer((api) => {
  answerMemberDicts(api);
  api.on('GET /member/apply/list', ok({ total: 1, rows: [row] }));
  api.on('GET /member/apply/12', ok({ data: application() }));
});
const queue = reviewQueueOf(api, {
  base: '/member/apply',
  page: <ApplyPage />,
  rowText: '张三',
  drawerTitle: '入会申请详情',
  record: { applyId: 12 },
});

describe('member/apply/index', () => {
  it('lists applications with the ID number masked and searches by keyword', async () => {
    const line = await crud.showPageRow(<ApplyPage />, '张三');
    expectShown(line, ['1101**********1234', '¥300.00', '入会']);

    await queue.searchFor('姓名、单位或手机号', '张');
  });

  it('shows every field with the full ID number, the photo and the trail, and approves', async () => {
    api.on('PUT /member/apply/audit', ok({ msg: '操作成功' }));
    const drawer = await queue.open();
    expect(await within(drawer).findByText('110101199001011234')).toBeTruthy();
    expect(within(drawer).getByText('北京大学')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'photo.png' })).toBeTruthy();
    expect(within(drawer).getByText(/张三 · 提交申请：待审核/)).toBeTruthy();
    expect(within(drawer).queryByText('单位名称')).toBeNull();

    await queue.decide(drawer, '通过', 'approve', '材料齐全');
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  queue.itAsksFirst('退回补充', 'supplement', { field: '审核意见', comment: '请补充学历证明' });
  queue.itLetsReadersOnlyLook({ shows: '110101199001011234', decisions: ['通过'] });
});
