import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import { useSession } from '@/store/session';
import type { RouterVo } from '../types';

/** The admin menu of the current user (RuoYi RouterVo tree). */
export function getRouters(): Promise<AjaxResult<RouterVo[]>> {
  return http.get<AjaxResult<RouterVo[]>>('/getRouters');
}

/** Keyed by the session's token: another login in the same tab never reads the last user's menu. */
export const routersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['getRouters', token],
    queryFn: async () => (await getRouters()).data ?? [],
  });

export function useRouters(options: { enabled?: boolean } = {}) {
  const token = useSession((s) => s.token);
  return useQuery({ ...routersQueryOptions(token), ...options });
}
