import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import { containsTextInAny } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { AUDIT_COLUMNS, listReads, withDateRange, withFilter } from '../../db/list-query.js';
import type { ApplyFilter, ProgramFilter } from './evaluate.schema.js';
import type { EvaluateApplyTable, EvaluateProgramTable } from './evaluate.table.js';

// The SQL of evaluate_program and evaluate_apply.

type Db = Kysely<Database> | Transaction<Database>;

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

/** Applications of the programme in some states, counted beside its row. */
const countIn = (states: string[]) =>
  sql<number>`(select count(*) from evaluate_apply a where a.program_id = evaluate_program.program_id and a.status in (${sql.join(states)}))`;

const programs = (db: Db) =>
  db
    .selectFrom('evaluateProgram')
    .select(PROGRAM_COLUMNS)
    .select(AUDIT_COLUMNS)
    .select([countIn(['0', '1', '3', '4', '5']).as('applications'), countIn(['5']).as('certified')]);
export type ProgramRecord = Awaited<ReturnType<ReturnType<typeof programs>['executeTakeFirstOrThrow']>>;

export const programReads = listReads((db: Db, filter: ProgramFilter) =>
  withFilter(programs(db), filter, { contains: ['name'], equals: ['status'] }).orderBy('programId', 'desc'),
);

export const findProgram = (db: Db, programId: number) =>
  programs(db).where('programId', '=', programId).executeTakeFirst();

/** Published programmes, the latest application window first. */
export const findPublishedPrograms = (db: Db) =>
  programs(db).where('status', '=', '1').orderBy('applyEnd', 'desc').orderBy('programId', 'desc').execute();

export async function insertProgram(db: Db, values: Insertable<EvaluateProgramTable>): Promise<number> {
  const row = await db
    .insertInto('evaluateProgram')
    .values(values)
    .returning('programId')
    .executeTakeFirstOrThrow();
  return row.programId;
}

export async function updateProgramRow(db: Db, programId: number, values: Updateable<EvaluateProgramTable>) {
  const result = await db
    .updateTable('evaluateProgram')
    .set(values)
    .where('programId', '=', programId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Of `programIds`, the name of one that has applications. */
export async function findProgramWithApplies(db: Db, programIds: number[]) {
  const row = await db
    .selectFrom('evaluateApply as a')
    .innerJoin('evaluateProgram as p', 'p.programId', 'a.programId')
    .select('p.name')
    .where('a.programId', 'in', programIds)
    .executeTakeFirst();
  return row?.name;
}

export async function deletePrograms(db: Db, programIds: number[]): Promise<void> {
  await db.deleteFrom('evaluateProgram').where('programId', 'in', programIds).execute();
}

// ---- applications ----

/** An application with its programme and the account's phone. */
const applications = (db: Db) =>
  db
    .selectFrom('evaluateApply as a')
    .innerJoin('evaluateProgram as p', 'p.programId', 'a.programId')
    .leftJoin('sysUser as u', 'u.userId', 'a.userId')
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
    ])
    .select((eb) => eb.fn.coalesce('u.phonenumber', eb.val('')).as('phone'));

export const findApplication = (db: Db, applyId: number) =>
  applications(db).where('a.applyId', '=', applyId).executeTakeFirst();
export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export const findApplicationsOfUser = (db: Db, userId: number) =>
  applications(db).where('a.userId', '=', userId).orderBy('a.applyId', 'desc').execute();

/** The open application (not rejected, not decided by the exam) of a person and programme. */
export const findOpenApplication = (db: Db, openKey: string) =>
  db
    .selectFrom('evaluateApply')
    .select(['applyId', 'status'])
    .where('openKey', '=', openKey)
    .executeTakeFirst();

export const applicationReads = listReads((db: Db, filter: ApplyFilter) => {
  let query = withFilter(withDateRange(applications(db), 'a.createTime', filter), filter, {
    equals: ['programId', 'status'],
    alias: 'a',
  });
  if (filter.keyword) query = query.where(containsTextInAny(['a.realName', 'u.phonenumber'], filter.keyword));
  return query.orderBy('a.applyId', 'desc');
});

export async function insertApplication(db: Db, values: Insertable<EvaluateApplyTable>): Promise<number> {
  const row = await db
    .insertInto('evaluateApply')
    .values(values)
    .returning('applyId')
    .executeTakeFirstOrThrow();
  return row.applyId;
}

/** Changes the application only if it is still in state `from`; answers whether it did. */
export async function moveApplication(
  db: Db,
  applyId: number,
  from: string,
  values: Updateable<EvaluateApplyTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('evaluateApply')
    .set(values)
    .where('applyId', '=', applyId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Applications in a state (the dashboard's pending count). */
export async function countApplicationsIn(db: Db, status: string): Promise<number> {
  const row = await db
    .selectFrom('evaluateApply')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
