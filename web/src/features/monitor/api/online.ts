import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import type { OnlineQuery, OnlineRow } from '@server/modules/monitor/online.schema';

// 在线用户 (RuoYi api/monitor/online.js): the list answers every session at once (no paging).

export type UserOnline = OnlineRow;
export type { OnlineQuery };

export function listOnline(query: OnlineQuery = {}): Promise<TableDataInfo<UserOnline>> {
  return http.get<TableDataInfo<UserOnline>>('/monitor/online/list', { params: query });
}

export function forceLogout(tokenId: string): Promise<AjaxResult> {
  return http.delete(`/monitor/online/${encodeURIComponent(tokenId)}`);
}

export const onlineKeys = {
  all: ['monitor', 'online'] as const,
  list: (query: OnlineQuery) => [...onlineKeys.all, 'list', query] as const,
};

export const onlineListQueryOptions = (query: OnlineQuery) =>
  queryOptions({ queryKey: onlineKeys.list(query), queryFn: () => listOnline(query) });

export function useForceLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceLogout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlineKeys.all }),
  });
}
