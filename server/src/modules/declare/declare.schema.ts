import { type Static, Type } from 'typebox';
import {
  ContentFields,
  DateRangeQuery,
  DateTime,
  Id,
  OkData,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { StateFilter } from '../member/member.schema.js';
import {
  AttachmentIds,
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

// Declarations (会员申报) and merit rating (评优评先), DESIGN.md §4b: staff `/declare/call`,
// `/declare/apply`, `/declare/result`; members under `/api/declare`.

/** A value of the dictionary declare_kind. */
export const CallKind = () =>
  Type.Union([Type.Literal('award'), Type.Literal('project'), Type.Literal('other')], { title: '申报类型' });
const CallFields = {
  title: Text('申报标题', 100, { min: 1 }),
  titleEs: Type.Optional(Text('英文标题', 200)),
  /** Sanitised rich text: what to declare, the rules. */
  content: Type.Optional(Text('申报说明', 200_000)),
  contentEs: Type.Optional(Text('英文说明', 200_000)),
  kind: CallKind(),
  startTime: DateTime('申报开始时间'),
  endTime: DateTime('申报截止时间'),
  /** The files a declaration must carry, one name a line (申报书, 业绩证明 …). */
  requiredFiles: Type.Optional(Text('所需材料', 500)),
  memberOnly: Type.Boolean({ title: '仅限会员' }),
  /** '0' draft, '1' published, '2' closed. */
  status: PublishStatus('申报状态'),
  remark: Remark,
};
export const { add: CallBody, edit: CallUpdateBody } = writeBodies('callId', '申报编号', CallFields);
export type CallBody = Static<typeof CallBody>;
export const CallCreated = createdReply('callId');

export const { list: CallListQuery, export: CallExportQuery } = offeringFilters(CallFields, 'title', 'kind');
export type CallFilter = Static<typeof CallExportQuery>;

/** A call as the public page lists it; `open` while declarations are accepted. */
export const CallCard = Type.Object({
  callId: Type.Integer(),
  title: Type.String(),
  titleEs: Type.String(),
  kind: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  requiredFiles: Type.String(),
  memberOnly: Type.Boolean(),
  status: Type.String(),
  open: Type.Boolean(),
  /** When the approved declarations were announced (公示), else null. */
  publishTime: TimeOrNull,
  publicityEnd: TimeOrNull,
});
export type CallCard = Static<typeof CallCard>;

/** Staff's row: the card, how many declared and were approved, and the audit columns. */
export const CallRow = staffRow(CallCard, { declarations: Type.Integer(), approved: Type.Integer() });
export type CallRow = Static<typeof CallRow>;
export const { table: CallTable } = rowReplies(CallRow);
export const CallDetail = OkData(Type.Object({ ...CallRow.properties, ...ContentFields }));

/** Open calls (published, window not yet over), newest first. */
export const PublicCalls = OkData(Type.Array(CallCard));

// ---- the declarant ----

/**
 * A declaration (or its resubmission with `declareId` after 待补充). Every field is optional in
 * the schema so that one refusal names each missing or wrong field (`errors`).
 */
export const DeclareForm = Type.Partial(
  Type.Object({
    declareId: Id('申报编号'),
    callId: Id('申报通知'),
    /** What is declared: the work, project or person put forward. */
    title: Text('申报项目名称', 100),
    /** The person or organisation declaring. */
    applicantName: Text('申报人（单位）', 100),
    contactName: Text('联系人', 30),
    contactPhone: Text('联系电话', 20),
    summary: Text('申报简介', 5000),
    attachments: AttachmentIds,
  }),
);
export type DeclareForm = Static<typeof DeclareForm>;
export const DeclareAnswer = SubmittedReply('declareId');

/** State codes of declare_status. */
export const DECLARE_STATES = ['0', '1', '2', '3'] as const;

/** What both the declarant's view and staff's row show of a declaration. */
const DeclarationFields = {
  declareId: Type.Integer(),
  callId: Type.Integer(),
  callTitle: Type.String(),
  kind: Type.String(),
  userId: Type.Integer(),
  phone: Type.String(),
  title: Type.String(),
  applicantName: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
};

/** A declaration with its call, files and timeline. */
export const DeclarationView = Type.Object({
  ...DeclarationFields,
  callTitleEs: Type.String(),
  summary: Type.String(),
  /** Status '0' 待审核, '1' 待补充, '2' 已驳回, '3' 已通过. */
  ...ReviewedRecord(Type.Union([Type.Literal('wait'), Type.Literal('resubmit'), Type.Literal('none')])),
  /** Whether the call's announcement (公示) lists it. */
  announced: Type.Boolean(),
});
export type DeclarationView = Static<typeof DeclarationView>;
export const MyDeclarations = OkData(Type.Array(DeclarationView));

/** One call for the public page, with the caller's declaration on it when logged in. */
export const PublicCall = OkData(
  Type.Object({
    ...CallCard.properties,
    ...ContentFields,
    mine: Type.Union([DeclarationView, Type.Null()]),
    /** Whether the caller may declare on it now (logged in, a member where required). */
    canDeclare: Type.Boolean(),
  }),
);

// ---- merit rating: published announcements ----

export const Announcement = Type.Object({
  callId: Type.Integer(),
  title: Type.String(),
  titleEs: Type.String(),
  publishTime: Type.String(),
  publicityEnd: Type.String(),
  winners: Type.Array(
    Type.Object({ declareId: Type.Integer(), title: Type.String(), applicantName: Type.String() }),
  ),
});
export type Announcement = Static<typeof Announcement>;
/** Announcements still in their publicity period, and earlier ones by year (newest first). */
export const Results = OkData(
  Type.Object({
    current: Type.Array(Announcement),
    past: Type.Array(Type.Object({ year: Type.Integer(), announcements: Type.Array(Announcement) })),
  }),
);

// ---- staff: the review queue and the announcement ----

export const { list: DeclareListQuery, export: DeclareExportQuery } = filterQueries({
  callId: Type.Optional(Id('申报通知')),
  status: StateFilter('申报状态', [...DECLARE_STATES]),
  keyword: Type.Optional(Text('申报人或项目', 50)),
  ...DateRangeQuery,
});
export type DeclareFilter = Static<typeof DeclareExportQuery>;

export const DeclareRow = Type.Object({ ...DeclarationFields, ...ReviewColumns });
export type DeclareRow = Static<typeof DeclareRow>;
export const DeclareTable = TableOf(DeclareRow);
export const DeclareDetail = OkData(DeclarationView);

export const DeclareAuditBody = DecisionBody('declareId', '申报编号', REVIEW_ACTIONS);
export type DeclareAuditBody = Static<typeof DeclareAuditBody>;

/** Announce an award call's approved declarations for `publicityDays` days (公示). */
export const PublishBody = Type.Object({
  callId: Id('申报编号'),
  publicityDays: Type.Integer({ title: '公示天数', minimum: 1, maximum: 30 }),
});
export type PublishBody = Static<typeof PublishBody>;
