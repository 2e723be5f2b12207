import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import type { JobScheduler } from './job-scheduler.js';
import {
  ChangeStatusBody,
  JobBody,
  JobDetailReply,
  JobExportQuery,
  JobIdParams,
  JobIdsParams,
  JobListQuery,
  JobLogExportQuery,
  JobLogIdParams,
  JobLogIdsParams,
  JobLogListQuery,
  JobLogReply,
  JobLogTable,
  JobTable,
  JobUpdateBody,
  RunBody,
} from './job.schema.js';
import * as jobs from './job.service.js';

const jobTags = ['monitor/job'];
const logTags = ['monitor/jobLog'];
const jobLogged = (permission: string, type: BusinessTypeCode) => logged(permission, '定时任务', type);
const logLogged = (permission: string, type: BusinessTypeCode) =>
  logged(permission, '定时任务调度日志', type);
const okReply = replies(Ok);

/** RuoYi's scheduled jobs (`/monitor/job`) and their run log (`/monitor/jobLog`). */
export function jobRoutes(scheduler: JobScheduler): FastifyPluginAsyncTypebox {
  return async (app) => {
    acceptFormBodies(app);

    app.get(
      '/monitor/job/list',
      {
        config: access('monitor:job:list'),
        schema: {
          tags: jobTags,
          summary: '定时任务列表（分页）',
          querystring: JobListQuery,
          response: replies(JobTable),
        },
      },
      async (request) => jobs.listJobs(app.db, request.query),
    );

    exportRoute(app, {
      url: '/monitor/job/export',
      config: jobLogged('monitor:job:export', BusinessType.EXPORT),
      tags: jobTags,
      summary: '导出定时任务',
      filter: JobExportQuery,
      send: async (filter, reply) =>
        sendExcel(reply, '定时任务', jobs.JOB_EXPORT_COLUMNS, await jobs.exportJobs(app.db, filter)),
    });

    app.get(
      '/monitor/job/:jobId',
      {
        config: access('monitor:job:query'),
        schema: {
          tags: jobTags,
          summary: '定时任务详情（含下次执行时间）',
          params: JobIdParams,
          response: replies(JobDetailReply),
        },
      },
      async (request) => okData(await jobs.jobDetail(app.db, request.params.jobId)),
    );

    app.post(
      '/monitor/job',
      {
        config: jobLogged('monitor:job:add', BusinessType.INSERT),
        schema: {
          tags: jobTags,
          summary: '新增定时任务（调用目标须在白名单内）',
          body: JobBody,
          response: okReply,
        },
      },
      async (request) => {
        await jobs.createJob(app.db, scheduler, requireUser(request).userName, request.body);
        return ok();
      },
    );

    app.put(
      '/monitor/job',
      {
        config: jobLogged('monitor:job:edit', BusinessType.UPDATE),
        schema: { tags: jobTags, summary: '修改定时任务', body: JobUpdateBody, response: okReply },
      },
      async (request) => {
        await jobs.updateJob(app.db, scheduler, requireUser(request).userName, request.body);
        return ok();
      },
    );

    app.put(
      '/monitor/job/changeStatus',
      {
        config: jobLogged('monitor:job:changeStatus', BusinessType.UPDATE),
        schema: {
          tags: jobTags,
          summary: '启动或暂停任务（0 正常 1 暂停）',
          body: ChangeStatusBody,
          response: okReply,
        },
      },
      async (request) => {
        await jobs.changeJobStatus(app.db, scheduler, requireUser(request).userName, request.body);
        return ok();
      },
    );

    app.put(
      '/monitor/job/run',
      {
        config: jobLogged('monitor:job:changeStatus', BusinessType.UPDATE),
        schema: {
          tags: jobTags,
          summary: '立即执行一次（结果写入调度日志）',
          body: RunBody,
          response: okReply,
        },
      },
      async (request) => {
        await jobs.runJobOnce(app.db, scheduler, request.body);
        return ok();
      },
    );

    app.delete(
      '/monitor/job/:jobIds',
      {
        config: jobLogged('monitor:job:remove', BusinessType.DELETE),
        schema: { tags: jobTags, summary: '删除定时任务', params: JobIdsParams, response: okReply },
      },
      async (request) => {
        await jobs.deleteJobs(app.db, scheduler, parseIds(request.params.jobIds));
        return ok();
      },
    );

    // ---- job log ----
    app.get(
      '/monitor/jobLog/list',
      {
        config: access('monitor:job:list'),
        schema: {
          tags: logTags,
          summary: '调度日志（分页，新的在前）',
          querystring: JobLogListQuery,
          response: replies(JobLogTable),
        },
      },
      async (request) => jobs.listJobLogs(app.db, request.query),
    );

    exportRoute(app, {
      url: '/monitor/jobLog/export',
      config: logLogged('monitor:job:export', BusinessType.EXPORT),
      tags: logTags,
      summary: '导出调度日志',
      filter: JobLogExportQuery,
      send: async (filter, reply) =>
        sendExcel(reply, '调度日志', jobs.JOB_LOG_EXPORT_COLUMNS, await jobs.exportJobLogs(app.db, filter)),
    });

    app.delete(
      '/monitor/jobLog/clean',
      {
        config: logLogged('monitor:job:remove', BusinessType.CLEAN),
        schema: { tags: logTags, summary: '清空调度日志', response: okReply },
      },
      async () => {
        await jobs.cleanJobLogs(app.db);
        return ok();
      },
    );

    app.get(
      '/monitor/jobLog/:jobLogId',
      {
        config: access('monitor:job:query'),
        schema: {
          tags: logTags,
          summary: '调度日志详情',
          params: JobLogIdParams,
          response: replies(JobLogReply),
        },
      },
      async (request) => okData(await jobs.jobLogDetail(app.db, request.params.jobLogId)),
    );

    app.delete(
      '/monitor/jobLog/:jobLogIds',
      {
        config: logLogged('monitor:job:remove', BusinessType.DELETE),
        schema: { tags: logTags, summary: '删除调度日志', params: JobLogIdsParams, response: okReply },
      },
      async (request) => {
        await jobs.deleteJobLogs(app.db, parseIds(request.params.jobLogIds));
        return ok();
      },
    );
  };
}
