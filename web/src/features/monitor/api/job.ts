import { queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import type {
  ChangeStatusBody,
  JobBody,
  JobDetail,
  JobListQuery,
  JobRow,
  JobUpdateBody,
  RunBody,
} from '@server/modules/monitor/job.schema';
import { joinIds } from '@/lib/ids';
import { jobLog } from './job-log';
import type { ListQuery } from './types';

// 定时任务 (RuoYi api/monitor/job.js). `invokeTarget` names a handler of the server's job
// registry (e.g. `session.cleanExpired`, `log.cleanOld(90)`); anything else is refused there.

/** A job as the list shows it; its detail adds the next time it fires. */
export type Job = JobRow & Partial<Pick<JobDetail, 'nextValidTime'>>;

/** The job form: a new job (no jobId) or an edited one. */
export type JobForm = JobBody & Partial<Pick<JobUpdateBody, 'jobId'>>;

export type JobQuery = ListQuery<JobListQuery>;

export const JOB_EXPORT_URL = 'monitor/job/export';

export function listJob(query: JobQuery): Promise<TableDataInfo<Job>> {
  return http.get<TableDataInfo<JobRow>>('/monitor/job/list', { params: query });
}

export async function getJob(jobId: number | string): Promise<JobDetail> {
  const res = await http.get<AjaxResult<JobDetail>>(`/monitor/job/${jobId}`);
  return res.data as JobDetail;
}

export function addJob(data: JobForm): Promise<AjaxResult> {
  return http.post('/monitor/job', data);
}

export function updateJob(data: JobForm): Promise<AjaxResult> {
  return http.put('/monitor/job', data);
}

export function delJob(jobIds: number | readonly number[]): Promise<AjaxResult> {
  return http.delete(`/monitor/job/${joinIds(jobIds)}`);
}

export function changeJobStatus(
  jobId: ChangeStatusBody['jobId'],
  status: ChangeStatusBody['status'],
): Promise<AjaxResult> {
  return http.put('/monitor/job/changeStatus', { jobId, status } satisfies ChangeStatusBody);
}

export function runJob(jobId: RunBody['jobId'], jobGroup: RunBody['jobGroup']): Promise<AjaxResult> {
  return http.put('/monitor/job/run', { jobId, jobGroup } satisfies RunBody);
}

export const jobKeys = {
  all: ['monitor', 'job'] as const,
  detail: (jobId: number | string) => [...jobKeys.all, 'detail', String(jobId)] as const,
};

export const jobQueryOptions = (jobId: number | string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId), staleTime: 0 });

function useJobMutation<V>(mutationFn: (variables: V) => Promise<AjaxResult>) {
  return useInvalidatingMutation(mutationFn, jobKeys.all);
}

/** Adds (no jobId) or updates (jobId) a job. */
export const useSaveJob = () =>
  useJobMutation((data: JobForm) => (data.jobId === undefined ? addJob(data) : updateJob(data)));
export const useDelJob = () => useJobMutation(delJob);
export const useChangeJobStatus = () =>
  useJobMutation(({ jobId, status }: ChangeStatusBody) => changeJobStatus(jobId, status));

/** Running once changes no job, only the schedule log. */
export const useRunJob = () =>
  useInvalidatingMutation(({ jobId, jobGroup }: RunBody) => runJob(jobId, jobGroup), jobLog.key);
