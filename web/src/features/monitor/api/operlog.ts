import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, type PageQuery, type SortQuery } from './types';

// 操作日志 (RuoYi api/monitor/operlog.js).

export interface OperLog {
  operId: number;
  title: string;
  /** sys_oper_type: 0 other, 1 insert, 2 update, 3 delete, … */
  businessType: number;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName?: string | null;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  /** 0 success, 1 failure (sys_common_status). */
  status: number;
  errorMsg: string;
  operTime: string;
  costTime: number;
}

export interface OperLogQuery extends PageQuery, SortQuery {
  operIp?: string;
  title?: string;
  operName?: string;
  businessType?: string | number;
  status?: string | number;
}

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
