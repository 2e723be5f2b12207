import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import { rowByKey } from '../../db/query-kit.js';
import { logCleanup, rowWrites, type Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withDateRange, withFilter } from '../../db/list-query.js';
import type { JobFilter, JobLogFilter } from './job.schema.js';
import type { SysJobTable } from './monitor.table.js';

const JOB_COLUMNS = [
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'cronExpression',
  'misfirePolicy',
  'concurrent',
  'status',
  ...AUDIT_COLUMNS,
] as const;

/** What the scheduler needs of a job. */
const SCHEDULED_COLUMNS = [
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'cronExpression',
  'concurrent',
  'status',
] as const;

const LOG_COLUMNS = [
  'jobLogId',
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'jobMessage',
  'status',
  'exceptionInfo',
  'createTime',
] as const;

// ---- jobs ----

/** The filter of the job list, which the run log shares: both tables have these columns. */
const withJobFilter = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, filter: JobFilter) =>
  withFilter(query, filter, { contains: ['jobName', 'invokeTarget'], equals: ['jobGroup', 'status'] });

/** The jobs the list and the export read, in id order. */
export function jobRows(db: Db, filter: JobFilter) {
  return withJobFilter(db.selectFrom('sysJob').select(JOB_COLUMNS).orderBy('jobId'), filter);
}

export const findJob = rowByKey('sysJob', 'jobId', JOB_COLUMNS);

/** The jobs with status '0', which the scheduler runs. */
export function findRunningJobs(db: Db) {
  return db.selectFrom('sysJob').select(SCHEDULED_COLUMNS).where('status', '=', '0').execute();
}

/** Inserts a job and gives what the scheduler needs of it. */
export function insertJob(db: Db, job: Insertable<SysJobTable>) {
  return db.insertInto('sysJob').values(job).returning(SCHEDULED_COLUMNS).executeTakeFirstOrThrow();
}

/** Updates a job and gives what the scheduler needs of it, or undefined when there is no such job. */
export function updateJob(db: Db, jobId: number, changes: Updateable<SysJobTable>) {
  return db
    .updateTable('sysJob')
    .set(changes)
    .where('jobId', '=', jobId)
    .returning(SCHEDULED_COLUMNS)
    .executeTakeFirst();
}

export async function deleteJobs(db: Db, jobIds: number[]): Promise<void> {
  await db.deleteFrom('sysJob').where('jobId', 'in', jobIds).execute();
}

// ---- job log ----

/** The run log the list and the export read, newest first. */
export function jobLogRows(db: Db, filter: JobLogFilter) {
  const rows = db.selectFrom('sysJobLog').select(LOG_COLUMNS).orderBy('jobLogId', 'desc');
  return withJobFilter(withDateRange(rows, 'createTime', filter), filter);
}

export const findJobLog = rowByKey('sysJobLog', 'jobLogId', LOG_COLUMNS);

export const { insert: insertJobLog, remove: deleteJobLogs } = rowWrites('sysJobLog', 'jobLogId');

export const { removeAll: deleteAllJobLogs, removeBefore: deleteJobLogsBefore } = logCleanup(
  'sysJobLog',
  'createTime',
);

/**
 * Takes the run of `jobId` due at `fireTime` for this instance: true for the one instance whose
 * row went in, false for every other. Claims older than `sweepBefore` are dropped on the way.
 */
export async function claimJobFire(db: Db, jobId: number, fireTime: string, sweepBefore: string) {
  await db.deleteFrom('sysJobFire').where('jobId', '=', jobId).where('fireTime', '<', sweepBefore).execute();
  const result = await db
    .insertInto('sysJobFire')
    .values({ jobId, fireTime })
    .onConflict((conflict) => conflict.columns(['jobId', 'fireTime']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
