import { AUDIT_COLUMNS, listReads, withDateRange, withFilter } from '../../db/list-query.js';
import { withKeyword, withOwnerPhone } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import { childCounts, offeringQueries, recordReads, recordWrites } from '../workflow/record.queries.js';
import type { ApplyFilter, ProgramFilter } from './evaluate.schema.js';

// The SQL of evaluate_program and evaluate_apply.

// ---- programmes ----

const PROGRAM_COLUMNS = [
  'programId',
  'name',
  'nameEs',
  'levels',
  'requirements',
  'requirementsEs',
  'fee',
  'applyStart',
  'applyEnd',
  'examDate',
  'validYears',
  'status',
] as const;

/** A programme's applications. */
const APPLICATIONS = { child: 'evaluateApply', parent: 'evaluateProgram', key: 'programId' } as const;

const programs = (db: Db) =>
  db
    .selectFrom('evaluateProgram')
    .select(PROGRAM_COLUMNS)
    .select(AUDIT_COLUMNS)
    .select(childCounts(APPLICATIONS, { applications: ['0', '1', '3', '4', '5'], certified: ['5'] }));
export type ProgramRecord = Awaited<ReturnType<ReturnType<typeof programs>['executeTakeFirstOrThrow']>>;

const staffPrograms = (db: Db, filter: ProgramFilter) =>
  withFilter(programs(db), filter, { contains: ['name'], equals: ['status'] }).orderBy('programId', 'desc');

export const findProgram = (db: Db, programId: number) =>
  programs(db).where('programId', '=', programId).executeTakeFirst();

/** Published programmes, the latest application window first. */
export const findPublishedPrograms = (db: Db) =>
  programs(db).where('status', '=', '1').orderBy('applyEnd', 'desc').orderBy('programId', 'desc').execute();

/** Staff's programmes as their offering service reads and writes them; one with applications is kept. */
export const programQueries = offeringQueries({
  applications: APPLICATIONS,
  nameColumn: 'name',
  rows: staffPrograms,
  find: findProgram,
});

// ---- applications ----

export const applicationWrites = recordWrites('evaluateApply', 'applyId');

/** An application with its programme and the account's phone. */
const applications = (db: Db) =>
  withOwnerPhone(
    db
      .selectFrom('evaluateApply as a')
      .innerJoin('evaluateProgram as p', 'p.programId', 'a.programId')
      .select([
        'a.applyId',
        'a.programId',
        'a.userId',
        'a.level',
        'a.realName',
        'a.employer',
        'a.position',
        'a.education',
        'a.major',
        'a.experience',
        'a.voucherId',
        'a.status',
        'a.score',
        'a.resultComment',
        'a.comment',
        'a.createTime',
        'a.updateTime',
        'p.name as programName',
        'p.nameEs as programNameEs',
        'p.examDate',
        'p.fee',
        'p.validYears',
      ]),
    'a.userId',
  );

export const { byId: findApplication, ofUser: findApplicationsOfUser } = recordReads(
  applications,
  'a',
  'applyId',
);
export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export const applicationReads = listReads((db: Db, filter: ApplyFilter) => {
  const query = withFilter(withDateRange(applications(db), 'a.createTime', filter), filter, {
    equals: ['programId', 'status'],
    alias: 'a',
  });
  return withKeyword(query, filter.keyword, ['a.realName', 'u.phonenumber']).orderBy('a.applyId', 'desc');
});
