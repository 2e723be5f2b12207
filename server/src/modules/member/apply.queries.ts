import { aliased, listReads, withDateRange, withFilter } from '../../db/list-query.js';
import { withKeyword, withOwnerPhone } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { DateRange } from '../../http/schemas.js';
import { recordReads, recordWrites } from '../workflow/record.queries.js';

// The SQL of member_apply: applications and renewal orders, with their level and the account's phone.

export const applyWrites = recordWrites('memberApply', 'applyId');

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
  return withOwnerPhone(
    db
      .selectFrom('memberApply as a')
      .innerJoin('memberLevel as l', 'l.levelId', 'a.levelId')
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
        ...aliased('a', FORM_COLUMNS),
        'a.createTime',
        'a.updateTime',
      ]),
    'a.userId',
  );
}

export const { byId: findApply, ofUser: findAppliesOfUser } = recordReads(applications, 'a', 'applyId');
export type ApplyRecord = NonNullable<Awaited<ReturnType<typeof findApply>>>;

/** What is read of an open application besides its id and state: its kind and the numbers a resubmission keeps. */
export const OPEN_APPLY_COLUMNS = ['applyType', 'idNumber', 'creditCode'] as const;

/** The open application (not rejected, not done) of a person and kind. */
export const findOpenApply = (db: Db, openKey: string) =>
  applyWrites.findOpen(db, openKey, ['applyId', 'status', ...OPEN_APPLY_COLUMNS]);

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
  const query = withFilter(withDateRange(applications(db), 'a.createTime', filter), filter, {
    alias: 'a',
    equals: ['status', 'kind', 'applyType'],
  });
  const keywordColumns = ['a.realName', 'a.orgName', 'u.phonenumber'];
  return withKeyword(query, filter.keyword, keywordColumns).orderBy('a.applyId', 'desc');
}

export const { page: findApplyPage, all: findApplies } = listReads(applyRows);
