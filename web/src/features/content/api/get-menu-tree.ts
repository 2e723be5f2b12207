import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleTypeNode, ArticleTypeTree } from '@server/modules/content/article-type.schema';
import { http } from '@/lib/request';

/** The public menu: enabled article types flagged as menu items, as a tree (both languages). */
export async function getMenuTree(): Promise<ArticleTypeNode[]> {
  const res = await http.get<ArticleTypeTree>('/api/bll/article_type/treeList', {
    params: { menuFlag: 1 },
  });
  return res.data ?? [];
}

export const menuTreeQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'menuTree'], queryFn: getMenuTree, staleTime: 5 * 60 * 1000 });

export function useMenuTree() {
  return useQuery(menuTreeQueryOptions());
}
