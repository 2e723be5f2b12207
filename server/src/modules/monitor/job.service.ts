import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { listAnswers } from '../../db/list-query.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { resolveInvokeTarget } from './job-handlers.js';
import { isValidCron, type JobScheduler, nextValidTime } from './job-scheduler.js';
import * as queries from './job.queries.js';
import { logAnswers } from './log-answers.js';
import type { ChangeStatusBody, JobBody, JobLogRow, JobRow, JobUpdateBody, RunBody } from './job.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysJobServiceImpl: a job is checked before it is written, and every change reaches the
// scheduler once it is committed.

type Db = Kysely<Database>;

const MISFIRE_NAMES: Record<string, string> = {
  '0': '默认',
  '1': '立即触发执行',
  '2': '触发一次执行',
  '3': '不触发立即执行',
};

type JobTarget = Pick<JobRow, 'jobName' | 'jobGroup' | 'invokeTarget'>;

/** What a job and a run of it both show: the job's name, group and target. */
const targetColumns = <T extends JobTarget>(): ExcelColumn<T>[] => [
  { header: '任务名称', key: 'jobName', width: 20 },
  { header: '任务组名', key: 'jobGroup' },
  { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
];

const JOB_EXPORT_COLUMNS: ExcelColumn<JobRow>[] = [
  { header: '任务序号', key: 'jobId' },
  ...targetColumns<JobRow>(),
  { header: '执行表达式', key: 'cronExpression', width: 20 },
  { header: '计划策略', key: 'misfirePolicy', format: (value) => MISFIRE_NAMES[String(value)] ?? '' },
  { header: '并发执行', key: 'concurrent', format: (value) => (value === '0' ? '允许' : '禁止') },
  { header: '任务状态', key: 'status', format: (value) => (value === '0' ? '正常' : '暂停') },
];

const LOG_EXPORT_COLUMNS: ExcelColumn<JobLogRow>[] = [
  { header: '日志序号', key: 'jobLogId' },
  ...targetColumns<JobLogRow>(),
  { header: '日志信息', key: 'jobMessage', width: 40 },
  { header: '执行状态', key: 'status', format: (value) => (value === '0' ? '正常' : '失败') },
  { header: '异常信息', key: 'exceptionInfo', width: 40 },
  { header: '执行时间', key: 'createTime', width: 20 },
];

/** The job's cron and target are checked before anything is written (RuoYi's messages). */
function checkJob(action: '新增' | '修改', job: JobBody) {
  if (!isValidCron(job.cronExpression)) {
    throw badRequest(`${action}任务'${job.jobName}'失败，Cron表达式不正确`);
  }
  if (!resolveInvokeTarget(job.invokeTarget)) {
    throw badRequest(`${action}任务'${job.jobName}'失败，目标字符串不在白名单内`);
  }
}

// ---- jobs ----

export const { list: listJobs, export: exportJobs } = listAnswers(queries.jobRows, JOB_EXPORT_COLUMNS);

/** A job with the next time its cron fires. */
export async function jobDetail(db: Db, jobId: number) {
  const job = orNotFound(await queries.findJob(db, jobId), '任务不存在');
  return { ...job, nextValidTime: nextValidTime(job.cronExpression) };
}

export async function createJob(db: Db, scheduler: JobScheduler, userName: string, body: JobBody) {
  checkJob('新增', body);
  const job = await queries.insertJob(db, {
    jobName: body.jobName.trim(),
    invokeTarget: body.invokeTarget.trim(),
    cronExpression: body.cronExpression.trim(),
    ...withDefaults(body, {
      jobGroup: 'DEFAULT',
      misfirePolicy: '3',
      concurrent: '1',
      status: '1',
      remark: '',
    }),
    ...createdBy(userName),
  });
  scheduler.schedule(job);
}

export async function updateJob(db: Db, scheduler: JobScheduler, userName: string, body: JobUpdateBody) {
  checkJob('修改', body);
  // Fields left out keep their value, as RuoYi's form sends them all anyway.
  const job = await queries.updateJob(db, body.jobId, {
    jobName: body.jobName.trim(),
    invokeTarget: body.invokeTarget.trim(),
    cronExpression: body.cronExpression.trim(),
    ...sentFields(body, ['jobGroup', 'misfirePolicy', 'concurrent', 'status', 'remark']),
    ...updatedBy(userName),
  });
  if (!job) throw notFound('任务不存在');
  scheduler.schedule(job);
}

/** Starts ('0') or pauses ('1') a job. */
export async function changeJobStatus(
  db: Db,
  scheduler: JobScheduler,
  userName: string,
  { jobId, status }: ChangeStatusBody,
) {
  const job = orNotFound(
    await queries.updateJob(db, jobId, { status, ...updatedBy(userName) }),
    '任务不存在',
  );
  scheduler.schedule(job);
}

/** Runs a job once now; the outcome goes to the run log. */
export async function runJobOnce(db: Db, scheduler: JobScheduler, { jobId, jobGroup }: RunBody) {
  const job = await queries.findJob(db, jobId);
  if (!job || (jobGroup && jobGroup !== job.jobGroup)) throw badRequest('任务不存在或已过期！');
  await scheduler.execute(job);
}

export async function deleteJobs(db: Db, scheduler: JobScheduler, jobIds: number[]) {
  await queries.deleteJobs(db, jobIds);
  for (const id of jobIds) scheduler.unschedule(id);
}

// ---- job log ----

export const jobLogAnswers = logAnswers(queries.jobLogRows, LOG_EXPORT_COLUMNS, {
  remove: queries.deleteJobLogs,
  removeAll: queries.deleteAllJobLogs,
});

export const jobLogDetail = async (db: Db, jobLogId: number) =>
  orNotFound(await queries.findJobLog(db, jobLogId), '调度日志不存在');
