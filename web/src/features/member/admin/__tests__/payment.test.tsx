import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as review from '@/admin/review-queue/review-testing';
import { ok, setupApiServer } from '@/testing/api-server';
import { pickerClosedWith, typeDate } from '@/testing/date-picker';
import * as crud from '@/testing/crud-page';
import { auditOf } from '@/testing/review-audit';
import { loginAs, renderPage } from '@/testing/render-page';
import PaymentPage from '../pages/payment/index';
import { answerMemberDicts } from './fixtures';
import { expectShown } from '@/testing/expect-shown';

const payment = {
  payId: 21,
  applyId: 12,
  memberId: null,
  method: 'transfer',
  payerName: '张三',
  bank: '中国银行',
  account: '6222 0000 1111',
  amount: 30000,
  reference: 'TX20261120',
  paidDate: '2026-11-20',
  invoiceTitle: '北京大学',
  invoiceTaxNo: '12100000400000624D',
  invoiceEmail: 'fp@example.com',
  status: '0',
  comment: '',
  periodFrom: null,
  periodTo: null,
  auditBy: '',
  auditTime: null,
  createTime: '2026-11-20 10:00:00',
};
const row = {
  ...payment,
  userId: 5,
  kind: 'personal',
  applyType: 'join',
  name: '张三丰',
  levelName: '普通会员',
  fee: 30000,
  memberNo: null,
  voucherUrl: '',
};

const api = setupApiServer((api) => {
  answerMemberDicts(api);
  api.on('GET /member/payment/list', ok({ total: 1, rows: [row], totalAmount: 30000 }));
});

function detailWith(extra: object) {
  api.on(
    'GET /member/payment/21',
    ok({
      data: {
        ...payment,
        name: '张三丰',
        kind: 'personal',
        statusLabel: '待确认',
        voucher: review.privateImage(api, 51, 'voucher.jpg'),
        trail: [review.trailEntry('提交缴费', '', '待确认')],
        ...extra,
      },
    }),
  );
}

describe('member/payment/index', () => {
  it('lists payments of a period with their total', async () => {
    loginAs();
    renderPage(<PaymentPage />);
    expect(await screen.findByText('合计金额：¥300.00（共 1 笔）', {}, { timeout: 60_000 })).toBeTruthy();
    const [from, to] = ['确认日期起', '确认日期止'].map(
      (label) => screen.getByLabelText(label) as HTMLInputElement,
    );
    typeDate(from, '2026-01-01');
    await pickerClosedWith(from, '2026-01-01');
    typeDate(to, '2026-12-31');
    await pickerClosedWith(to, '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: /^搜\s*索$/ }));
    await crud.waitForLastQuery(api, 'GET /member/payment/list', {
      confirmedFrom: '2026-01-01',
      confirmedTo: '2026-12-31',
    });
  });

  it('shows the voucher and the invoice details, and confirms', async () => {
    detailWith({});
    api.on('PUT /member/payment/audit', ok({ msg: '操作成功' }));
    const drawer = await review.openPageReview(<PaymentPage />, '张三丰', '缴费详情');
    expect(await within(drawer).findByRole('img', { name: 'voucher.jpg' })).toBeTruthy();
    expectShown(drawer, ['12100000400000624D', 'TX20261120']);

    await auditOf(api, 'PUT /member/payment/audit', { payId: 21 }).decide(drawer, '确认', 'confirm');
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('shows the receipt of a confirmed payment and offers no decision on it', async () => {
    detailWith({ status: '1', periodFrom: '2026-11-21', periodTo: '2027-11-20' });
    api.on(
      'GET /member/payment/receipt/21',
      ok({
        data: {
          receiptNo: 'SJ2026000021',
          payId: 21,
          issuer: '协会',
          payerName: '张三',
          name: '张三丰',
          memberNo: 'XH202600001',
          levelName: '普通会员',
          method: 'transfer',
          amount: 30000,
          amountText: '¥300.00',
          amountInWords: '叁佰元整',
          periodFrom: '2026-11-21',
          periodTo: '2027-11-20',
          paidDate: '2026-11-20',
          issueDate: '2026-11-21',
        },
      }),
    );
    const drawer = await review.openPageReview(<PaymentPage />, '张三丰', '缴费详情');
    expect(await within(drawer).findByText('SJ2026000021')).toBeTruthy();
    expect(within(drawer).getByText('叁佰元整')).toBeTruthy();
    expect(review.hasDecision(drawer, '确认')).toBe(false);
    expect(review.hasDecision(drawer, '驳回')).toBe(false);
  });
});
