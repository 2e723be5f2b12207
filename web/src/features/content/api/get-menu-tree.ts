import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type { MenuItem } from '../types';

/** The public menu: enabled article types flagged as menu items, as a tree (both languages). */
export async function getMenuTree(): Promise<MenuItem[]> {
  const res = await http.get<AjaxResult<MenuItem[]>>('/api/bll/article_type/treeList', {
    params: { menuFlag: 1 },
  });
  return res.data ?? [];
}

export const menuTreeQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'menuTree'], queryFn: getMenuTree, staleTime: 5 * 60 * 1000 });

export function useMenuTree() {
  return useQuery(menuTreeQueryOptions());
}
