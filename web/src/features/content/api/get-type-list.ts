import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ArticleType,
  ArticleTypeBlocks,
  ArticleTypeList,
} from '@server/modules/content/article-type.schema';
import { http } from '@/lib/request';

/** Enabled article types directly under a parent (0: the top level). */
export async function getTypeList(parentId = 0): Promise<ArticleType[]> {
  const res = await http.get<ArticleTypeList>('/api/bll/article_type/list', { params: { parentId } });
  return res.data ?? [];
}

/** The sub-categories of a parent, each with its newest `size` articles. */
export async function getTypeListVo(params: { parentId: number; size?: number }) {
  const res = await http.get<ArticleTypeBlocks>('/api/bll/article_type/listVo', { params });
  return res.data ?? [];
}

export const typeListVoQueryOptions = (params: { parentId: number; size?: number }) =>
  queryOptions({ queryKey: ['site', 'listVo', params], queryFn: () => getTypeListVo(params) });

export function useTypeListVo(params: { parentId: number; size?: number }) {
  return useQuery(typeListVoQueryOptions(params));
}
