import type { JobLogListQuery, JobLogRow } from '@server/modules/monitor/job.schema';
import { logCalls } from '@/admin/crud/resource-calls';
import type { ListQuery } from './types';

// 调度日志 (RuoYi api/monitor/jobLog.js).

export type JobLog = JobLogRow;

export type JobLogQuery = ListQuery<JobLogListQuery>;

export const jobLog = logCalls<JobLog, JobLogQuery>('/monitor/jobLog');
