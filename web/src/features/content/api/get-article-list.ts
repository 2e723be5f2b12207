import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type TableDataInfo } from '@/lib/request';
import type { ArticleListQuery, ArticleSummary } from '../types';

/** Published articles of a category (or of a parent and its sub-categories), pinned first, newest next. */
export function getArticleList(query: ArticleListQuery): Promise<TableDataInfo<ArticleSummary>> {
  return http.get<TableDataInfo<ArticleSummary>>('/api/bll/article/list', { params: query });
}

export const articleListQueryOptions = (query: ArticleListQuery) =>
  queryOptions({ queryKey: ['site', 'articles', query], queryFn: () => getArticleList(query) });

/** Keeps the previous page on screen while the next one loads. */
export function useArticleList(query: ArticleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...articleListQueryOptions(query), placeholderData: keepPreviousData, ...options });
}
