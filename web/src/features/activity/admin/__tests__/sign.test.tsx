import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { bodyOfOnlyCall, ok, setupApiServer } from '@/testing/api-server';
import { dictOf } from '@/testing/render-page';
import { auditOf } from '@/testing/review-audit';
import SignPage from '../pages/sign/index';

const row = (signId: number, realName: string, status: string) => ({
  signId,
  activityId: 2,
  title: '非遗数字化研修班',
  userId: signId + 10,
  realName,
  employer: '文化馆',
  position: '馆员',
  phone: '138****0001',
  remark: '',
  status,
  statusLabel: '',
  waitPosition: null,
  ticketCode: 'AB12CD34',
  checkinTime: null,
  comment: '',
  createTime: '2026-11-20 10:00:00',
  updateTime: null,
});

function detail(signId: number, realName: string, status: string, attachments: unknown[] = []) {
  api.on(
    `GET /activity/sign/${signId}`,
    ok({
      data: {
        ...row(signId, realName, status),
        attachments,
        trail: [review.trailEntry('提交报名', '', '待审核')],
      },
    }),
  );
}

const api = setupApiServer((api) => {
  api.on(
    'GET /system/dict/data/type/activity_sign_status',
    ok({
      data: dictOf(
        ['pending', '待审核', 'warning'],
        ['unpaid', '待缴费'],
        ['registered', '已报名', 'success'],
      ),
    }),
  );
  api.on('GET /activity/event/list', ok({ total: 1, rows: [{ activityId: 2, title: '非遗数字化研修班' }] }));
  api.on(
    'GET /activity/sign/list',
    ok({ total: 2, rows: [row(7, '陈静', 'pending'), row(8, '刘洋', 'unpaid')] }),
  );
  api.on('PUT /activity/sign/audit', ok());
});

describe('activity/sign/index', () => {
  it('approves a sign-up that needs approval; no payment to confirm on it', async () => {
    detail(7, '陈静', 'pending');
    const drawer = await review.openPageReview(<SignPage />, '陈静', '报名详情');
    expect(await within(drawer).findByText(/提交报名/)).toBeTruthy();
    expect(review.hasDecision(drawer, '确认缴费')).toBe(false);
    expect(review.hasDecision(drawer, '驳回')).toBe(true);
    await auditOf(api, 'PUT /activity/sign/audit', { signId: 7 }).decide(drawer, '通过', 'approve');
    expect(api.callsTo('GET /activity/event/list')[0].query.get('pageSize')).toBe('100');
  });

  it('shows the voucher of a paid sign-up and confirms the transfer', async () => {
    detail(8, '刘洋', 'unpaid', [review.privateImage(api, 61, 'voucher.png')]);
    const drawer = await review.openPageReview(<SignPage />, '刘洋', '报名详情');
    expect(await within(drawer).findByRole('img', { name: 'voucher.png' })).toBeTruthy();
    expect(review.hasDecision(drawer, '通过')).toBe(false);
    await review.decide(drawer, '确认缴费');
    expect(await bodyOfOnlyCall(api, 'PUT /activity/sign/audit')).toMatchObject({
      signId: 8,
      action: 'confirmPayment',
    });
  });

  it('cancels with the reason it asks for, and hides decisions without their permission', async () => {
    detail(7, '陈静', 'pending');
    api.on('PUT /activity/sign/cancel', ok());
    const drawer = await review.openPageReview(<SignPage />, '陈静', '报名详情', [
      'activity:sign:list',
      'activity:sign:query',
      'activity:sign:edit',
    ]);
    await within(drawer).findByText(/提交报名/);
    expect(review.hasDecision(drawer, '通过')).toBe(false);
    await review.decide(drawer, '取消报名', '活动场地调整');
    expect(await bodyOfOnlyCall(api, 'PUT /activity/sign/cancel')).toEqual({
      signId: 7,
      comment: '活动场地调整',
    });
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
