import { listReads, withDateRange } from '../../db/list-query.js';
import { withKeyword } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { DateRange } from '../../http/schemas.js';
import { recordWrites } from '../workflow/record.queries.js';
import type { MemberKind } from './member.table.js';

// The SQL of member_payment: bank transfers, with the application they pay for.

const PAYMENT_COLUMNS = [
  'p.payId',
  'p.applyId',
  'p.memberId',
  'p.userId',
  'p.method',
  'p.payerName',
  'p.bank',
  'p.account',
  'p.amount',
  'p.reference',
  'p.paidDate',
  'p.voucherId',
  'p.invoiceTitle',
  'p.invoiceTaxNo',
  'p.invoiceEmail',
  'p.status',
  'p.comment',
  'p.periodFrom',
  'p.periodTo',
  'p.auditBy',
  'p.auditTime',
  'p.createTime',
] as const;

/** Payments with the name, kind and level of the application they pay for, and the member number. */
function payments(db: Db) {
  return db
    .selectFrom('memberPayment as p')
    .innerJoin('memberApply as a', 'a.applyId', 'p.applyId')
    .innerJoin('memberLevel as l', 'l.levelId', 'a.levelId')
    .leftJoin('memberVip as m', 'm.memberId', 'p.memberId')
    .leftJoin('sysUser as u', 'u.userId', 'a.userId')
    .select(PAYMENT_COLUMNS)
    .select(['a.kind', 'a.applyType', 'a.fee', 'l.levelName', 'm.memberNo'])
    .select((eb) =>
      eb.fn<string>('coalesce', [eb.fn('nullif', ['a.realName', eb.val('')]), 'a.orgName']).as('name'),
    );
}

export const findPayment = (db: Db, payId: number) =>
  payments(db).where('p.payId', '=', payId).executeTakeFirst();
export type PaymentRecord = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** The payments of several applications, oldest first. */
export function findPaymentsOfApplies(db: Db, applyIds: number[]) {
  if (!applyIds.length) return Promise.resolve([]);
  return payments(db).where('p.applyId', 'in', applyIds).orderBy('p.payId').execute();
}

export const { insert: insertPayment, move: movePayment } = recordWrites('memberPayment', 'payId');

export interface PaymentFilter extends DateRange {
  status?: string;
  kind?: string;
  keyword?: string;
  /** Confirmed on or after / on or before these days (the accounts' period). */
  confirmedFrom?: string;
  confirmedTo?: string;
}

/** Staff's payment queue: by state, kind, name, payer, reference or phone and submission time; newest first. */
function paymentRows(db: Db, filter: PaymentFilter) {
  let query = withDateRange(payments(db), 'p.createTime', filter);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.kind) query = query.where('a.kind', '=', filter.kind as MemberKind);
  if (filter.confirmedFrom) query = query.where('p.auditTime', '>=', `${filter.confirmedFrom} 00:00:00`);
  if (filter.confirmedTo) query = query.where('p.auditTime', '<=', `${filter.confirmedTo} 23:59:59`);
  const keywordColumns = ['a.realName', 'a.orgName', 'p.payerName', 'p.reference', 'u.phonenumber'];
  return withKeyword(query, filter.keyword, keywordColumns).orderBy('p.payId', 'desc');
}

const paymentReads = listReads(paymentRows);
export const findPaymentPage = paymentReads.page;

/** The sum of the amounts of every payment the filter selects (fen). */
export async function sumPayments(db: Db, filter: PaymentFilter): Promise<number> {
  const row = await paymentRows(db, filter)
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount'), eb.val(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findPayments = paymentReads.all;
