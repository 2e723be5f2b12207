import { type Static, Type } from 'typebox';
import { filterQueries } from '../../http/resource.schema.js';
import { DateRangeQuery, Id, OkData, PageQuery, TableOf, Text } from '../../http/schemas.js';
import { TrailEntrySchema } from '../workflow/workflow.schema.js';
import { ApplicationView } from './apply.schema.js';
import { KindFilter, StateFilter } from './member.schema.js';

// Members (`/member/vip`): the member's own record and directory profile, renewal, the public
// verification and directory, and staff's list.

/** What both the holder's view and staff's row show of a member record. */
const MemberFields = {
  memberId: Type.Integer(),
  userId: Type.Integer(),
  memberNo: Type.String(),
  kind: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  name: Type.String(),
  validFrom: Type.String(),
  validTo: Type.String(),
  status: Type.String(),
  statusReason: Type.String(),
  showInDirectory: Type.Boolean(),
  createTime: Type.String(),
};

/** A member record as its holder and staff see it. */
export const MemberView = Type.Object({
  ...MemberFields,
  statusLabel: Type.String(),
  intro: Type.String(),
  website: Type.String(),
  logo: Type.String(),
  /** Whether the membership counts now (isMember): normal and not lapsed beyond the grace days. */
  isCurrent: Type.Boolean(),
  /** The first day a renewal order may be opened (30 days before validTo). */
  renewFrom: Type.String(),
});
export type MemberView = Static<typeof MemberView>;
export const MyMembership = OkData(MemberView);
export type MyMembership = Static<typeof MyMembership>;

export const ProfileBody = Type.Object({
  memberId: Type.Optional(Id('会员编号')),
  intro: Type.Optional(Text('简介', 2000)),
  website: Type.Optional(Text('网站', 255, { pattern: '^(https?://[^\\s\\u0000]+)?$' })),
  logo: Type.Optional(Text('标志图片', 255, { pattern: '^(/profile/upload/[0-9a-z/]+\\.(png|jpg|jpeg))?$' })),
  showInDirectory: Type.Optional(Type.Boolean({ title: '在会员名录中展示' })),
});
export type ProfileBody = Static<typeof ProfileBody>;

export const RenewBody = Type.Object({ memberId: Type.Optional(Id('会员编号')) });
export const RenewAnswer = OkData(Type.Object({ applyId: Type.Integer(), amount: Type.Integer() }));
export type RenewAnswer = Static<typeof RenewAnswer>;

export const VerifyQuery = Type.Object({
  memberNo: Text('会员编号', 20, { min: 1, pattern: '^[A-Za-z0-9]+$' }),
});
export const VerifyAnswer = OkData(
  Type.Object({
    memberNo: Type.String(),
    /** Masked: 张*三, 北京****有限公司. */
    name: Type.String(),
    levelName: Type.String(),
    validTo: Type.String(),
    status: Type.String(),
    statusLabel: Type.String(),
  }),
);
export type VerifyAnswer = Static<typeof VerifyAnswer>;

export const DirectoryQuery = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Text('名称', 100)),
  levelId: Type.Optional(Id('会员等级')),
});
export type DirectoryQuery = Static<typeof DirectoryQuery>;

/** A listed member's public fields: never phone, ID number, e-mail or address. */
export const DirectoryRow = Type.Object({
  memberId: Type.Integer(),
  memberNo: Type.String(),
  kind: Type.String(),
  name: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  levelEsName: Type.String(),
  intro: Type.String(),
  website: Type.String(),
  logo: Type.String(),
  validFrom: Type.String(),
});
export const DirectoryTable = TableOf(DirectoryRow);
export type DirectoryTable = Static<typeof DirectoryTable>;

export const { list: VipListQuery, export: VipExportQuery } = filterQueries({
  status: StateFilter('会员状态', ['0', '1', '2']),
  kind: KindFilter(),
  levelId: Type.Optional(Id('会员等级')),
  keyword: Type.Optional(Text('关键字', 100)),
  /** Valid to within this many days from today (the renewal reminders' window). */
  expiringWithin: Type.Optional(Type.Integer({ title: '到期天数', minimum: 0, maximum: 3660 })),
  ...DateRangeQuery,
});
export type VipListQuery = Static<typeof VipListQuery>;

/** A row of staff's member list; ID numbers and credit codes masked. */
export const VipRow = Type.Object({
  ...MemberFields,
  phone: Type.String(),
  idNumber: Type.String(),
  creditCode: Type.String(),
});
export type VipRow = Static<typeof VipRow>;
export const VipTable = TableOf(VipRow);

export const VipDetail = OkData(
  Type.Object({
    ...MemberView.properties,
    phone: Type.String(),
    /** The application that made the member, masked. */
    application: Type.Union([ApplicationView, Type.Null()]),
    trail: Type.Array(TrailEntrySchema),
  }),
);

export const ChangeStatusBody = Type.Object({
  memberId: Id('会员编号'),
  status: Type.Union([Type.Literal('0'), Type.Literal('1')], { title: '会员状态' }),
  reason: Text('原因', 500, { min: 1 }),
});
export type ChangeStatusBody = Static<typeof ChangeStatusBody>;
