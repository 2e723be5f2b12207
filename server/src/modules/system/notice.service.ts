import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { listReads, tablePage } from '../../db/list-query.js';
import { notFound, ok, orNotFound } from '../../http/envelope.js';
import { pagingOf, parseIds } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { sanitizeArticleHtml } from '../content/article-html.js';
import {
  countUnread,
  findNotice,
  findPublicNotice,
  insertReads,
  isNormalNotice,
  noticeWrites,
  noticeRows,
  publicNoticePage,
  readUsersRows,
  topNoticesFor,
  unreadNoticeIds,
} from './notice.queries.js';
import type {
  MarkReadAllQuery,
  NoticeBody,
  NoticeListQuery,
  NoticeUpdateBody,
  PublicNoticeQuery,
  ReadUsersQuery,
  TopNotices,
} from './notice.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysNoticeServiceImpl with its 3.9 reads per person. Notice bodies reach every staff
// member's bell and, when normal, the public site, so they are sanitised when saved (DESIGN.md §5:
// RuoYi left notices out of its XSS filter).

/** How many notices the bell lists (RuoYi 3.9's listTop). */
const TOP_NOTICES = 5;
const NOT_FOUND = '公告不存在';

const reads = listReads(noticeRows);
export const listNotices = (db: Kysely<Database>, query: NoticeListQuery) =>
  reads.page(db, query, pagingOf(query));

export const noticeDetail = async (db: Kysely<Database>, noticeId: number) =>
  orNotFound(await findNotice(db, noticeId), NOT_FOUND);

/** The stored form of what staff sent: title trimmed, bodies sanitised. */
const storedFields = (input: NoticeBody) => ({
  noticeTitle: input.noticeTitle.trim(),
  noticeTitleEs: input.noticeTitleEs?.trim() ?? '',
  noticeType: input.noticeType,
  noticeContent: sanitizeArticleHtml(input.noticeContent ?? ''),
  noticeContentEs: sanitizeArticleHtml(input.noticeContentEs ?? ''),
});

export async function createNotice(db: Kysely<Database>, input: NoticeBody, current: CurrentUser) {
  await noticeWrites.insert(db, {
    ...storedFields(input),
    ...withDefaults(input, { status: '0', remark: '' }),
    ...createdBy(current.userName),
  });
}

export async function updateNotice(
  db: Kysely<Database>,
  { noticeId, ...input }: NoticeUpdateBody,
  current: CurrentUser,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await findNotice(trx, noticeId))) throw notFound(NOT_FOUND);
    await noticeWrites.update(trx, noticeId, {
      ...storedFields(input),
      ...sentFields(input, ['status', 'remark']),
      ...updatedBy(current.userName),
    });
  });
}

/** Their reads go with them (the foreign key cascades). */
export const deleteNoticesById = (db: Kysely<Database>, noticeIds: number[]) =>
  noticeWrites.remove(db, noticeIds);

export const listReadUsers = (db: Kysely<Database>, { noticeId, searchValue, ...page }: ReadUsersQuery) =>
  tablePage(readUsersRows(db, noticeId, searchValue), pagingOf(page));

// ----- the navbar bell -----

/** The newest normal notices with `isRead` for the asker, and how many they have not read in all. */
export async function topNotices(db: Kysely<Database>, current: CurrentUser): Promise<TopNotices> {
  const [rows, unreadCount] = await Promise.all([
    topNoticesFor(db, current.userId, TOP_NOTICES),
    countUnread(db, current.userId),
  ]);
  const data = rows.map(({ read, ...notice }) => ({ ...notice, isRead: Number(read) === 1 }));
  return ok({ data, unreadCount });
}

export async function markNoticeRead(db: Kysely<Database>, noticeId: number, current: CurrentUser) {
  if (!(await isNormalNotice(db, noticeId))) throw notFound(NOT_FOUND);
  await insertReads(db, current.userId, [noticeId], formatTime());
}

/** Marks the listed normal notices read (RuoYi-Vue3 sends the bell's), or every one without a list. */
export async function markNoticesRead(db: Kysely<Database>, { ids }: MarkReadAllQuery, current: CurrentUser) {
  await db.transaction().execute(async (trx) => {
    const unread = await unreadNoticeIds(trx, current.userId, ids ? parseIds(ids) : undefined);
    await insertReads(trx, current.userId, unread, formatTime());
  });
}

// ----- the public site -----

export const publicNotices = (db: Kysely<Database>, query: PublicNoticeQuery) =>
  publicNoticePage(db, pagingOf(query));

export const publicNotice = async (db: Kysely<Database>, noticeId: number) =>
  orNotFound(await findPublicNotice(db, noticeId), NOT_FOUND);
