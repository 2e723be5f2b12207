import type { Kysely, Transaction } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { withDateRange } from '../../db/list-query.js';
import type { JobFilter, JobLogFilter } from './job.schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const JOB_COLUMNS = [
  'jobId',
  'jobName',
  'jobGroup',
  'invokeTarget',
  'cronExpression',
  'misfirePolicy',
  'concurrent',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
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

/** The jobs the list and the export read, in id order. */
export function jobRows(db: Db, filter: JobFilter) {
  let query = db.selectFrom('sysJob').select(JOB_COLUMNS).orderBy('jobId');
  if (filter.jobName) query = query.where(containsText('jobName', filter.jobName));
  if (filter.jobGroup) query = query.where('jobGroup', '=', filter.jobGroup);
  if (filter.invokeTarget) query = query.where(containsText('invokeTarget', filter.invokeTarget));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export function findJob(db: Db, jobId: number) {
  return db.selectFrom('sysJob').select(JOB_COLUMNS).where('jobId', '=', jobId).executeTakeFirst();
}

/** The jobs with status '0', which the scheduler runs. */
export function findRunningJobs(db: Db) {
  return db.selectFrom('sysJob').select(SCHEDULED_COLUMNS).where('status', '=', '0').execute();
}

export interface NewJob {
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  remark: string;
  createBy: string;
  createTime: string;
}

/** Inserts a job and gives what the scheduler needs of it. */
export function insertJob(db: Db, job: NewJob) {
  return db.insertInto('sysJob').values(job).returning(SCHEDULED_COLUMNS).executeTakeFirstOrThrow();
}

export interface JobChanges {
  jobName?: string;
  jobGroup?: string;
  invokeTarget?: string;
  cronExpression?: string;
  misfirePolicy?: string;
  concurrent?: string;
  status?: string;
  remark?: string;
  updateBy: string;
  updateTime: string;
}

/** Updates a job and gives what the scheduler needs of it, or undefined when there is no such job. */
export function updateJob(db: Db, jobId: number, changes: JobChanges) {
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
  let query = withDateRange(db.selectFrom('sysJobLog'), 'createTime', filter)
    .select(LOG_COLUMNS)
    .orderBy('jobLogId', 'desc');
  if (filter.jobName) query = query.where(containsText('jobName', filter.jobName));
  if (filter.jobGroup) query = query.where('jobGroup', '=', filter.jobGroup);
  if (filter.invokeTarget) query = query.where(containsText('invokeTarget', filter.invokeTarget));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export function findJobLog(db: Db, jobLogId: number) {
  return db.selectFrom('sysJobLog').select(LOG_COLUMNS).where('jobLogId', '=', jobLogId).executeTakeFirst();
}

export interface NewJobLog {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  status: string;
  exceptionInfo: string;
  createTime: string;
}

export async function insertJobLog(db: Db, entry: NewJobLog): Promise<void> {
  await db.insertInto('sysJobLog').values(entry).execute();
}

export async function deleteJobLogs(db: Db, jobLogIds: number[]): Promise<void> {
  await db.deleteFrom('sysJobLog').where('jobLogId', 'in', jobLogIds).execute();
}

export async function deleteAllJobLogs(db: Db): Promise<void> {
  await db.deleteFrom('sysJobLog').execute();
}

/** Deletes the run log written before `time`; gives how many rows went. */
export async function deleteJobLogsBefore(db: Db, time: string): Promise<number> {
  const result = await db.deleteFrom('sysJobLog').where('createTime', '<', time).executeTakeFirst();
  return Number(result.numDeletedRows);
}
