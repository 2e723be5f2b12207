import { type Static, Type } from 'typebox';
import { DateOnly, DateRangeQuery, DateTime, Id, OkData, TableOf, Text } from '../../http/schemas.js';
import { Fen, PayTo, StateFilter } from '../member/member.schema.js';
import { CertificateView } from '../workflow/certificate.schema.js';
import {
  AttachmentIds,
  AttachmentSchema,
  DecisionBody,
  ReviewColumns,
  ReviewedRecord,
  PublishStatus,
  REVIEW_ACTIONS,
  SubmittedReply,
  offeringFilters,
} from '../workflow/workflow.schema.js';
import {
  Remark,
  createdReply,
  filterQueries,
  rowReplies,
  staffRow,
  writeBodies,
} from '../../http/resource.schema.js';

// Ability evaluation (能力评价, DESIGN.md §4b): staff `/evaluate/program`, `/evaluate/apply`,
// `/evaluate/result`; the applicant's side under `/api/evaluate`.

const ProgramFields = {
  name: Text('项目名称', 100, { min: 1 }),
  nameEs: Type.Optional(Text('英文名称', 200)),
  /** The levels one may apply for, in order (初级, 中级, 高级). */
  levels: Type.Array(Text('等级', 10, { min: 1 }), { title: '等级', minItems: 1, maxItems: 6 }),
  requirements: Type.Optional(Text('报考条件', 5000)),
  requirementsEs: Type.Optional(Text('英文报考条件', 5000)),
  /** In fen; 0 = free. A fee is paid by bank transfer, its voucher sent with the application. */
  fee: Fen('评价费用（分）'),
  applyStart: DateTime('报名开始时间'),
  applyEnd: DateTime('报名截止时间'),
  examDate: DateOnly('考试日期'),
  /** Years a certificate stays valid; 0 = no end. */
  validYears: Type.Integer({ title: '证书有效期（年）', minimum: 0, maximum: 20 }),
  /** '0' draft, '1' published, '2' closed. */
  status: PublishStatus('项目状态'),
  remark: Remark,
};
export const { add: ProgramBody, edit: ProgramUpdateBody } = writeBodies(
  'programId',
  '项目编号',
  ProgramFields,
);
export type ProgramBody = Static<typeof ProgramBody>;
export const ProgramCreated = createdReply('programId');

export const { list: ProgramListQuery, export: ProgramExportQuery } = offeringFilters(ProgramFields, 'name');
export type ProgramFilter = Static<typeof ProgramExportQuery>;

/** A programme as the public page shows it; `open` while applications are accepted. */
export const ProgramCard = Type.Object({
  programId: Type.Integer(),
  name: Type.String(),
  nameEs: Type.String(),
  levels: Type.Array(Type.String()),
  requirements: Type.String(),
  requirementsEs: Type.String(),
  fee: Type.Integer(),
  applyStart: Type.String(),
  applyEnd: Type.String(),
  examDate: Type.String(),
  validYears: Type.Integer(),
  status: Type.String(),
  open: Type.Boolean(),
});
export type ProgramCard = Static<typeof ProgramCard>;

/** Staff's row: the card, how many applied and were certified, and the audit columns. */
export const ProgramRow = staffRow(ProgramCard, { applications: Type.Integer(), certified: Type.Integer() });
export type ProgramRow = Static<typeof ProgramRow>;
export const { table: ProgramTable, one: ProgramDetail } = rowReplies(ProgramRow);

export const PublicPrograms = OkData(Type.Object({ programs: Type.Array(ProgramCard), payTo: PayTo }));

// ---- the applicant ----

/**
 * An application (or its resubmission with `applyId` after 待补充). Every field is optional in
 * the schema so that one refusal names each missing or wrong field (`errors`).
 */
export const ApplyForm = Type.Partial(
  Type.Object({
    applyId: Id('申请编号'),
    programId: Id('评价项目'),
    level: Text('申报等级', 10),
    realName: Text('姓名', 30),
    employer: Text('工作单位', 100),
    position: Text('职务', 50),
    education: Text('学历', 30),
    major: Text('所学专业', 50),
    /** Work experience relevant to the programme. */
    experience: Text('从业经历', 2000),
    attachments: AttachmentIds,
    /** The fee's transfer voucher (a private attachment); required when the programme has a fee. */
    voucher: Id('缴费凭证'),
  }),
);
export type ApplyForm = Static<typeof ApplyForm>;
export const ApplyAnswer = SubmittedReply('applyId');

/** State codes of evaluate_apply_status. */
export const APPLY_STATES = ['0', '1', '2', '3', '4', '5'] as const;

/** What both the applicant's view and staff's row show of an application. */
const ApplicationFields = {
  applyId: Type.Integer(),
  programId: Type.Integer(),
  programName: Type.String(),
  userId: Type.Integer(),
  phone: Type.String(),
  level: Type.String(),
  realName: Type.String(),
  employer: Type.String(),
  score: Type.Union([Type.Integer(), Type.Null()]),
};

/** An application with its programme, result, certificate, files and timeline. */
export const ApplicationView = Type.Object({
  ...ApplicationFields,
  programNameEs: Type.String(),
  examDate: Type.String(),
  fee: Type.Integer(),
  position: Type.String(),
  education: Type.String(),
  major: Type.String(),
  experience: Type.String(),
  resultComment: Type.String(),
  /** Status '0' 待审核, '1' 待补充, '2' 已驳回, '3' 待考试, '4' 未通过, '5' 已认证; what the applicant does next. */
  ...ReviewedRecord(
    Type.Union([Type.Literal('wait'), Type.Literal('resubmit'), Type.Literal('exam'), Type.Literal('none')]),
  ),
  certificate: Type.Union([CertificateView, Type.Null()]),
  voucher: Type.Union([AttachmentSchema, Type.Null()]),
});
export type ApplicationView = Static<typeof ApplicationView>;
export const MyApplications = OkData(Type.Array(ApplicationView));

// ---- staff: the review queue and results ----

export const { list: ApplyListQuery, export: ApplyExportQuery } = filterQueries({
  programId: Type.Optional(Id('评价项目')),
  status: StateFilter('申请状态', [...APPLY_STATES]),
  keyword: Type.Optional(Text('姓名或手机号', 50)),
  ...DateRangeQuery,
});
export type ApplyFilter = Static<typeof ApplyExportQuery>;

export const ApplyRow = Type.Object({ ...ApplicationFields, certNo: Type.String(), ...ReviewColumns });
export type ApplyRow = Static<typeof ApplyRow>;
export const ApplyTable = TableOf(ApplyRow);
export const ApplyDetail = OkData(ApplicationView);

export const AuditBody = DecisionBody('applyId', '申请编号', REVIEW_ACTIONS);
export type AuditBody = Static<typeof AuditBody>;

/** An exam result; a pass issues the certificate. */
export const ResultBody = Type.Object({
  applyId: Id('申请编号'),
  score: Type.Integer({ title: '成绩', minimum: 0, maximum: 100 }),
  passed: Type.Boolean({ title: '是否通过' }),
  comment: Type.Optional(Text('评语', 500)),
});
export type ResultBody = Static<typeof ResultBody>;
export const ResultAnswer = OkData(Type.Object({ status: Type.String(), certNo: Type.String() }));
