import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@server/modules/dashboard/dashboard.schema';
import { type AjaxResult, http } from '@/lib/request';

export type { DashboardStats };

export function getDashboardStats(): Promise<AjaxResult<DashboardStats>> {
  return http.get<AjaxResult<DashboardStats>>('/system/dashboard/stats');
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: async () => (await getDashboardStats()).data,
  });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
