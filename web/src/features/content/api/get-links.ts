import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type TableDataInfo } from '@/lib/request';
import type { FriendLink } from '../types';

/** The footer's friend links. */
export async function getLinks(): Promise<FriendLink[]> {
  return (await http.get<TableDataInfo<FriendLink>>('/api/bll/links/list')).rows ?? [];
}

export const linksQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'links'], queryFn: getLinks, staleTime: 5 * 60 * 1000 });

export function useLinks() {
  return useQuery(linksQueryOptions());
}
