import { type Static, Type } from 'typebox';
import { Remark, createdReply, filterQueries, staffRow, writeBodies } from '../../http/resource.schema.js';
import {
  ContentFields,
  DateTime,
  Id,
  OkData,
  PageQuery,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import {
  AttachmentSchema,
  DecisionBody,
  TrailEntrySchema,
  PublishStatus,
  offeringFilters,
} from '../workflow/workflow.schema.js';
import { Fen, PayTo } from '../member/member.schema.js';

// Training events (DESIGN.md §4b): staff `/activity/event` and `/activity/sign`, the public and
// participant side under `/api/activity/activities`.

const EventFields = {
  title: Text('活动标题', 100, { min: 1 }),
  titleEs: Type.Optional(Text('英文标题', 200)),
  content: Type.Optional(Text('活动介绍', 200_000)),
  contentEs: Type.Optional(Text('英文介绍', 200_000)),
  cover: Type.Optional(Text('封面', 255)),
  type: Text('活动类型', 20, { min: 1 }),
  location: Type.Optional(Text('地点或线上链接', 255)),
  startTime: DateTime('开始时间'),
  endTime: DateTime('结束时间'),
  signStart: DateTime('报名开始时间'),
  signEnd: DateTime('报名截止时间'),
  cancelDeadline: DateTime('取消截止时间'),
  capacity: Type.Integer({ title: '名额', minimum: 0, maximum: 100_000 }),
  memberOnly: Type.Boolean({ title: '仅限会员' }),
  needAudit: Type.Boolean({ title: '需要审核' }),
  fee: Fen('费用（分）'),
  hours: Type.Optional(Type.Integer({ title: '学时', minimum: 0, maximum: 1000 })),
  status: PublishStatus('活动状态'),
  remark: Remark,
};
export const { add: EventBody, edit: EventUpdateBody } = writeBodies('activityId', '活动编号', EventFields);
export type EventBody = Static<typeof EventBody>;
export type EventUpdateBody = Static<typeof EventUpdateBody>;
export const EventCreated = createdReply('activityId');

export const { list: EventListQuery, export: EventExportQuery } = offeringFilters(
  EventFields,
  'title',
  'type',
);
export type EventFilter = Static<typeof EventExportQuery>;

/** What a card on the public list shows; seatsLeft is null when seats are unlimited. */
export const EventCard = Type.Object({
  activityId: Type.Integer(),
  title: Type.String(),
  titleEs: Type.String(),
  cover: Type.String(),
  type: Type.String(),
  location: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  signStart: Type.String(),
  signEnd: Type.String(),
  cancelDeadline: Type.String(),
  capacity: Type.Integer(),
  seatsLeft: Type.Union([Type.Integer(), Type.Null()]),
  memberOnly: Type.Boolean(),
  needAudit: Type.Boolean(),
  fee: Type.Integer(),
  hours: Type.Integer(),
  status: Type.String(),
});
export type EventCard = Static<typeof EventCard>;

/** Staff's row: the card, how many hold a seat and wait, and the record's audit columns. */
export const EventRow = staffRow(EventCard, {
  registered: Type.Integer(),
  waiting: Type.Integer(),
  pending: Type.Integer(),
});
export type EventRow = Static<typeof EventRow>;
export const EventTable = TableOf(EventRow);
export const EventDetail = OkData(Type.Object({ ...EventRow.properties, ...ContentFields }));

// ---- public and participant ----

export const TimeState = Type.Union(
  [Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('past')],
  {
    title: '时间',
  },
);
export const PublicListQuery = Type.Object({
  ...PageQuery,
  timeState: Type.Optional(Type.Union([Type.Literal(''), TimeState], { title: '时间' })),
  type: Type.Optional(Text('活动类型', 20)),
  keyword: Type.Optional(Text('关键词', 50)),
});
export type PublicListQuery = Static<typeof PublicListQuery>;
export const PublicTable = TableOf(EventCard);

export const HomeQuery = Type.Object({
  size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 12 })),
});
export const HomeList = OkData(Type.Array(EventCard));

/** The caller's sign-up as the event page shows it; ticketCode only while the ticket is valid. */
export const MySign = Type.Object({
  signId: Type.Integer(),
  status: Type.String(),
  waitPosition: Type.Union([Type.Integer(), Type.Null()]),
  ticketCode: Type.Union([Type.String(), Type.Null()]),
});
export type MySign = Static<typeof MySign>;

export const PublicDetail = OkData(
  Type.Object({
    ...EventCard.properties,
    ...ContentFields,
    /** Whether a sign-up is accepted now (published, within the window). */
    signOpen: Type.Boolean(),
    mySign: Type.Union([MySign, Type.Null()]),
    /** For a paid event: the account to transfer the fee to. */
    payTo: Type.Union([PayTo, Type.Null()]),
  }),
);

export const SignForm = Type.Object({
  activityId: Id('活动编号'),
  realName: Text('姓名', 30, { min: 1 }),
  employer: Type.Optional(Text('工作单位', 100)),
  position: Type.Optional(Text('职务', 50)),
  remark: Remark,
});
export type SignForm = Static<typeof SignForm>;
export const SignAnswer = OkData(
  Type.Object({
    signId: Type.Integer(),
    status: Type.String(),
    waitPosition: Type.Union([Type.Integer(), Type.Null()]),
  }),
);

export const SignIdBody = Type.Object({ signId: Id('报名编号') });

/** A paid event's transfer voucher: an image uploaded as a private attachment of kind activity_sign. */
export const VoucherBody = Type.Object({ signId: Id('报名编号'), voucher: Id('转账凭证') });
export type VoucherBody = Static<typeof VoucherBody>;

export const SignIdParams = SignIdBody;

/** One of the caller's sign-ups with its event, what it allows and its timeline. */
export const MySignView = Type.Object({
  ...MySign.properties,
  statusLabel: Type.String(),
  activityId: Type.Integer(),
  title: Type.String(),
  titleEs: Type.String(),
  type: Type.String(),
  location: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  cancelDeadline: Type.String(),
  eventStatus: Type.String(),
  fee: Type.Integer(),
  comment: Type.String(),
  createTime: Type.String(),
  canCancel: Type.Boolean(),
  hasCertificate: Type.Boolean(),
  /** The transfer vouchers sent for a paid event. */
  attachments: Type.Array(AttachmentSchema),
  trail: Type.Array(TrailEntrySchema),
});
export type MySignView = Static<typeof MySignView>;
export const MySigns = OkData(Type.Array(MySignView));

export const Ticket = OkData(
  Type.Object({
    signId: Type.Integer(),
    ticketCode: Type.String(),
    status: Type.String(),
    realName: Type.String(),
    employer: Type.String(),
    activityId: Type.Integer(),
    title: Type.String(),
    titleEs: Type.String(),
    location: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    checkinTime: TimeOrNull,
    /** '2' when the event was cancelled. */
    eventStatus: Type.String(),
  }),
);

// ---- staff: sign-ups ----

export const { list: SignListQuery, export: SignExportQuery } = filterQueries({
  activityId: Type.Optional(Id('活动编号')),
  /** A state of activity_sign_status, or '' (any). */
  status: Type.Optional(Text('报名状态', 12, { pattern: '^[a-z]*$' })),
  keyword: Type.Optional(Text('姓名或手机号', 50)),
});

export const SignRow = Type.Object({
  signId: Type.Integer(),
  activityId: Type.Integer(),
  title: Type.String(),
  userId: Type.Integer(),
  realName: Type.String(),
  employer: Type.String(),
  position: Type.String(),
  phone: Type.String(),
  remark: Type.String(),
  status: Type.String(),
  statusLabel: Type.String(),
  waitPosition: Type.Union([Type.Integer(), Type.Null()]),
  ticketCode: Type.String(),
  checkinTime: TimeOrNull,
  comment: Type.String(),
  createTime: Type.String(),
  updateTime: TimeOrNull,
});
export type SignRow = Static<typeof SignRow>;
export const SignTable = TableOf(SignRow);
export const SignDetail = OkData(
  Type.Object({
    ...SignRow.properties,
    attachments: Type.Array(AttachmentSchema),
    trail: Type.Array(TrailEntrySchema),
  }),
);

/** Approve or reject a pending sign-up; confirm a paid event's fee. */
export const SignAuditBody = DecisionBody('signId', '报名编号', ['approve', 'reject', 'confirmPayment']);
export type SignAuditBody = Static<typeof SignAuditBody>;

export const SignRevokeBody = Type.Object({ signId: Id('报名编号'), comment: Text('取消原因', 500) });
export type SignRevokeBody = Static<typeof SignRevokeBody>;

export const CheckinBody = Type.Object({
  ticketCode: Text('票号', 8, { min: 8, pattern: '^[A-Za-z0-9]{8}$' }),
});
export const CheckinAnswer = OkData(SignRow);

export const AttendanceBody = Type.Object({
  signId: Id('报名编号'),
  attended: Type.Boolean({ title: '是否到场' }),
});
export type AttendanceBody = Static<typeof AttendanceBody>;
