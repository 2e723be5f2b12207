import { describe, expect, it } from 'vitest';
import { readXlsx, refusesEachField, rowsWith, useStaffKit } from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';
import { memberKit } from '../../../test/member-kit.js';
import { dayOf } from './membership.service.js';

const { t, admin, editor, kit } = await useStaffKit(memberKit);
const { call, audit } = kit;

const submit = async (token: string, applyId: number, overrides: object = {}) =>
  call(token, 'POST', '/api/system/sign/submitPayInfo', await kit.payInfo(token, applyId, overrides));
const decide = (payId: number, action: string, comment = '', token = admin) =>
  call(token, 'PUT', '/member/payment/audit', { payId, action, comment });
const myApplication = async (token: string) =>
  (await call(token, 'GET', '/api/system/sign/getInfo')).json().data.member;
const year = new Date().getFullYear();

describe('POST /api/system/sign/submitPayInfo', () => {
  it('records the transfer with its voucher and invoice details; the application waits for confirmation', async () => {
    const { token, applyId } = await kit.applicant();
    await audit(applyId, 'approve');
    const response = await submit(token, applyId, { invoiceTaxNo: '91350100M000100Y43' });
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { applyId, payId: expect.any(Number), status: '4' },
    });
    const mine = await myApplication(token);
    expect(mine).toMatchObject({ status: '4', nextAction: 'waitConfirm' });
    expect(mine.payments).toEqual([
      expect.objectContaining({
        payerName: '张三',
        account: '6217000000000000',
        amount: 30000,
        status: '0',
        statusLabel: '待确认',
        invoiceTaxNo: '91350100M000100Y43',
        voucher: expect.objectContaining({ fileType: 'png' }),
      }),
    ]);
  });

  it('refuses an amount other than the fee, naming the fee', async () => {
    const { token, applyId } = await kit.applicant();
    await audit(applyId, 'approve');
    for (const amount of [29999, 30001, 0]) {
      expect((await submit(token, applyId, { amount })).json()).toMatchObject({
        code: 400,
        msg: '缴费金额应为¥300.00',
      });
    }
    expect((await myApplication(token)).status).toBe('3');
  });

  it('refuses each bad field and writes nothing', async () => {
    const { token, applyId } = await kit.applicant();
    await audit(applyId, 'approve');
    const other = await kit.visitor();
    // Each message names its field, so the form shows it beside the field.
    await refusesEachField(
      (changes) => submit(token, applyId, changes),
      [
        [{ paidDate: '2999-01-01' }, 'paidDate', '付款日期不正确'],
        [{ paidDate: '2026-02-30' }, 'paidDate', '付款日期不正确'],
        [{ invoiceEmail: 'x@' }, 'invoiceEmail', '接收发票邮箱格式不正确'],
        [{ invoiceTaxNo: 'abc' }, 'invoiceTaxNo', '纳税人识别号格式不正确'],
        [
          { voucher: await kit.upload(other, 'member_payment') },
          'voucher',
          '转账凭证：附件不存在或不属于当前用户',
        ],
        [
          { voucher: await kit.upload(token, 'member_apply') },
          'voucher',
          '转账凭证：附件不存在或不属于当前用户',
        ],
        [
          { voucher: await kit.upload(token, 'member_payment', 'v.pdf', samples.pdf) },
          'voucher',
          '转账凭证：请上传png/jpg/jpeg格式的图片',
        ],
        [{ account: 'abc' }, 'account', '付款账号格式不正确'],
        [{ payerName: '' }, 'payerName', '付款人不能为空'],
        [{ amount: -1 }, 'amount', '缴费金额（分）不能小于0'],
        [{ voucher: undefined }, 'voucher', '转账凭证不能为空'],
      ],
    );
    const rows = await t.db
      .selectFrom('memberPayment')
      .select('payId')
      .where('applyId', '=', applyId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses paying before approval, twice, or for someone else', async () => {
    const { token, applyId } = await kit.applicant();
    expect((await submit(token, applyId)).json()).toEqual({
      code: 400,
      msg: '当前状态为“待审核”，不能提交缴费',
    });
    await audit(applyId, 'approve');
    expect((await submit(token, applyId)).json().code).toBe(200);
    expect((await submit(token, applyId)).json().msg).toBe('当前状态为“待确认”，不能提交缴费');
    const other = await kit.visitor();
    expect((await submit(other, applyId)).json()).toEqual({ code: 404, msg: '申请不存在' });
    expect((await submit(admin, applyId)).statusCode).toBe(403);
  });
});

describe('staff confirm or send back a payment', () => {
  it('lists payments with the voucher link, filtered, and shows one with its trail', async () => {
    const { payId, applyId } = await kit.paid();
    const list = (
      await call(admin, 'GET', '/member/payment/list?status=0&kind=personal&keyword=张三')
    ).json();
    const row = list.rows.find((item: { payId: number }) => item.payId === payId);
    // The payer's phone finds the payment too.
    const phone = (
      await t.db
        .selectFrom('memberApply as a')
        .innerJoin('sysUser as u', 'u.userId', 'a.userId')
        .select('u.phonenumber')
        .where('a.applyId', '=', applyId)
        .executeTakeFirstOrThrow()
    ).phonenumber;
    const byPhone = (await call(admin, 'GET', `/member/payment/list?keyword=${phone}`)).json();
    expect(byPhone.rows.map((item: { payId: number }) => item.payId)).toEqual([payId]);
    expect(row).toMatchObject({
      applyId,
      name: '张三',
      levelName: '个人会员',
      amount: 30000,
      fee: 30000,
      status: '0',
      voucherUrl: expect.stringMatching(/^\/prod-api\/workflow\/attachment\/\d+$/),
    });
    const voucher = await call(admin, 'GET', row.voucherUrl.replace('/prod-api', ''));
    expect(voucher.rawPayload).toEqual(samples.png);
    const detail = (await call(admin, 'GET', `/member/payment/${payId}`)).json().data;
    expect(detail).toMatchObject({
      payId,
      name: '张三',
      kind: 'personal',
      trail: [{ actionLabel: '提交缴费' }],
    });
    expect((await call(admin, 'GET', '/member/payment/999999')).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/member/payment/list')).statusCode).toBe(403);
  });

  it('sends a payment back with its reason; the applicant pays again', async () => {
    const { token, applyId, payId } = await kit.paid();
    expect((await decide(payId, 'reject')).json()).toEqual({ code: 400, msg: '请填写退回缴费的意见' });
    expect((await decide(payId, 'reject', '未查到到账记录')).json().code).toBe(200);
    let mine = await myApplication(token);
    expect(mine).toMatchObject({ status: '3', nextAction: 'pay', comment: '未查到到账记录' });
    expect(mine.payments[0]).toMatchObject({ status: '2', statusLabel: '已退回', comment: '未查到到账记录' });
    expect((await decide(payId, 'confirm')).json().msg).toBe('当前状态为“已退回”，不能确认缴费');

    const second = await kit.pay(token, applyId);
    expect((await decide(second, 'confirm')).json().code).toBe(200);
    mine = await myApplication(token);
    expect(mine).toMatchObject({ status: '5', statusLabel: '已完成', nextAction: 'none' });
    expect(mine.trail.map((entry: { actionLabel: string }) => entry.actionLabel)).toEqual([
      '提交申请',
      '审核通过',
      '提交缴费',
      '退回缴费',
      '提交缴费',
      '确认缴费',
    ]);
    const notices = await kit.notices(token);
    expect(notices[1]).toBe('您提交的缴费信息未通过确认：未查到到账记录。请登录网站重新提交。');
    expect(notices[2]).toMatch(/^您的会费已确认到账，会员编号XH\d{9}，有效期至\d{4}-\d{2}-\d{2}。$/);
  });

  it('makes the member on confirmation: number, level, a year of validity, isMember', async () => {
    const { token, payId } = await kit.paid();
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(false);
    expect((await decide(payId, 'confirm')).json().code).toBe(200);
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(true);
    const vip = (await call(token, 'GET', '/member/vip/getVip')).json().data;
    const today = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const nextYear = new Date(today);
    nextYear.setFullYear(today.getFullYear() + 1);
    expect(vip).toMatchObject({
      memberNo: expect.stringMatching(new RegExp(`^XH${year}\\d{5}$`)),
      kind: 'personal',
      levelName: '个人会员',
      name: '张三',
      status: '0',
      isCurrent: true,
      showInDirectory: true,
      validFrom: day(today),
    });
    // dayjs month arithmetic: a year on, clamped at month end (29 Feb → 28 Feb).
    expect(vip.validTo.slice(0, 7)).toBe(day(nextYear).slice(0, 7));
    const payment = (await call(admin, 'GET', `/member/payment/${payId}`)).json().data;
    expect(payment).toMatchObject({
      status: '1',
      memberId: vip.memberId,
      periodFrom: vip.validFrom,
      periodTo: vip.validTo,
    });
    expect((await decide(payId, 'confirm')).json().msg).toBe('当前状态为“已确认”，不能确认缴费');
  });

  it('refuses the payer, the editor and staff without the audit permission', async () => {
    const { token, payId } = await kit.paid();
    expect((await decide(payId, 'confirm', '', token)).statusCode).toBe(403);
    expect((await decide(payId, 'confirm', '', editor)).statusCode).toBe(403);
    expect((await decide(999999, 'confirm')).json()).toEqual({ code: 404, msg: '缴费记录不存在' });
  });

  it('makes one member when two staff confirm one payment at once', async () => {
    const staff = await kit.memberStaff();
    const { payId, token } = await kit.paid();
    const results = await Promise.all([decide(payId, 'confirm'), decide(payId, 'confirm', '', staff)]);
    expect(results.map((response) => response.json().code).sort()).toEqual([200, 400]);
    const userId = (await call(token, 'GET', '/getInfo')).json().user.userId;
    const members = await t.db
      .selectFrom('memberVip')
      .select('memberId')
      .where('userId', '=', userId)
      .execute();
    expect(members).toHaveLength(1);
    const trail = await rowsWith(t.db, 'bizTrail', { kind: 'member_vip', recordId: members[0].memberId });
    expect(trail).toHaveLength(1);
  });

  it('gives 20 payments confirmed at once 20 distinct member numbers', async () => {
    const people = [];
    for (let i = 0; i < 20; i += 1) people.push(await kit.paid(i % 2 ? 'org' : 'personal'));
    const results = await Promise.all(people.map(({ payId }) => decide(payId, 'confirm')));
    expect(results.map((response) => response.json().code)).toEqual(Array(20).fill(200));
    const numbers = await t.db
      .selectFrom('memberVip')
      .select('memberNo')
      .where(
        'applyId',
        'in',
        people.map((person) => person.applyId),
      )
      .execute();
    expect(new Set(numbers.map((row) => row.memberNo)).size).toBe(20);
    expect(numbers.every((row) => new RegExp(`^XH${year}\\d{5}$`).test(row.memberNo))).toBe(true);
  });

  it('exports payments, ending with their total', async () => {
    const response = await call(admin, 'GET', '/member/payment/export?status=1');
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.getRow(1).values).toContain('付款人');
    const list = (await call(admin, 'GET', '/member/payment/list?status=1&pageSize=100')).json();
    expect(sheet.rowCount).toBe(list.total + 2);
    const amounts = sheet.getColumn(8).values.slice(2).map(String);
    expect(amounts.every((cell) => /^¥[\d,]+\.\d{2}$/.test(cell))).toBe(true);
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(3).value).toBe('合计');
    expect(amounts.at(-1)).toBe(
      `¥${(list.totalAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });
});

describe('a level without a fee', () => {
  it('makes the member on approval', async () => {
    const created = await call(admin, 'POST', '/member/level', {
      kind: 'personal',
      levelName: '荣誉会员',
      fee: 0,
      periodMonths: 24,
    });
    expect(created.json().code).toBe(200);
    const levelId = await kit.levelId('personal', '荣誉会员');
    const { token, applyId } = await kit.applicant('personal', { levelId });
    expect((await audit(applyId, 'approve')).json().code).toBe(200);
    expect((await myApplication(token)).status).toBe('5');
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(true);
    expect((await kit.notices(token))[0]).toMatch(/^您的入会申请已审核通过，会员编号XH/);
    await call(admin, 'PUT', '/member/level', {
      levelId,
      kind: 'personal',
      levelName: '荣誉会员',
      fee: 0,
      periodMonths: 24,
      status: '1',
    });
  });
});

describe('receipts and the accounts', () => {
  it('gives a confirmed payment a receipt, to staff and to its payer only', async () => {
    const { token, payId, memberNo } = await kit.member();
    const receipt = (await call(admin, 'GET', `/member/payment/receipt/${payId}`)).json().data;
    expect(receipt).toMatchObject({
      receiptNo: expect.stringMatching(/^SJ\d{10}$/),
      issuer: '文化产业协会',
      payerName: '张三',
      name: '张三',
      memberNo,
      levelName: '个人会员',
      method: '银行转账',
      amount: 30000,
      amountText: '¥300.00',
      amountInWords: '人民币叁佰元整',
      paidDate: '2026-01-02',
      issueDate: dayOf(),
    });
    expect((await call(token, 'GET', `/api/system/sign/receipt?payId=${payId}`)).json().data).toEqual(
      receipt,
    );
    const other = await kit.visitor();
    expect((await call(other, 'GET', `/api/system/sign/receipt?payId=${payId}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/member/payment/receipt/${payId}`)).statusCode).toBe(403);
    const pending = await kit.paid();
    expect(
      (await call(pending.token, 'GET', `/api/system/sign/receipt?payId=${pending.payId}`)).json(),
    ).toEqual({
      code: 400,
      msg: '缴费尚未确认，暂无收据',
    });
  });

  it('lists the payments confirmed in a period with their total', async () => {
    const today = dayOf();
    const period = `status=1&confirmedFrom=${today}&confirmedTo=${today}`;
    const list = (await call(admin, 'GET', `/member/payment/list?${period}&pageSize=100`)).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.total).toBe(list.rows.length);
    expect(list.totalAmount).toBe(
      list.rows.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0),
    );
    const firstPage = (await call(admin, 'GET', `/member/payment/list?${period}&pageSize=1`)).json();
    expect(firstPage.totalAmount).toBe(list.totalAmount);
    const none = (
      await call(admin, 'GET', '/member/payment/list?confirmedFrom=2000-01-01&confirmedTo=2000-01-31')
    ).json();
    expect(none).toMatchObject({ total: 0, totalAmount: 0 });
    expect((await call(admin, 'GET', '/member/payment/list?confirmedFrom=2000-1-1')).json().msg).toBe(
      '确认日期起格式不正确',
    );
  });
});
