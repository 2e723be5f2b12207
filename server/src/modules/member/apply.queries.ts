import { containsTextInAny } from '../../db/contains-text.js';
import { exportRows, tablePage, withDateRange } from '../../db/list-query.js';
import type { Db } from '../../db/row-writes.js';
import type { DateRange, Paging } from '../../http/schemas.js';
import { recordReads, recordWrites } from '../workflow/record.queries.js';
import type { MemberKind } from './member.table.js';

// The SQL of member_apply: applications and renewal orders, with their level and the account's phone.

const applyWrites = recordWrites('memberApply', 'applyId');

/** The form columns both kinds share a row for. */
export const FORM_COLUMNS = [
  'realName',
  'gender',
  'idNumber',
  'birthday',
  'employer',
  'position',
  'education',
  'specialty',
  'resume',
  'photoId',
  'orgName',
  'creditCode',
  'legalPerson',
  'address',
  'contactName',
  'contactPhone',
  'staffSize',
  'businessScope',
  'licenceId',
  'email',
] as const;

/** An application with everything its views show: the form, the level's name and the account's phone. */
function applications(db: Db) {
  return db
    .selectFrom('memberApply as a')
    .innerJoin('memberLevel as l', 'l.levelId', 'a.levelId')
    .leftJoin('sysUser as u', 'u.userId', 'a.userId')
    .select([
      'a.applyId',
      'a.userId',
      'a.kind',
      'a.applyType',
      'a.levelId',
      'l.levelName',
      'l.periodMonths',
      'a.fee',
      'a.status',
      'a.comment',
      'a.memberId',
      ...FORM_COLUMNS.map((column) => `a.${column}` as const),
      'a.createTime',
      'a.updateTime',
    ])
    .select((eb) => eb.fn.coalesce('u.phonenumber', eb.val('')).as('phone'));
}

export const { byId: findApply, ofUser: findAppliesOfUser } = recordReads(applications, 'a', 'applyId');
export type ApplyRecord = NonNullable<Awaited<ReturnType<typeof findApply>>>;

/** The open application (not rejected, not done) of a person and kind. */
export const findOpenApply = (db: Db, openKey: string) =>
  applyWrites.findOpen(db, openKey, ['applyId', 'status', 'applyType', 'idNumber', 'creditCode']);

export const {
  insert: insertApply,
  move: moveApply,
  /** Applications in a state (e.g. pending review). */
  countIn: countAppliesIn,
} = applyWrites;

export interface ApplyFilter extends DateRange {
  status?: string;
  kind?: string;
  applyType?: string;
  keyword?: string;
}

/** Staff's queue: filtered by state, kind, type, name or phone and submission time; newest first. */
function applyRows(db: Db, filter: ApplyFilter) {
  let query = withDateRange(applications(db), 'a.createTime', filter);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.kind) query = query.where('a.kind', '=', filter.kind as MemberKind);
  if (filter.applyType) query = query.where('a.applyType', '=', filter.applyType as 'join' | 'renew');
  if (filter.keyword) {
    query = query.where(containsTextInAny(['a.realName', 'a.orgName', 'u.phonenumber'], filter.keyword));
  }
  return query.orderBy('a.applyId', 'desc');
}

export const findApplyPage = (db: Db, filter: ApplyFilter, paging: Paging) =>
  tablePage(applyRows(db, filter), paging);

export const findApplies = (db: Db, filter: ApplyFilter) => exportRows(applyRows(db, filter));
