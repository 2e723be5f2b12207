import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendLink, FriendLinks } from '@server/modules/content/links.schema';
import { http } from '@/lib/request';

/** The footer's friend links. */
export async function getLinks(): Promise<FriendLink[]> {
  return (await http.get<FriendLinks>('/api/bll/links/list')).rows ?? [];
}

export const linksQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'links'], queryFn: getLinks, staleTime: 5 * 60 * 1000 });

export function useLinks() {
  return useQuery(linksQueryOptions());
}
