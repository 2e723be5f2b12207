import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, fieldRefusal, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  attachmentProblems,
  attachmentsOf,
  attachmentUrl,
  linkAttachments,
} from '../workflow/attachment.service.js';
import { configValue } from '../system/config.service.js';
import { actorOf, checkAction, notify, trailsOf, recordTrail, runTransition } from '../workflow/workflow.js';
import { stateColumn } from '../workflow/review-columns.js';
import { type ApplyRecord, findApply, moveApply } from './apply.queries.js';
import { amountInWords, formatFen, isEmail, isPastDay } from './member.rules.js';
import { type ApplyState, applyFlow, type PaymentState, paymentFlow } from './member.workflows.js';
import { dayOf, type Grant, grantMembership, NOTICES } from './membership.service.js';
import {
  findPayment,
  findPaymentPage,
  findPayments,
  findPaymentsOfApplies,
  insertPayment,
  movePayment,
  type PaymentFilter,
  type PaymentRecord,
  sumPayments,
} from './payment.queries.js';
import type { PayInfoBody, PaymentAuditBody, PaymentRow, PaymentView } from './payment.schema.js';

// Paying the fee (DESIGN.md §4b): the applicant submits the bank transfer and its voucher, the
// application waits for confirmation; staff confirm (the member is made in the same transaction)
// or send it back with a reason.

type PageInput = Parameters<typeof pagingOf>[0];

/** The application as the workflow sees it. */
export const applyRecordOf = (apply: ApplyRecord) => ({
  id: apply.applyId,
  status: apply.status as ApplyState,
  ownerId: apply.userId,
});

const stateOf = (row: PaymentRecord) => ({
  ...row,
  statusLabel: paymentFlow.states[row.status as PaymentState] ?? row.status,
});

/** The payments of several applications, by application, with their vouchers. */
export async function paymentViews(
  db: Kysely<Database>,
  applyIds: number[],
): Promise<Map<number, PaymentView[]>> {
  const rows = await findPaymentsOfApplies(db, applyIds);
  const vouchers = await attachmentsOf(
    db,
    paymentFlow,
    rows.map((row) => row.payId),
  );
  const byApply = new Map<number, PaymentView[]>(applyIds.map((id) => [id, []]));
  for (const row of rows) {
    const voucher = vouchers.get(row.payId)?.find((file) => file.attachmentId === row.voucherId) ?? null;
    byApply.get(row.applyId)?.push({ ...stateOf(row), voucher });
  }
  return byApply;
}

const TAX_NO = /^[0-9A-Z]{15,20}$/;

/** The payment form's rules beyond its schema, as [field, message]; the amount must be the fee owed, to the fen. */
async function payInfoProblem(
  db: Kysely<Database>,
  apply: ApplyRecord,
  input: PayInfoBody,
): Promise<[keyof PayInfoBody, string] | null> {
  if (input.amount !== apply.fee) return ['amount', `缴费金额应为${formatFen(apply.fee)}`];
  if (!isPastDay(input.paidDate)) return ['paidDate', '付款日期不正确'];
  if (input.invoiceTaxNo && !TAX_NO.test(input.invoiceTaxNo))
    return ['invoiceTaxNo', '纳税人识别号格式不正确'];
  if (input.invoiceEmail && !isEmail(input.invoiceEmail)) return ['invoiceEmail', '接收发票邮箱格式不正确'];
  const voucher = await attachmentProblems(db, paymentFlow, apply.userId, null, [input.voucher], {
    images: true,
  });
  return voucher ? ['voucher', `转账凭证：${voucher}`] : null;
}

/** `submitPayInfo`: records the transfer and moves the application to 待确认. */
export async function submitPayment(db: Kysely<Database>, user: CurrentUser, input: PayInfoBody) {
  const apply = orNotFound(await findApply(db, input.applyId), applyFlow.missing);
  const actor = actorOf(user);
  checkAction(applyFlow, 'pay', applyRecordOf(apply), actor);
  const problem = await payInfoProblem(db, apply, input);
  if (problem) throw fieldRefusal(...problem);
  let payId = 0;
  const { to } = await runTransition(db, applyFlow, {
    record: applyRecordOf(apply),
    action: 'pay',
    actor,
    apply: async (trx, from, next) => {
      const now = formatTime();
      if (!(await moveApply(trx, apply.applyId, from, { status: next, updateTime: now }))) return false;
      payId = await insertPayment(trx, {
        applyId: apply.applyId,
        userId: apply.userId,
        payerName: input.payerName.trim(),
        bank: input.bank.trim(),
        account: input.account.replace(/[\s-]/g, ''),
        amount: input.amount,
        reference: input.reference?.trim() ?? '',
        paidDate: input.paidDate,
        voucherId: input.voucher,
        invoiceTitle: input.invoiceTitle?.trim() ?? '',
        invoiceTaxNo: input.invoiceTaxNo ?? '',
        invoiceEmail: input.invoiceEmail?.trim() ?? '',
        status: '0',
        createTime: now,
      });
      await linkAttachments(trx, paymentFlow, apply.userId, payId, [input.voucher]);
      await recordTrail(trx, paymentFlow, { recordId: payId, from: null, to: '0', action: 'submit', actor });
      return true;
    },
  });
  return { applyId: apply.applyId, payId, status: to };
}

/**
 * Staff confirm a payment (the application is done and the member made or extended, in one
 * transaction) or send it back (the application owes the fee again), then tell the payer.
 */
export async function auditPayment(app: FastifyInstance, input: PaymentAuditBody, staff: CurrentUser) {
  const payment = orNotFound(await findPayment(app.db, input.payId), paymentFlow.missing);
  const apply = await findApply(app.db, payment.applyId);
  if (!apply) throw notFound(applyFlow.missing);
  const comment = input.comment?.trim() ?? '';
  const actor = actorOf(staff);
  const confirm = input.action === 'confirm';
  let grant: Grant | undefined;
  await runTransition(app.db, paymentFlow, {
    record: { id: payment.payId, status: payment.status as PaymentState, ownerId: payment.userId },
    action: input.action,
    actor,
    comment,
    apply: async (trx, from, to) => {
      const now = formatTime();
      if (
        !(await movePayment(trx, payment.payId, from, {
          status: to,
          comment,
          auditBy: staff.userName,
          auditTime: now,
        }))
      ) {
        return false;
      }
      if (confirm) {
        grant = await grantMembership(trx, apply, actor, dayOf());
        await movePayment(trx, payment.payId, to, {
          memberId: grant.memberId,
          periodFrom: grant.periodFrom,
          periodTo: grant.periodTo,
        });
      }
      const applyAction = confirm ? 'confirm' : 'refusePayment';
      const applyTo = applyFlow.actions[applyAction].to;
      const moved = await moveApply(trx, apply.applyId, '4', {
        status: applyTo,
        comment,
        updateTime: now,
        ...(grant ? { memberId: grant.memberId, openKey: null } : {}),
      });
      if (!moved) return false;
      await recordTrail(trx, applyFlow, {
        recordId: apply.applyId,
        from: '4',
        to: applyTo,
        action: applyAction,
        actor,
        comment,
      });
      return true;
    },
  });
  await notify(app, apply.phone, grant ? NOTICES.confirm(grant) : NOTICES.refusePayment(comment));
}

const rowOf = (row: PaymentRecord): PaymentRow => ({
  ...row,
  voucherUrl: row.voucherId ? attachmentUrl(row.voucherId) : '',
});

/** A page of payments and the total amount of all the filter selects (e.g. confirmed in a month). */
export async function listPayments(db: Kysely<Database>, query: PaymentFilter & PageInput) {
  const [page, totalAmount] = await Promise.all([
    findPaymentPage(db, query, pagingOf(query)),
    sumPayments(db, query),
  ]);
  return { ...page, rows: page.rows.map(rowOf), totalAmount };
}

/** 收据 of a confirmed payment: for staff, or for its payer when `payer` is given. */
export async function paymentReceipt(db: Kysely<Database>, payId: number, payer?: { userId: number }) {
  const payment = await findPayment(db, payId);
  if (!payment || (payer && payment.userId !== payer.userId)) throw notFound(paymentFlow.missing);
  const { status, periodFrom, periodTo, auditTime } = payment;
  if (status !== '1' || !periodFrom || !periodTo || !auditTime) throw badRequest('缴费尚未确认，暂无收据');
  const issueDate = auditTime.slice(0, 10);
  return {
    ...payment,
    receiptNo: `SJ${issueDate.slice(0, 4)}${String(payId).padStart(6, '0')}`,
    issuer: await configValue(db, 'site.name'),
    memberNo: payment.memberNo ?? '',
    method: '银行转账',
    amountText: formatFen(payment.amount),
    amountInWords: amountInWords(payment.amount),
    periodFrom,
    periodTo,
    issueDate,
  };
}

export async function paymentDetail(db: Kysely<Database>, payId: number) {
  const payment = orNotFound(await findPayment(db, payId), paymentFlow.missing);
  const [views, trails] = await Promise.all([
    paymentViews(db, [payment.applyId]),
    trailsOf(db, paymentFlow, [payId]),
  ]);
  const view = views.get(payment.applyId)?.find((item) => item.payId === payId);
  if (!view) throw notFound(paymentFlow.missing);
  return { ...view, name: payment.name, kind: payment.kind, trail: trails.get(payId) ?? [] };
}

const PAYMENT_EXPORT_COLUMNS: ExcelColumn<PaymentRow>[] = [
  { header: '缴费编号', key: 'payId' },
  { header: '申请编号', key: 'applyId' },
  { header: '会员/单位', key: 'name', width: 24 },
  { header: '会员等级', key: 'levelName', width: 16 },
  { header: '付款人', key: 'payerName', width: 20 },
  { header: '付款银行', key: 'bank', width: 20 },
  { header: '付款账号', key: 'account', width: 24 },
  { header: '金额', key: 'amount', format: (value) => formatFen(Number(value)) },
  { header: '转账流水号', key: 'reference', width: 20 },
  { header: '付款日期', key: 'paidDate', width: 12 },
  { header: '发票抬头', key: 'invoiceTitle', width: 24 },
  { header: '纳税人识别号', key: 'invoiceTaxNo', width: 22 },
  stateColumn<PaymentRow>(paymentFlow),
  { header: '会籍起', key: 'periodFrom', width: 12 },
  { header: '会籍止', key: 'periodTo', width: 12 },
  { header: '提交时间', key: 'createTime', width: 20 },
];

/** The payments the filter selects, then a 合计 row with the sum of their amounts for the accountant. */
export async function exportPayments(db: Kysely<Database>, filter: PaymentFilter) {
  const rows = (await findPayments(db, filter)).map(rowOf);
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  const totals = { name: '合计', amount, status: '' } as PaymentRow;
  return { columns: PAYMENT_EXPORT_COLUMNS, rows: [...rows, totals] };
}
