import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { BusinessType } from '../../plugins/operation-log.js';
import type { JobScheduler } from './job-scheduler.js';
import * as schema from './job.schema.js';
import * as service from './job.service.js';
import { logRoutes } from './log-routes.js';

/** RuoYi's scheduled jobs (`/monitor/job`) and their run log (`/monitor/jobLog`). */
export function jobRoutes(scheduler: JobScheduler): FastifyPluginAsyncTypebox {
  return async (app) => {
    const job = crudRoutes(app, {
      path: '/monitor/job',
      title: '定时任务',
      id: { name: 'jobId', title: '任务编号' },
    });
    job.list({
      query: schema.JobListQuery,
      reply: schema.JobTable,
      run: service.listJobs,
    });
    job.export({
      filter: schema.JobExportQuery,
      run: service.exportJobs,
    });
    job.detail({
      summary: '定时任务详情（含下次执行时间）',
      reply: schema.JobDetailReply,
      run: service.jobDetail,
    });
    job.add({
      summary: '新增定时任务（调用目标须在白名单内）',
      body: schema.JobBody,
      run: (db, body, { userName }) => service.createJob(db, scheduler, userName, body),
    });
    job.edit({
      body: schema.JobUpdateBody,
      run: (db, body, { userName }) => service.updateJob(db, scheduler, userName, body),
    });
    job.changeStatus({
      summary: '启动或暂停任务（0 正常 1 暂停）',
      can: 'changeStatus',
      body: schema.ChangeStatusBody,
      run: (db, body, { userName }) => service.changeJobStatus(db, scheduler, userName, body),
    });
    job.action('PUT', '/run', {
      summary: '立即执行一次（结果写入调度日志）',
      can: 'changeStatus',
      log: BusinessType.UPDATE,
      body: schema.RunBody,
      run: (db, body) => service.runJobOnce(db, scheduler, body),
    });
    job.remove({ run: (db, ids) => service.deleteJobs(db, scheduler, ids) });

    const jobLog = {
      path: '/monitor/jobLog',
      permission: 'monitor:job',
      title: '定时任务调度日志',
      name: '调度日志',
      id: { name: 'jobLogId', title: '日志编号' },
    };
    logRoutes(app, jobLog, {
      query: schema.JobLogListQuery,
      filter: schema.JobLogExportQuery,
      table: schema.JobLogTable,
      answers: service.jobLogAnswers,
      detail: { reply: schema.JobLogReply, run: service.jobLogDetail },
    });
  };
}
