import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type { RouterVo } from '../types';

/** The admin menu of the current user (RuoYi RouterVo tree). */
export function getRouters(): Promise<AjaxResult<RouterVo[]>> {
  return http.get<AjaxResult<RouterVo[]>>('/getRouters');
}

export const routersQueryOptions = () =>
  queryOptions({
    queryKey: ['getRouters'],
    queryFn: async () => (await getRouters()).data ?? [],
  });

export function useRouters(options: { enabled?: boolean } = {}) {
  return useQuery({ ...routersQueryOptions(), ...options });
}
