import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleAnswer, ArticleDetail } from '@server/modules/content/article.schema';
import { http } from '@/lib/request';

/** A published article in both languages; each read counts a view on the server. */
export async function getArticle(id: number): Promise<ArticleDetail> {
  const res = await http.get<ArticleAnswer>(`/api/bll/article/${id}`);
  if (!res.data) throw new Error('empty article');
  return res.data;
}

// `key` is the random query value of /article links: a new key reads the article again.
export const articleQueryOptions = (id: number, key = '') =>
  queryOptions({
    queryKey: ['site', 'article', id, key],
    queryFn: () => getArticle(id),
    staleTime: Infinity,
  });

export function useArticle(id: number | undefined, key = '') {
  return useQuery({ ...articleQueryOptions(id ?? 0, key), enabled: id !== undefined });
}
