import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSuggestion, ArticleSuggestions } from '@server/modules/content/article.schema';
import { http } from '@/lib/request';

/** Search suggestions: published articles whose name (Chinese or English) contains the text. */
export async function getArticlePreview(
  articleName: string,
  signal?: AbortSignal,
): Promise<ArticleSuggestion[]> {
  const res = await http.get<ArticleSuggestions>('/api/bll/article/listPreview', {
    params: { articleName },
    signal,
  });
  return res.data ?? [];
}

export const articlePreviewQueryOptions = (articleName: string) =>
  queryOptions({
    queryKey: ['site', 'preview', articleName],
    queryFn: ({ signal }) => getArticlePreview(articleName, signal),
  });

/** Asks only while the text is non-empty (SPEC.md §5). */
export function useArticlePreview(articleName: string) {
  return useQuery({ ...articlePreviewQueryOptions(articleName), enabled: articleName.trim() !== '' });
}
