import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import type { LoginLogListQuery, LoginLogRow } from '@server/modules/monitor/logininfor.schema';
import { joinIds } from '@/lib/ids';
import type { ListQuery } from './types';

// 登录日志 (RuoYi api/monitor/logininfor.js).

export type Logininfor = LoginLogRow;

export type LogininforQuery = ListQuery<LoginLogListQuery>;

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
