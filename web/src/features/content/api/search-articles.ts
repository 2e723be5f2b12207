import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleHits, ArticleSearchQuery } from '@server/modules/content/search.schema';
import { http } from '@/lib/request';

/** The longest text the server searches for (search.schema.ts). */
export const MAX_SEARCH_LENGTH = 50;

/** Published articles whose title or body (either language) contains `q`: title matches first. */
export function searchArticles(query: ArticleSearchQuery, signal?: AbortSignal): Promise<ArticleHits> {
  return http.get<ArticleHits>('/api/bll/article/search', { params: query, signal });
}

export const searchArticlesQueryOptions = (query: ArticleSearchQuery) =>
  queryOptions({
    queryKey: ['site', 'search', query],
    queryFn: ({ signal }) => searchArticles(query, signal),
  });

/** Keeps the previous page on screen while the next one loads; asks nothing without a text. */
export function useSearchArticles(query: ArticleSearchQuery) {
  return useQuery({
    ...searchArticlesQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: query.q !== '',
  });
}
