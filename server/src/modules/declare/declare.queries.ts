import { AUDIT_COLUMNS, listReads, withDateRange, withFilter } from '../../db/list-query.js';
import { withKeyword, withOwnerPhone } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { childCounts, offeringQueries, recordReads, recordWrites } from '../workflow/record.queries.js';
import type { CallFilter, DeclareFilter } from './declare.schema.js';

// The SQL of declare_call and declare_apply.

// ---- calls ----

const CALL_COLUMNS = [
  'callId',
  'title',
  'titleEs',
  'kind',
  'startTime',
  'endTime',
  'requiredFiles',
  'memberOnly',
  'status',
  'publishTime',
  'publicityEnd',
] as const;

/** A call's declarations. */
const DECLARATIONS = { child: 'declareApply', parent: 'declareCall', key: 'callId' } as const;

const calls = (db: Db) =>
  db
    .selectFrom('declareCall')
    .select(CALL_COLUMNS)
    .select(AUDIT_COLUMNS)
    .select(childCounts(DECLARATIONS, { declarations: ['0', '1', '3'], approved: ['3'] }));
export type CallRecord = Awaited<ReturnType<ReturnType<typeof calls>['executeTakeFirstOrThrow']>>;

const staffCalls = (db: Db, filter: CallFilter) =>
  withFilter(calls(db), filter, { contains: ['title'], equals: ['kind', 'status'] }).orderBy(
    'callId',
    'desc',
  );

export const findCall = (db: Db, callId: number) =>
  calls(db).select(['content', 'contentEs']).where('callId', '=', callId).executeTakeFirst();

/** Published calls whose window has not ended, the soonest deadline first. */
export const findOpenCalls = (db: Db, now: string) =>
  calls(db)
    .where('status', '=', '1')
    .where('endTime', '>=', now)
    .orderBy('endTime')
    .orderBy('callId')
    .execute();

/** Award calls announced (公示), newest first. */
export const findAnnouncedCalls = (db: Db) =>
  calls(db).where('publishTime', 'is not', null).orderBy('publishTime', 'desc').execute();

/** Staff's calls as their offering service reads and writes them; one with declarations is kept. */
export const callQueries = offeringQueries({
  applications: DECLARATIONS,
  nameColumn: 'title',
  rows: staffCalls,
  find: findCall,
});

// ---- declarations ----

export const declarationWrites = recordWrites('declareApply', 'declareId');

/** A declaration with its call and the account's phone. */
const declarations = (db: Db) =>
  withOwnerPhone(
    db
      .selectFrom('declareApply as d')
      .innerJoin('declareCall as c', 'c.callId', 'd.callId')
      .select([
        'd.declareId',
        'd.callId',
        'd.userId',
        'd.title',
        'd.applicantName',
        'd.contactName',
        'd.contactPhone',
        'd.summary',
        'd.status',
        'd.comment',
        'd.createTime',
        'd.updateTime',
        'c.title as callTitle',
        'c.titleEs as callTitleEs',
        'c.kind',
        'c.publishTime',
      ]),
    'd.userId',
  );

export const { byId: findDeclaration, ofUser: findDeclarationsOfUser } = recordReads(
  declarations,
  'd',
  'declareId',
);
export type DeclarationRecord = NonNullable<Awaited<ReturnType<typeof findDeclaration>>>;

/** A person's latest declaration on one call. */
export const findLatestDeclaration = (db: Db, callId: number, userId: number) =>
  declarations(db)
    .where('d.callId', '=', callId)
    .where('d.userId', '=', userId)
    .orderBy('d.declareId', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The approved declarations of several calls (an announcement's winners), in filing order. */
export function findApprovedOf(db: Db, callIds: number[]) {
  if (!callIds.length) return Promise.resolve([]);
  return db
    .selectFrom('declareApply')
    .select(['declareId', 'callId', 'title', 'applicantName'])
    .where('callId', 'in', callIds)
    .where('status', '=', '3')
    .orderBy('declareId')
    .execute();
}

export const declarationReads = listReads((db: Db, filter: DeclareFilter) => {
  const query = withFilter(withDateRange(declarations(db), 'd.createTime', filter), filter, {
    equals: ['callId', 'status'],
    alias: 'd',
  });
  const keywordColumns = ['d.applicantName', 'd.title', 'u.phonenumber'];
  return withKeyword(query, filter.keyword, keywordColumns).orderBy('d.declareId', 'desc');
});
