import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  decideWhenAsked,
  hasDecision,
  openPageReview,
  trailEntry,
} from '@/admin/review-queue/review-testing';
import { bodyOfOnlyCall, ok, refused, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import VipPage from '../pages/vip/index';
import { answerMemberDicts } from './fixtures';

const member = {
  memberId: 3,
  memberNo: 'XH202600003',
  kind: 'personal',
  levelName: '普通会员',
  name: '王小明',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: '0',
  statusReason: '',
  showInDirectory: true,
  createTime: '2026-01-01 10:00:00',
};
const row = { ...member, phone: '13800000003', idNumber: '1101**********0021', creditCode: '' };

const api = setupApiServer((api) => {
  answerMemberDicts(api);
  api.on('GET /member/level/list', ok({ total: 0, rows: [] }));
  api.on('GET /member/vip/list', ok({ total: 1, rows: [row] }));
  api.on(
    'GET /member/vip/3',
    ok({
      data: {
        ...member,
        statusLabel: '正常',
        intro: '',
        website: '',
        logo: '',
        isCurrent: true,
        renewFrom: '2026-12-01',
        phone: '13800000003',
        application: null,
        trail: [trailEntry('成为会员', '', '正常', { actorName: 'admin' })],
      },
    }),
  );
});

describe('member/vip/index', () => {
  it('suspends a membership with the reason', async () => {
    api.on('PUT /member/vip/changeStatus', ok({ msg: '操作成功' }));
    const drawer = await openPageReview(<VipPage />, '王小明', '会员详情');
    expect(await within(drawer).findByText('2026-01-01 至 2026-12-31')).toBeTruthy();
    expect(within(drawer).getByText(/admin · 成为会员：正常/)).toBeTruthy();
    expect(hasDecision(drawer, '恢复会籍')).toBe(false);

    await decideWhenAsked(api, 'PUT /member/vip/changeStatus', drawer, '暂停会籍', {
      ask: '请填写原因',
      field: '原因',
      comment: '会费争议',
    });
    expect(await bodyOfOnlyCall(api, 'PUT /member/vip/changeStatus')).toEqual({
      memberId: 3,
      status: '1',
      reason: '会费争议',
    });
  });

  it('imports an Excel file and lists every bad row the server names', async () => {
    api.on(
      'POST /member/vip/importData',
      refused('第2行：手机号格式不正确', [
        { row: 2, msg: '第2行：手机号格式不正确' },
        { row: 4, msg: '第4行：会员等级“金卡”不存在或不属于个人会员' },
      ]),
    );
    await crud.showPageRow(<VipPage />, '王小明');
    const dialog = await crud.importFile('导入', '会员导入', 'members.xlsx');

    const rows = await within(dialog).findByRole('list', { name: '导入错误' });
    expect(within(rows).getByText('第4行：会员等级“金卡”不存在或不属于个人会员')).toBeTruthy();
    expect(api.callsTo('POST /member/vip/importData')[0].headers['content-type']).toContain(
      'multipart/form-data',
    );
  });

  it('hides import and the status change without their permissions', async () => {
    const drawer = await openPageReview(<VipPage />, '王小明', '会员详情', [
      'member:vip:list',
      'member:vip:query',
    ]);
    await within(drawer).findByText('2026-01-01 至 2026-12-31');
    expect(hasDecision(drawer, '暂停会籍')).toBe(false);
    crud.expectNoButtons(['导入']);
  });
});
