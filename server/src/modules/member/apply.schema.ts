import { type Static, Type } from 'typebox';
import { filterQueries } from '../../http/resource.schema.js';
import { DateRangeQuery, Id, OkData, TableOf, Text, TimeOrNull } from '../../http/schemas.js';
import {
  AttachmentIds,
  AttachmentSchema,
  DecisionBody,
  REVIEW_ACTIONS,
  ReviewedRecord,
  SubmittedReply,
} from '../workflow/workflow.schema.js';
import { KindFilter, PayTo, StateFilter } from './member.schema.js';
import { PaymentView } from './payment.schema.js';

// Applications (`/api/system/sign/*` for the applicant, `/member/apply/*` for staff). Every form
// field is optional here so that `check` can name each missing or wrong one at once; the service
// says what each kind requires.

export const PersonalForm = Type.Partial(
  Type.Object({
    levelId: Id('会员等级'),
    realName: Text('姓名', 30),
    gender: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2'), Type.Literal('')], {
      title: '性别',
    }),
    idNumber: Text('身份证号', 18),
    birthday: Text('出生日期', 10),
    email: Text('电子邮箱', 100),
    employer: Text('工作单位', 100),
    position: Text('职务', 50),
    education: Text('学历', 30),
    specialty: Text('专业特长', 100),
    resume: Text('个人简历', 2000),
    photo: Id('照片'),
    attachments: AttachmentIds,
  }),
);
export type PersonalForm = Static<typeof PersonalForm>;

export const OrgForm = Type.Partial(
  Type.Object({
    levelId: Id('会员等级'),
    orgName: Text('单位名称', 100),
    creditCode: Text('统一社会信用代码', 18),
    legalPerson: Text('法定代表人', 30),
    address: Text('单位地址', 200),
    contactName: Text('联系人', 30),
    contactPhone: Text('联系电话', 20),
    email: Text('电子邮箱', 100),
    staffSize: Type.Integer({ title: '职工人数', minimum: 0, maximum: 10_000_000 }),
    businessScope: Text('经营范围', 2000),
    licence: Id('营业执照'),
    attachments: AttachmentIds,
  }),
);
export type OrgForm = Static<typeof OrgForm>;

export const SubmitAnswer = SubmittedReply('applyId');
export type SubmitAnswer = Static<typeof SubmitAnswer>;

/** What the applicant does next: wait, fix and resubmit, read the reason, pay, or nothing. */
export const NextAction = Type.Union([
  Type.Literal('wait'),
  Type.Literal('resubmit'),
  Type.Literal('readReason'),
  Type.Literal('pay'),
  Type.Literal('waitConfirm'),
  Type.Literal('none'),
]);

/** What both the applicant's view and staff's row show of an application. */
const ApplicationFields = {
  applyId: Type.Integer(),
  userId: Type.Integer(),
  phone: Type.String(),
  kind: Type.String(),
  applyType: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  fee: Type.Integer(),
  memberId: Type.Union([Type.Integer(), Type.Null()]),
};

/** An application with its form, timeline, payments and attachments. */
export const ApplicationView = Type.Object({
  ...ApplicationFields,
  ...ReviewedRecord(NextAction),
  realName: Type.String(),
  gender: Type.String(),
  /** Masked, except in the staff detail. */
  idNumber: Type.String(),
  birthday: Type.String(),
  employer: Type.String(),
  position: Type.String(),
  education: Type.String(),
  specialty: Type.String(),
  resume: Type.String(),
  photo: Type.Union([AttachmentSchema, Type.Null()]),
  orgName: Type.String(),
  /** Masked, except in the staff detail. */
  creditCode: Type.String(),
  legalPerson: Type.String(),
  address: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  staffSize: Type.Union([Type.Integer(), Type.Null()]),
  businessScope: Type.String(),
  licence: Type.Union([AttachmentSchema, Type.Null()]),
  email: Type.String(),
  payments: Type.Array(PaymentView),
});
export type ApplicationView = Static<typeof ApplicationView>;

export const MyApplications = OkData(
  Type.Object({
    member: Type.Union([ApplicationView, Type.Null()]),
    org: Type.Union([ApplicationView, Type.Null()]),
    payTo: PayTo,
  }),
);
export type MyApplications = Static<typeof MyApplications>;

export const AuditBody = DecisionBody('applyId', '申请编号', REVIEW_ACTIONS);
export type AuditBody = Static<typeof AuditBody>;

export const { list: ApplyListQuery, export: ApplyExportQuery } = filterQueries({
  status: StateFilter('申请状态', ['0', '1', '2', '3', '4', '5']),
  kind: KindFilter(),
  applyType: Type.Optional(
    Type.Union([Type.Literal('join'), Type.Literal('renew'), Type.Literal('')], { title: '申请类型' }),
  ),
  keyword: Type.Optional(Text('关键字', 100)),
  ...DateRangeQuery,
});
export type ApplyListQuery = Static<typeof ApplyListQuery>;

/** A row of staff's review queue; ID numbers and credit codes masked. */
export const ApplyRow = Type.Object({
  ...ApplicationFields,
  name: Type.String(),
  idNumber: Type.String(),
  creditCode: Type.String(),
  status: Type.String(),
  comment: Type.String(),
  createTime: Type.String(),
  updateTime: TimeOrNull,
});
export type ApplyRow = Static<typeof ApplyRow>;
export const ApplyTable = TableOf(ApplyRow);

export const ApplyDetail = OkData(ApplicationView);
