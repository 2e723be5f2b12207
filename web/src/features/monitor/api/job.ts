import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, type PageQuery } from './types';

// 定时任务 (RuoYi api/monitor/job.js). `invokeTarget` names a handler of the server's job
// registry (e.g. `session.cleanExpired`, `log.cleanOld(90)`); anything else is refused there.

export interface Job {
  jobId: number;
  jobName: string;
  /** sys_job_group */
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  /** '0' default, '1' run now, '2' run once, '3' skip. */
  misfirePolicy: string;
  /** '0' allowed, '1' forbidden. */
  concurrent: string;
  /** '0' running, '1' paused (sys_job_status). */
  status: string;
  nextValidTime?: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
  remark?: string | null;
}

export type JobForm = Pick<
  Job,
  'jobName' | 'jobGroup' | 'invokeTarget' | 'cronExpression' | 'misfirePolicy' | 'concurrent' | 'status'
> & { jobId?: number; remark?: string | null };

export interface JobQuery extends PageQuery {
  jobName?: string;
  jobGroup?: string;
  status?: string;
}

export const JOB_EXPORT_URL = 'monitor/job/export';

export function listJob(query: JobQuery): Promise<TableDataInfo<Job>> {
  return http.get<TableDataInfo<Job>>('/monitor/job/list', { params: query });
}

export async function getJob(jobId: number | string): Promise<Job> {
  const res = await http.get<AjaxResult<Job>>(`/monitor/job/${jobId}`);
  return res.data as Job;
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

export function changeJobStatus(jobId: number, status: string): Promise<AjaxResult> {
  return http.put('/monitor/job/changeStatus', { jobId, status });
}

export function runJob(jobId: number, jobGroup: string): Promise<AjaxResult> {
  return http.put('/monitor/job/run', { jobId, jobGroup });
}

export const jobKeys = {
  all: ['monitor', 'job'] as const,
  list: (query: JobQuery) => [...jobKeys.all, 'list', query] as const,
  detail: (jobId: number | string) => [...jobKeys.all, 'detail', String(jobId)] as const,
};

export const jobListQueryOptions = (query: JobQuery) =>
  queryOptions({ queryKey: jobKeys.list(query), queryFn: () => listJob(query) });

export const jobQueryOptions = (jobId: number | string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId), staleTime: 0 });

function useJobMutation<V>(mutationFn: (variables: V) => Promise<AjaxResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Adds (no jobId) or updates (jobId) a job. */
export const useSaveJob = () =>
  useJobMutation((data: JobForm) => (data.jobId === undefined ? addJob(data) : updateJob(data)));
export const useDelJob = () => useJobMutation(delJob);
export const useChangeJobStatus = () =>
  useJobMutation(({ jobId, status }: { jobId: number; status: string }) => changeJobStatus(jobId, status));

/** Running once changes no job, only the schedule log. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, jobGroup }: { jobId: number; jobGroup: string }) => runJob(jobId, jobGroup),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['monitor', 'jobLog'] }),
  });
}
