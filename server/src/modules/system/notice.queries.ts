import { sql } from 'kysely';
import { containsTextInAny } from '../../db/contains-text.js';
import { AUDIT_COLUMNS, aliased, tablePage, withFilter } from '../../db/list-query.js';
import { rowWrites, type Db } from '../../db/row-writes.js';
import type { Paging } from '../../http/schemas.js';
import type { NoticeFilter } from './notice.schema.js';

const HEADING_COLUMNS = ['noticeId', 'noticeTitle', 'noticeTitleEs', 'noticeType'] as const;
const BODY_COLUMNS = ['noticeContent', 'noticeContentEs'] as const;
/** A normal notice: the bell and the public site show it. */
const NORMAL = '0';

/** The staff list (without bodies): title and author contain the text, type and status equal; newest first. */
export function noticeRows(db: Db, filter: NoticeFilter) {
  return withFilter(db.selectFrom('sysNotice'), filter, {
    contains: ['noticeTitle', 'createBy'],
    equals: ['noticeType', 'status'],
  })
    .select([...HEADING_COLUMNS, 'status', ...AUDIT_COLUMNS])
    .orderBy('noticeId', 'desc');
}

export const findNotice = (db: Db, noticeId: number) =>
  db
    .selectFrom('sysNotice')
    .select([...HEADING_COLUMNS, ...BODY_COLUMNS, 'status', ...AUDIT_COLUMNS])
    .where('noticeId', '=', noticeId)
    .executeTakeFirst();

export const noticeWrites = rowWrites('sysNotice', 'noticeId');

// ----- reads per person (the navbar bell) -----

/** The newest `limit` normal notices, each with whether `userId` has read it. */
export function topNoticesFor(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('sysNotice as n')
    .leftJoin('sysNoticeRead as r', (join) =>
      join.onRef('r.noticeId', '=', 'n.noticeId').on('r.userId', '=', userId),
    )
    .select([
      ...aliased('n', [...HEADING_COLUMNS, ...BODY_COLUMNS, 'createBy', 'createTime'] as const),
      sql<number>`case when r.user_id is null then 0 else 1 end`.as('read'),
    ])
    .where('n.status', '=', NORMAL)
    .orderBy('n.noticeId', 'desc')
    .limit(limit)
    .execute();
}

/** The normal notices `userId` has not read, of `noticeIds` when given. */
function unreadNotices(db: Db, userId: number, noticeIds?: number[]) {
  let query = db
    .selectFrom('sysNotice as n')
    .where('n.status', '=', NORMAL)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sysNoticeRead as r')
            .select('r.noticeId')
            .whereRef('r.noticeId', '=', 'n.noticeId')
            .where('r.userId', '=', userId),
        ),
      ),
    );
  if (noticeIds) query = query.where('n.noticeId', 'in', noticeIds);
  return query;
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await unreadNotices(db, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const unreadNoticeIds = async (db: Db, userId: number, noticeIds?: number[]) =>
  (await unreadNotices(db, userId, noticeIds).select('n.noticeId').execute()).map((row) => row.noticeId);

/** Records that `userId` read `noticeIds` at `readTime`; a notice read before keeps its first time. */
export async function insertReads(db: Db, userId: number, noticeIds: number[], readTime: string) {
  if (noticeIds.length === 0) return;
  await db
    .insertInto('sysNoticeRead')
    .values(noticeIds.map((noticeId) => ({ userId, noticeId, readTime })))
    .onConflict((oc) => oc.columns(['userId', 'noticeId']).doNothing())
    .execute();
}

/** Who read `noticeId` (live accounts), the latest reader first; `searchValue` in login or user name. */
export function readUsersRows(db: Db, noticeId: number, searchValue?: string) {
  let query = db
    .selectFrom('sysNoticeRead as r')
    .innerJoin('sysUser as u', 'u.userId', 'r.userId')
    .where('r.noticeId', '=', noticeId)
    .where('u.delFlag', '=', '0');
  if (searchValue) query = query.where(containsTextInAny(['u.userName', 'u.nickName'], searchValue));
  return query
    .select([
      'u.userId',
      'u.userName',
      'u.nickName',
      sql<string>`''`.as('deptName'),
      'u.phonenumber',
      'r.readTime',
    ])
    .orderBy('r.readTime', 'desc')
    .orderBy('u.userId');
}

// ----- the public site -----

const publicNotices = (db: Db) => db.selectFrom('sysNotice').where('status', '=', NORMAL);

/** One page of the normal notices, newest first. */
export const publicNoticePage = (db: Db, paging: Paging) =>
  tablePage(
    publicNotices(db)
      .select([...HEADING_COLUMNS, 'createTime'])
      .orderBy('noticeId', 'desc'),
    paging,
  );

export const findPublicNotice = (db: Db, noticeId: number) =>
  publicNotices(db)
    .select([...HEADING_COLUMNS, ...BODY_COLUMNS, 'createTime'])
    .where('noticeId', '=', noticeId)
    .executeTakeFirst();

export const isNormalNotice = async (db: Db, noticeId: number) =>
  (await publicNotices(db).select('noticeId').where('noticeId', '=', noticeId).executeTakeFirst()) !==
  undefined;
