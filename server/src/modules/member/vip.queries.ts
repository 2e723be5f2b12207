import { containsText } from '../../db/contains-text.js';
import { listReads, tablePage, withDateRange, withFilter } from '../../db/list-query.js';
import { compareAndSet, withKeyword, withOwnerPhone } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { DateRange, Paging } from '../../http/schemas.js';
import { recordReads, recordWrites } from '../workflow/record.queries.js';
import type { MemberKind } from './member.table.js';

// The SQL of member_vip (members).

/** Members with their level, the account's phone and the masked-later numbers of their application. */
function members(db: Db) {
  return withOwnerPhone(
    db
      .selectFrom('memberVip as m')
      .innerJoin('memberLevel as l', 'l.levelId', 'm.levelId')
      .innerJoin('memberApply as a', 'a.applyId', 'm.applyId')
      .select([
        'm.memberId',
        'm.userId',
        'm.memberNo',
        'm.kind',
        'm.levelId',
        'l.levelName',
        'l.levelEsName',
        'l.periodMonths',
        'm.name',
        'm.applyId',
        'm.validFrom',
        'm.validTo',
        'm.status',
        'm.statusReason',
        'm.showInDirectory',
        'm.intro',
        'm.website',
        'm.logo',
        'm.remindedFor',
        'm.createTime',
        'a.idNumber',
        'a.creditCode',
      ]),
    'm.userId',
  );
}

export const { byId: findMember } = recordReads(members, 'm', 'memberId');
export type MemberRecord = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export const findMemberByNo = (db: Db, memberNo: string) =>
  members(db).where('m.memberNo', '=', memberNo).executeTakeFirst();

/** The person's member records, personal before organisation. */
export const findMembersOfUser = (db: Db, userId: number) =>
  members(db).where('m.userId', '=', userId).orderBy('m.kind', 'desc').execute();

export function findMemberOfUser(db: Db, userId: number, kind: MemberKind) {
  return db
    .selectFrom('memberVip')
    .select(['memberId', 'memberNo', 'status', 'validTo'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The counts staff's dashboard shows: current members, and those whose validTo falls within [today, by]. */
export async function countMembers(db: Db, since: string, today: string, by: string) {
  const row = await db
    .selectFrom('memberVip')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('validTo', '>=', since).as('current'),
      eb.fn
        .countAll<number>()
        .filterWhere('validTo', '>=', today)
        .filterWhere('validTo', '<=', by)
        .as('expiring'),
    ])
    .where('status', '=', '0')
    .executeTakeFirstOrThrow();
  return { current: Number(row.current), expiring: Number(row.expiring) };
}

/** The member of a kind whose account has this phone. */
export function findMemberByPhone(db: Db, phone: string, kind: MemberKind) {
  return db
    .selectFrom('memberVip as m')
    .innerJoin('sysUser as u', 'u.userId', 'm.userId')
    .select(['m.memberId', 'm.memberNo'])
    .where('u.phonenumber', '=', phone)
    .where('u.delFlag', '=', '0')
    .where('m.kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Whether the person holds a membership in good standing that has not run out before `since`. Found
 * through the person's own rows (one per kind): with status and validTo in the WHERE clause SQLite
 * chose the (status, valid_to) index and walked every current member.
 */
export async function hasCurrentMembership(db: Db, userId: number, since: string): Promise<boolean> {
  const rows = await db
    .selectFrom('memberVip')
    .select(['status', 'validTo'])
    .where('userId', '=', userId)
    .execute();
  return rows.some((row) => row.status === '0' && row.validTo >= since);
}

export const {
  insert: insertMember,
  update: updateMemberRow,
  move: moveMember,
} = recordWrites('memberVip', 'memberId');

/** Members in good standing whose validTo falls within [from, to]: the renewal reminders' candidates. */
export const findMembersExpiringBetween = (db: Db, from: string, to: string) =>
  members(db)
    .where('m.status', '=', '0')
    .where('m.validTo', '>=', from)
    .where('m.validTo', '<=', to)
    .orderBy('m.memberId')
    .execute();

/** Members still in good standing whose validTo is before `since`: lapsed beyond the grace days. */
export const findMembersLapsedBefore = (db: Db, since: string) =>
  members(db).where('m.status', '=', '0').where('m.validTo', '<', since).orderBy('m.memberId').execute();

/** Records a reminder as sent, only if no other run recorded it first; answers whether this one did. */
export async function markReminded(
  db: Db,
  memberId: number,
  before: string,
  after: string,
): Promise<boolean> {
  return compareAndSet(db, 'memberVip', { memberId, remindedFor: before }, { remindedFor: after });
}

export interface DirectoryFilter {
  kind: MemberKind;
  keyword?: string;
  levelId?: number;
  /** Valid to on or after this day. */
  since: string;
}

/** The public directory: current members who agreed to be listed, by level then number. */
export function findDirectoryPage(db: Db, filter: DirectoryFilter, paging: Paging) {
  let query = db
    .selectFrom('memberVip as m')
    .innerJoin('memberLevel as l', 'l.levelId', 'm.levelId')
    .select([
      'm.memberId',
      'm.memberNo',
      'm.kind',
      'm.name',
      'm.levelId',
      'l.levelName',
      'l.levelEsName',
      'm.intro',
      'm.website',
      'm.logo',
      'm.validFrom',
    ])
    .where('m.kind', '=', filter.kind)
    .where('m.status', '=', '0')
    .where('m.showInDirectory', '=', 'Y')
    .where('m.validTo', '>=', filter.since);
  if (filter.keyword) query = query.where(containsText('m.name', filter.keyword));
  if (filter.levelId) query = query.where('m.levelId', '=', filter.levelId);
  return tablePage(query.orderBy('l.orderNum').orderBy('m.memberNo'), paging);
}

export interface VipFilter extends DateRange {
  status?: string;
  kind?: string;
  levelId?: number;
  keyword?: string;
  /** Valid to on or before this day (and not before today). */
  validToBy?: string;
  today: string;
}

/** Staff's member list: by state, kind, level, name, number or phone, expiry and join time. */
function vipRows(db: Db, filter: VipFilter) {
  let query = withFilter(withDateRange(members(db), 'm.createTime', filter), filter, {
    alias: 'm',
    equals: ['status', 'kind', 'levelId'],
  });
  if (filter.validToBy) {
    query = query.where('m.validTo', '<=', filter.validToBy).where('m.validTo', '>=', filter.today);
  }
  const keywordColumns = ['m.name', 'm.memberNo', 'u.phonenumber'];
  return withKeyword(query, filter.keyword, keywordColumns).orderBy('m.memberId', 'desc');
}

export const { page: findVipPage, all: findVips } = listReads(vipRows);
