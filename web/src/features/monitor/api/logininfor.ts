import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, type PageQuery, type SortQuery } from './types';

// 登录日志 (RuoYi api/monitor/logininfor.js).

export interface Logininfor {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** '0' success, '1' failure (sys_common_status). */
  status: string;
  msg: string;
  loginTime: string;
}

export interface LogininforQuery extends PageQuery, SortQuery {
  ipaddr?: string;
  userName?: string;
  status?: string;
}

export const LOGININFOR_EXPORT_URL = 'monitor/logininfor/export';

export function listLogininfor(query: LogininforQuery): Promise<TableDataInfo<Logininfor>> {
  return http.get<TableDataInfo<Logininfor>>('/monitor/logininfor/list', { params: query });
}

export function delLogininfor(infoIds: number | readonly number[]): Promise<AjaxResult> {
  return http.delete(`/monitor/logininfor/${joinIds(infoIds)}`);
}

export function cleanLogininfor(): Promise<AjaxResult> {
  return http.delete('/monitor/logininfor/clean');
}

export function unlockLogininfor(userName: string): Promise<AjaxResult> {
  return http.get(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`);
}

export const logininforKeys = {
  all: ['monitor', 'logininfor'] as const,
  list: (query: LogininforQuery) => [...logininforKeys.all, 'list', query] as const,
};

export const logininforListQueryOptions = (query: LogininforQuery) =>
  queryOptions({ queryKey: logininforKeys.list(query), queryFn: () => listLogininfor(query) });

function useLogininforMutation<V>(mutationFn: (variables: V) => Promise<AjaxResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logininforKeys.all }),
  });
}

export const useDelLogininfor = () => useLogininforMutation(delLogininfor);
export const useCleanLogininfor = () => useLogininforMutation<void>(() => cleanLogininfor());
export const useUnlockLogininfor = () => useLogininforMutation(unlockLogininfor);
