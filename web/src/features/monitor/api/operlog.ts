import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import type { OperLogListQuery, OperLogRow } from '@server/modules/monitor/operlog.schema';
import { joinIds } from '@/lib/ids';
import type { ListQuery } from './types';

// 操作日志 (RuoYi api/monitor/operlog.js).

export type OperLog = OperLogRow;

export type OperLogQuery = ListQuery<OperLogListQuery>;

export const OPERLOG_EXPORT_URL = 'monitor/operlog/export';

export function listOperlog(query: OperLogQuery): Promise<TableDataInfo<OperLog>> {
  return http.get<TableDataInfo<OperLog>>('/monitor/operlog/list', { params: query });
}

export function delOperlog(operIds: number | readonly number[]): Promise<AjaxResult> {
  return http.delete(`/monitor/operlog/${joinIds(operIds)}`);
}

export function cleanOperlog(): Promise<AjaxResult> {
  return http.delete('/monitor/operlog/clean');
}

export const operlogKeys = {
  all: ['monitor', 'operlog'] as const,
  list: (query: OperLogQuery) => [...operlogKeys.all, 'list', query] as const,
};

export const operlogListQueryOptions = (query: OperLogQuery) =>
  queryOptions({ queryKey: operlogKeys.list(query), queryFn: () => listOperlog(query) });

function useOperlogMutation<V>(mutationFn: (variables: V) => Promise<AjaxResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operlogKeys.all }),
  });
}

export const useDelOperlog = () => useOperlogMutation(delOperlog);
export const useCleanOperlog = () => useOperlogMutation<void>(() => cleanOperlog());
