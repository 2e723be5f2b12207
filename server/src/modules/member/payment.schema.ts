import { type Static, Type } from 'typebox';
import { filterQueries } from '../../http/resource.schema.js';
import { DateRangeQuery, Id, IdParams, OkData, TableOf, Text, TimeOrNull } from '../../http/schemas.js';
import { AttachmentSchema, DecisionBody, TrailEntrySchema } from '../workflow/workflow.schema.js';
import { Fen, KindFilter, StateFilter } from './member.schema.js';

// Payments: the applicant's bank transfer (`submitPayInfo`) and staff's confirmation
// (`/member/payment`).

const Day = (title: string) => Text(title, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const PayInfoBody = Type.Object({
  applyId: Id('申请编号'),
  payerName: Text('付款人', 100, { min: 1 }),
  bank: Text('付款银行', 100, { min: 1 }),
  account: Text('付款账号', 40, { min: 1, pattern: '^[0-9 -]+$' }),
  amount: Fen('缴费金额（分）'),
  reference: Type.Optional(Text('转账流水号', 64)),
  voucher: Id('转账凭证'),
  paidDate: Day('付款日期'),
  invoiceTitle: Type.Optional(Text('发票抬头', 100)),
  invoiceTaxNo: Type.Optional(Text('纳税人识别号', 20)),
  invoiceEmail: Type.Optional(Text('接收发票邮箱', 100)),
});
export type PayInfoBody = Static<typeof PayInfoBody>;

export const PayInfoAnswer = OkData(
  Type.Object({ applyId: Type.Integer(), payId: Type.Integer(), status: Type.String() }),
);

export const PaymentAuditBody = DecisionBody('payId', '缴费编号', ['confirm', 'reject']);
export type PaymentAuditBody = Static<typeof PaymentAuditBody>;

/** A payment's own fields, as its payer and staff see them. */
const PaymentFields = {
  payId: Type.Integer(),
  applyId: Type.Integer(),
  memberId: Type.Union([Type.Integer(), Type.Null()]),
  method: Type.String(),
  payerName: Type.String(),
  bank: Type.String(),
  account: Type.String(),
  amount: Type.Integer(),
  reference: Type.String(),
  paidDate: Type.String(),
  invoiceTitle: Type.String(),
  invoiceTaxNo: Type.String(),
  invoiceEmail: Type.String(),
  status: Type.String(),
  comment: Type.String(),
  periodFrom: TimeOrNull,
  periodTo: TimeOrNull,
  auditBy: Type.String(),
  auditTime: TimeOrNull,
  createTime: Type.String(),
};

/** A payment with its voucher, on the applicant's page and in staff's detail. */
export const PaymentView = Type.Object({
  ...PaymentFields,
  voucher: Type.Union([AttachmentSchema, Type.Null()]),
  statusLabel: Type.String(),
});
export type PaymentView = Static<typeof PaymentView>;

export const { list: PaymentListQuery, export: PaymentExportQuery } = filterQueries({
  status: StateFilter('缴费状态', ['0', '1', '2']),
  kind: KindFilter(),
  keyword: Type.Optional(Text('关键字', 100)),
  /** The accounts' period: confirmed on or after / before these days. */
  confirmedFrom: Type.Optional(Day('确认日期起')),
  confirmedTo: Type.Optional(Day('确认日期止')),
  ...DateRangeQuery,
});
export type PaymentListQuery = Static<typeof PaymentListQuery>;

/** A row of staff's payment queue: the payment, whose application it pays and for what. */
export const PaymentRow = Type.Object({
  ...PaymentFields,
  userId: Type.Integer(),
  kind: Type.String(),
  applyType: Type.String(),
  name: Type.String(),
  levelName: Type.String(),
  fee: Type.Integer(),
  memberNo: Type.Union([Type.String(), Type.Null()]),
  voucherUrl: Type.String(),
});
export type PaymentRow = Static<typeof PaymentRow>;
/** The page, and the total amount of every payment the filter selects (fen). */
export const PaymentTable = Type.Object({ ...TableOf(PaymentRow).properties, totalAmount: Type.Integer() });

/** 收据: what a confirmed payment's receipt shows. */
export const Receipt = Type.Object({
  receiptNo: Type.String(),
  payId: Type.Integer(),
  issuer: Type.String(),
  payerName: Type.String(),
  name: Type.String(),
  memberNo: Type.String(),
  levelName: Type.String(),
  method: Type.String(),
  amount: Type.Integer(),
  amountText: Type.String(),
  amountInWords: Type.String(),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  paidDate: Type.String(),
  issueDate: Type.String(),
});
export const ReceiptAnswer = OkData(Receipt);
export type ReceiptAnswer = Static<typeof ReceiptAnswer>;
export const ReceiptQuery = Type.Object({ payId: Id('缴费编号') });
export const ReceiptParams = IdParams('payId', '缴费编号');

export const PaymentDetail = OkData(
  Type.Object({
    ...PaymentView.properties,
    name: Type.String(),
    kind: Type.String(),
    trail: Type.Array(TrailEntrySchema),
  }),
);
