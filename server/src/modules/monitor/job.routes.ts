import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { logged } from '../../http/route-config.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { resolveInvokeTarget } from './job-handlers.js';
import { isValidCron, type JobScheduler, nextValidTime } from './job-scheduler.js';
import {
  ChangeStatusBody,
  JobBody,
  JobExportQuery,
  JobIdParams,
  JobIdsParams,
  JobListQuery,
  JobLogExportQuery,
  JobLogIdParams,
  JobLogIdsParams,
  JobLogListQuery,
  JobUpdateBody,
  RunBody,
} from './monitor.schema.js';
import { type DateRange, pagingOf, parseIds } from '../../http/schemas.js';
import { withDateRange } from '../../db/list-query.js';

const JOB_TITLE = '定时任务';
const LOG_TITLE = '定时任务调度日志';
const jobTags = ['monitor/job'];
const logTags = ['monitor/jobLog'];
const statusText = (value: unknown) => (value === '0' ? '正常' : '暂停');

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

interface JobFilterInput {
  jobName?: string;
  jobGroup?: string;
  invokeTarget?: string;
  status?: string;
}

function jobQuery(db: Kysely<Database>, filter: JobFilterInput) {
  let query = db.selectFrom('sysJob');
  if (filter.jobName) query = query.where(containsText('jobName', filter.jobName));
  if (filter.jobGroup) query = query.where('jobGroup', '=', filter.jobGroup);
  if (filter.invokeTarget) query = query.where(containsText('invokeTarget', filter.invokeTarget));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

function jobLogQuery(db: Kysely<Database>, filter: JobFilterInput & DateRange) {
  let query = withDateRange(db.selectFrom('sysJobLog'), 'createTime', filter);
  if (filter.jobName) query = query.where(containsText('jobName', filter.jobName));
  if (filter.jobGroup) query = query.where('jobGroup', '=', filter.jobGroup);
  if (filter.invokeTarget) query = query.where(containsText('invokeTarget', filter.invokeTarget));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

interface JobRow {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
}
const jobColumns: ExcelColumn<JobRow>[] = [
  { header: '任务序号', key: 'jobId' },
  { header: '任务名称', key: 'jobName', width: 20 },
  { header: '任务组名', key: 'jobGroup' },
  { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
  { header: '执行表达式', key: 'cronExpression', width: 20 },
  {
    header: '计划策略',
    key: 'misfirePolicy',
    format: (value) =>
      ({ '0': '默认', '1': '立即触发执行', '2': '触发一次执行', '3': '不触发立即执行' })[String(value)] ?? '',
  },
  { header: '并发执行', key: 'concurrent', format: (value) => (value === '0' ? '允许' : '禁止') },
  { header: '任务状态', key: 'status', format: statusText },
];

interface LogRow {
  jobLogId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string;
  status: string;
  exceptionInfo: string;
  createTime: string;
}
const logColumns: ExcelColumn<LogRow>[] = [
  { header: '日志序号', key: 'jobLogId' },
  { header: '任务名称', key: 'jobName', width: 20 },
  { header: '任务组名', key: 'jobGroup' },
  { header: '调用目标字符串', key: 'invokeTarget', width: 30 },
  { header: '日志信息', key: 'jobMessage', width: 40 },
  { header: '执行状态', key: 'status', format: (value) => (value === '0' ? '正常' : '失败') },
  { header: '异常信息', key: 'exceptionInfo', width: 40 },
  { header: '执行时间', key: 'createTime', width: 20 },
];

/** The job's cron and target are checked before anything is written (RuoYi's messages). */
function checkJob(
  action: '新增' | '修改',
  job: { jobName: string; cronExpression: string; invokeTarget: string },
) {
  if (!isValidCron(job.cronExpression))
    throw badRequest(`${action}任务'${job.jobName}'失败，Cron表达式不正确`);
  if (!resolveInvokeTarget(job.invokeTarget)) {
    throw badRequest(`${action}任务'${job.jobName}'失败，目标字符串不在白名单内`);
  }
}

/** RuoYi's scheduled jobs (`/monitor/job`) and their run log (`/monitor/jobLog`). */
export function jobRoutes(scheduler: JobScheduler): FastifyPluginAsyncTypebox {
  return async (app) => {
    acceptFormBodies(app);
    /** What the lists and the exports read: the filtered jobs in id order, the log newest first. */
    const jobRows = (filter: JobFilterInput) => jobQuery(app.db, filter).select(JOB_COLUMNS).orderBy('jobId');
    const logRows = (filter: JobFilterInput & DateRange) =>
      jobLogQuery(app.db, filter).select(LOG_COLUMNS).orderBy('jobLogId', 'desc');

    const loadJob = async (jobId: number) => {
      const job = await app.db
        .selectFrom('sysJob')
        .select(JOB_COLUMNS)
        .where('jobId', '=', jobId)
        .executeTakeFirst();
      if (!job) throw notFound('任务不存在');
      return job;
    };

    app.get(
      '/monitor/job/list',
      {
        config: { access: { permission: 'monitor:job:list' } },
        schema: { tags: jobTags, summary: '定时任务列表（分页）', querystring: JobListQuery },
      },
      async (request) => tablePage(jobRows(request.query), pagingOf(request.query)),
    );

    exportRoute(app, {
      url: '/monitor/job/export',
      config: logged('monitor:job:export', JOB_TITLE, BusinessType.EXPORT),
      tags: jobTags,
      summary: '导出定时任务',
      filter: JobExportQuery,
      send: async (filter, reply) =>
        sendExcel(reply, '定时任务', jobColumns, await exportRows(jobRows(filter))),
    });

    app.get(
      '/monitor/job/:jobId',
      {
        config: { access: { permission: 'monitor:job:query' } },
        schema: { tags: jobTags, summary: '定时任务详情（含下次执行时间）', params: JobIdParams },
      },
      async (request) => {
        const job = await loadJob(request.params.jobId);
        return okData({ ...job, nextValidTime: nextValidTime(job.cronExpression) });
      },
    );

    app.post(
      '/monitor/job',
      {
        config: logged('monitor:job:add', JOB_TITLE, BusinessType.INSERT),
        schema: { tags: jobTags, summary: '新增定时任务（调用目标须在白名单内）', body: JobBody },
      },
      async (request) => {
        const user = requireUser(request);
        const body = request.body;
        checkJob('新增', body);
        const job = await app.db.transaction().execute((trx) =>
          trx
            .insertInto('sysJob')
            .values({
              jobName: body.jobName.trim(),
              jobGroup: body.jobGroup ?? 'DEFAULT',
              invokeTarget: body.invokeTarget.trim(),
              cronExpression: body.cronExpression.trim(),
              misfirePolicy: body.misfirePolicy ?? '3',
              concurrent: body.concurrent ?? '1',
              status: body.status ?? '1',
              remark: body.remark ?? '',
              createBy: user.userName,
              createTime: formatTime(),
            })
            .returning([
              'jobId',
              'jobName',
              'jobGroup',
              'invokeTarget',
              'cronExpression',
              'concurrent',
              'status',
            ])
            .executeTakeFirstOrThrow(),
        );
        scheduler.schedule(job);
        return ok();
      },
    );

    app.put(
      '/monitor/job',
      {
        config: logged('monitor:job:edit', JOB_TITLE, BusinessType.UPDATE),
        schema: { tags: jobTags, summary: '修改定时任务', body: JobUpdateBody },
      },
      async (request) => {
        const user = requireUser(request);
        const body = request.body;
        checkJob('修改', body);
        const job = await app.db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('sysJob')
            .select('jobId')
            .where('jobId', '=', body.jobId)
            .executeTakeFirst();
          if (!current) throw notFound('任务不存在');
          return trx
            .updateTable('sysJob')
            .set({
              jobName: body.jobName.trim(),
              ...(body.jobGroup ? { jobGroup: body.jobGroup } : {}),
              invokeTarget: body.invokeTarget.trim(),
              cronExpression: body.cronExpression.trim(),
              ...(body.misfirePolicy ? { misfirePolicy: body.misfirePolicy } : {}),
              ...(body.concurrent ? { concurrent: body.concurrent } : {}),
              ...(body.status ? { status: body.status } : {}),
              ...(body.remark !== undefined ? { remark: body.remark } : {}),
              updateBy: user.userName,
              updateTime: formatTime(),
            })
            .where('jobId', '=', body.jobId)
            .returning([
              'jobId',
              'jobName',
              'jobGroup',
              'invokeTarget',
              'cronExpression',
              'concurrent',
              'status',
            ])
            .executeTakeFirstOrThrow();
        });
        scheduler.schedule(job);
        return ok();
      },
    );

    app.put(
      '/monitor/job/changeStatus',
      {
        config: logged('monitor:job:changeStatus', JOB_TITLE, BusinessType.UPDATE),
        schema: { tags: jobTags, summary: '启动或暂停任务（0 正常 1 暂停）', body: ChangeStatusBody },
      },
      async (request) => {
        const user = requireUser(request);
        const job = await app.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('sysJob')
            .set({ status: request.body.status, updateBy: user.userName, updateTime: formatTime() })
            .where('jobId', '=', request.body.jobId)
            .returning([
              'jobId',
              'jobName',
              'jobGroup',
              'invokeTarget',
              'cronExpression',
              'concurrent',
              'status',
            ])
            .executeTakeFirst();
          if (!updated) throw notFound('任务不存在');
          return updated;
        });
        scheduler.schedule(job);
        return ok();
      },
    );

    app.put(
      '/monitor/job/run',
      {
        config: logged('monitor:job:changeStatus', JOB_TITLE, BusinessType.UPDATE),
        schema: { tags: jobTags, summary: '立即执行一次（结果写入调度日志）', body: RunBody },
      },
      async (request) => {
        const job = await app.db
          .selectFrom('sysJob')
          .select(['jobId', 'jobName', 'jobGroup', 'invokeTarget'])
          .where('jobId', '=', request.body.jobId)
          .executeTakeFirst();
        if (!job || (request.body.jobGroup && request.body.jobGroup !== job.jobGroup)) {
          throw badRequest('任务不存在或已过期！');
        }
        await scheduler.execute(job);
        return ok();
      },
    );

    app.delete(
      '/monitor/job/:jobIds',
      {
        config: logged('monitor:job:remove', JOB_TITLE, BusinessType.DELETE),
        schema: { tags: jobTags, summary: '删除定时任务', params: JobIdsParams },
      },
      async (request) => {
        const ids = parseIds(request.params.jobIds);
        await app.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('sysJob').where('jobId', 'in', ids).execute();
        });
        for (const id of ids) scheduler.unschedule(id);
        return ok();
      },
    );

    // ---- job log ----
    app.get(
      '/monitor/jobLog/list',
      {
        config: { access: { permission: 'monitor:job:list' } },
        schema: { tags: logTags, summary: '调度日志（分页，新的在前）', querystring: JobLogListQuery },
      },
      async (request) => tablePage(logRows(request.query), pagingOf(request.query)),
    );

    exportRoute(app, {
      url: '/monitor/jobLog/export',
      config: logged('monitor:job:export', LOG_TITLE, BusinessType.EXPORT),
      tags: logTags,
      summary: '导出调度日志',
      filter: JobLogExportQuery,
      send: async (filter, reply) =>
        sendExcel(reply, '调度日志', logColumns, await exportRows(logRows(filter))),
    });

    app.delete(
      '/monitor/jobLog/clean',
      {
        config: logged('monitor:job:remove', LOG_TITLE, BusinessType.CLEAN),
        schema: { tags: logTags, summary: '清空调度日志' },
      },
      async () => {
        await app.db.deleteFrom('sysJobLog').execute();
        return ok();
      },
    );

    app.get(
      '/monitor/jobLog/:jobLogId',
      {
        config: { access: { permission: 'monitor:job:query' } },
        schema: { tags: logTags, summary: '调度日志详情', params: JobLogIdParams },
      },
      async (request) => {
        const row = await app.db
          .selectFrom('sysJobLog')
          .select(LOG_COLUMNS)
          .where('jobLogId', '=', request.params.jobLogId)
          .executeTakeFirst();
        if (!row) throw notFound('调度日志不存在');
        return okData(row);
      },
    );

    app.delete(
      '/monitor/jobLog/:jobLogIds',
      {
        config: logged('monitor:job:remove', LOG_TITLE, BusinessType.DELETE),
        schema: { tags: logTags, summary: '删除调度日志', params: JobLogIdsParams },
      },
      async (request) => {
        await app.db
          .deleteFrom('sysJobLog')
          .where('jobLogId', 'in', parseIds(request.params.jobLogIds))
          .execute();
        return ok();
      },
    );
  };
}
