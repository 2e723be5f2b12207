import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlePage, PublicArticleListQuery } from '@server/modules/content/article.schema';
import { http } from '@/lib/request';

/** Published articles of a category (or of a parent and its sub-categories), pinned first, newest next. */
export function getArticleList(query: PublicArticleListQuery): Promise<ArticlePage> {
  return http.get<ArticlePage>('/api/bll/article/list', { params: query });
}

export const articleListQueryOptions = (query: PublicArticleListQuery) =>
  queryOptions({ queryKey: ['site', 'articles', query], queryFn: () => getArticleList(query) });

/** Keeps the previous page on screen while the next one loads. */
export function useArticleList(query: PublicArticleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...articleListQueryOptions(query), placeholderData: keepPreviousData, ...options });
}
