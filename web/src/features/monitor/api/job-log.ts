import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import type { JobLogListQuery, JobLogRow } from '@server/modules/monitor/job.schema';
import { joinIds } from '@/lib/ids';
import type { ListQuery } from './types';

// 调度日志 (RuoYi api/monitor/jobLog.js).

export type JobLog = JobLogRow;

export type JobLogQuery = ListQuery<JobLogListQuery>;

export const JOB_LOG_EXPORT_URL = 'monitor/jobLog/export';

export function listJobLog(query: JobLogQuery): Promise<TableDataInfo<JobLog>> {
  return http.get<TableDataInfo<JobLog>>('/monitor/jobLog/list', { params: query });
}

export function delJobLog(jobLogIds: number | readonly number[]): Promise<AjaxResult> {
  return http.delete(`/monitor/jobLog/${joinIds(jobLogIds)}`);
}

export function cleanJobLog(): Promise<AjaxResult> {
  return http.delete('/monitor/jobLog/clean');
}

export const jobLogKeys = {
  all: ['monitor', 'jobLog'] as const,
  list: (query: JobLogQuery) => [...jobLogKeys.all, 'list', query] as const,
};

export const jobLogListQueryOptions = (query: JobLogQuery) =>
  queryOptions({ queryKey: jobLogKeys.list(query), queryFn: () => listJobLog(query) });

function useJobLogMutation<V>(mutationFn: (variables: V) => Promise<AjaxResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobLogKeys.all }),
  });
}

export const useDelJobLog = () => useJobLogMutation(delJobLog);
export const useCleanJobLog = () => useJobLogMutation<void>(() => cleanJobLog());
