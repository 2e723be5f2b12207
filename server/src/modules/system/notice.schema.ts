import { type Static, Type } from 'typebox';
import {
  AuditFields,
  Id,
  IdList,
  Ok,
  OkData,
  PageQuery,
  Status,
  StatusFilter,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { Remark, SearchText, filterQueries, rowReplies, writeBodies } from '../../http/resource.schema.js';

// RuoYi's notices (`/system/notice`), the navbar bell's reads of them, and the public site's.

/** The most a notice body holds in one language (HTML; pictures are links). */
export const MAX_NOTICE_CONTENT = 200_000;

const NoticeTypeValue = Type.Union([Type.Literal('1'), Type.Literal('2')], { title: '公告类型' });

const NoticeTitle = Text('公告标题', 50, { min: 1 });

export const { add: NoticeBody, edit: NoticeUpdateBody } = writeBodies('noticeId', '公告ID', {
  noticeTitle: NoticeTitle,
  noticeTitleEs: Type.Optional(Text('英文标题', 200)),
  /** '1' 通知, '2' 公告. */
  noticeType: NoticeTypeValue,
  noticeContent: Type.Optional(Text('公告内容', MAX_NOTICE_CONTENT)),
  noticeContentEs: Type.Optional(Text('英文内容', MAX_NOTICE_CONTENT)),
  /** '0' normal (shown to staff and on the site), '1' closed. */
  status: Type.Optional(Status('公告状态')),
  remark: Remark,
});
export type NoticeBody = Static<typeof NoticeBody>;
export type NoticeUpdateBody = Static<typeof NoticeUpdateBody>;

export const { list: NoticeListQuery, export: NoticeFilterQuery } = filterQueries({
  noticeTitle: SearchText(NoticeTitle),
  noticeType: Type.Optional(Type.Union([NoticeTypeValue, Type.Literal('')], { title: '公告类型' })),
  createBy: Type.Optional(Text('操作人员', 64)),
  status: StatusFilter('公告状态'),
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;
export type NoticeFilter = Static<typeof NoticeFilterQuery>;

const NoticeHeading = {
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  noticeTitleEs: Type.String(),
  noticeType: Type.String(),
};
const NoticeBodies = { noticeContent: Type.String(), noticeContentEs: Type.String() };

/** A row of the staff list (without the bodies). */
export const NoticeSummary = Type.Object({ ...NoticeHeading, status: Type.String(), ...AuditFields });
export type NoticeSummary = Static<typeof NoticeSummary>;
export const NoticeTable = TableOf(NoticeSummary);

export const NoticeRow = Type.Object({
  ...NoticeHeading,
  ...NoticeBodies,
  status: Type.String(),
  ...AuditFields,
});
export const { one: NoticeDetail } = rowReplies(NoticeRow);
export type NoticeDetail = Static<typeof NoticeDetail>;

/** RuoYi 3.9's 已读用户 of one notice: a page of who read it, by login or user name. */
export const ReadUsersQuery = Type.Object({
  ...PageQuery,
  noticeId: Id('公告ID'),
  searchValue: Type.Optional(Text('登录名称 / 用户名称', 30)),
});
export type ReadUsersQuery = Static<typeof ReadUsersQuery>;
export const ReadUser = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  /** The association has no departments: always ''. */
  deptName: Type.String(),
  phonenumber: Type.String(),
  readTime: Type.String(),
});
export const ReadUsersTable = TableOf(ReadUser);
export type ReadUsersTable = Static<typeof ReadUsersTable>;

// ----- the navbar bell (any logged-in person) -----

/** A normal notice as the bell lists it, with whether the asker has read it. */
export const TopNotice = Type.Object({
  ...NoticeHeading,
  ...NoticeBodies,
  createBy: Type.String(),
  createTime: TimeOrNull,
  isRead: Type.Boolean(),
});
export type TopNotice = Static<typeof TopNotice>;

/** RuoYi 3.9's answer: the newest notices as `data`, and the asker's unread count beside it. */
export const TopNotices = Type.Object({
  ...Ok.properties,
  data: Type.Array(TopNotice),
  unreadCount: Type.Integer(),
});
export type TopNotices = Static<typeof TopNotices>;

/** RuoYi-Vue3 sends `?noticeId=`; a JSON body `{noticeId}` is taken too. */
export const MarkReadInput = Type.Object({ noticeId: Type.Optional(Id('公告ID')) });

/** RuoYi-Vue3 sends the listed ids (`?ids=1,2`); without them, every notice is marked read. */
export const MarkReadAllQuery = Type.Object({ ids: Type.Optional(IdList('公告ID')) });
export type MarkReadAllQuery = Static<typeof MarkReadAllQuery>;

// ----- the public site (normal notices only) -----

export const PublicNoticeQuery = Type.Object(PageQuery);
export type PublicNoticeQuery = Static<typeof PublicNoticeQuery>;
export const PublicNoticeParams = Type.Object({ noticeId: Id('公告ID') });

export const PublicNotice = Type.Object({ ...NoticeHeading, createTime: TimeOrNull });
export type PublicNotice = Static<typeof PublicNotice>;
export const PublicNoticePage = TableOf(PublicNotice);
export type PublicNoticePage = Static<typeof PublicNoticePage>;
export const PublicNoticeDetail = Type.Object({ ...NoticeHeading, ...NoticeBodies, createTime: TimeOrNull });
export const PublicNoticeAnswer = OkData(PublicNoticeDetail);
export type PublicNoticeAnswer = Static<typeof PublicNoticeAnswer>;
