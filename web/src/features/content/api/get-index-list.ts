import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleTypeBlocks, ArticleTypeWithArticles } from '@server/modules/content/article-type.schema';
import { http } from '@/lib/request';

/** Home-page blocks: types with an indexArea (6 membership, 9 training events) and their newest articles. */
export async function getIndexList(): Promise<ArticleTypeWithArticles[]> {
  const res = await http.get<ArticleTypeBlocks>('/api/bll/article_type/indexList');
  return res.data ?? [];
}

export const indexListQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'indexList'], queryFn: getIndexList });

export function useIndexList() {
  return useQuery(indexListQueryOptions());
}
