import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** A person joins as a personal member; an organisation as a member unit. */
export type MemberKind = 'personal' | 'org';

/** A membership level and its fee (会员等级). */
export interface MemberLevelTable extends AuditColumns {
  levelId: Generated<number>;
  kind: MemberKind;
  levelName: string;
  levelEsName: Generated<string>;
  /** In fen (1/100 yuan). */
  fee: number;
  periodMonths: number;
  benefits: Generated<string>;
  benefitsEs: Generated<string>;
  /** '0' offered, '1' no longer offered. */
  status: Generated<'0' | '1'>;
  orderNum: Generated<number>;
}

/**
 * An application to join (or a renewal order): the form of its kind, its state in the review
 * workflow (biz_apply_status) and the fee it owes.
 */
export interface MemberApplyTable {
  applyId: Generated<number>;
  userId: number;
  kind: MemberKind;
  /** 'join' an application, 'renew' a renewal order of an existing member. */
  applyType: 'join' | 'renew';
  levelId: number;
  /** The fee owed, fixed from the level when submitted (fen). */
  fee: number;
  status: string;
  /**
   * `<userId>:<kind>` while the application is open (not rejected, not done), else null; unique,
   * so one person has at most one open application per kind however many submits race.
   */
  openKey: string | null;
  /** The member a renewal extends, and the one a confirmed application made. */
  memberId: number | null;
  /** The last staff comment: what to supplement, why it was rejected. */
  comment: Generated<string>;
  // Personal form.
  realName: Generated<string>;
  gender: Generated<string>;
  idNumber: Generated<string>;
  birthday: Generated<string>;
  employer: Generated<string>;
  position: Generated<string>;
  education: Generated<string>;
  specialty: Generated<string>;
  resume: Generated<string>;
  photoId: number | null;
  // Organisation form.
  orgName: Generated<string>;
  creditCode: Generated<string>;
  legalPerson: Generated<string>;
  address: Generated<string>;
  contactName: Generated<string>;
  contactPhone: Generated<string>;
  staffSize: number | null;
  businessScope: Generated<string>;
  licenceId: number | null;
  // Both.
  email: Generated<string>;
  createTime: string;
  updateTime: string | null;
}

/** A bank transfer submitted for an application, with the invoice details (开票信息). */
export interface MemberPaymentTable {
  payId: Generated<number>;
  applyId: number;
  userId: number;
  /** Set when the payment is confirmed: the member it made or extended. */
  memberId: number | null;
  /** 'bank' (offline transfer with a voucher); an online gateway would add its own. */
  method: Generated<string>;
  payerName: string;
  bank: string;
  account: string;
  amount: number;
  reference: Generated<string>;
  paidDate: string;
  /** The voucher image (a private attachment); null for payments recorded without one. */
  voucherId: number | null;
  invoiceTitle: Generated<string>;
  invoiceTaxNo: Generated<string>;
  invoiceEmail: Generated<string>;
  /** biz_pay_status: '0' awaiting confirmation, '1' confirmed, '2' rejected. */
  status: string;
  comment: Generated<string>;
  /** The membership period this payment paid for, set on confirmation. */
  periodFrom: string | null;
  periodTo: string | null;
  auditBy: Generated<string>;
  auditTime: string | null;
  createTime: string;
}

/** A member (会员): one per person and kind, extended by each confirmed payment. */
export interface MemberVipTable {
  memberId: Generated<number>;
  userId: number;
  kind: MemberKind;
  /** XH + year + 5-digit sequence. */
  memberNo: string;
  levelId: number;
  /** The person's real name or the organisation's name. */
  name: string;
  /** The application that made the member (its form holds the details). */
  applyId: number;
  validFrom: string;
  validTo: string;
  /** member_status: '0' current, '1' suspended, '2' lapsed. */
  status: string;
  statusReason: Generated<string>;
  /** 'Y' listed in the public directory. */
  showInDirectory: Generated<'Y' | 'N'>;
  intro: Generated<string>;
  website: Generated<string>;
  logo: Generated<string>;
  /** The last renewal reminder sent: `<validTo>@30` or `<validTo>@7` (a renewal starts afresh). */
  remindedFor: Generated<string>;
  createTime: string;
  updateTime: string | null;
}
