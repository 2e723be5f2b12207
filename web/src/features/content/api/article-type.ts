import { queryOptions } from '@tanstack/react-query';
import type * as schema from '@server/modules/content/article-type.schema';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { type AjaxResult, http } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// Article types, the public menu tree as staff edit it (`/content/articleType`).

export type ArticleTypeAddInput = schema.ArticleTypeBody;
export type ArticleTypeEditInput = schema.ArticleTypeUpdateBody;
export type ArticleTypeListParams = schema.ArticleTypeListQuery;

/** A type as the list and the detail send it; the page nests the flat list itself (`children`). */
export type ArticleTypeRow = schema.ArticleTypeRow & { children?: ArticleTypeRow[] };

/** RuoYi's TreeSelect node. */
export type ArticleTypeTreeNode = schema.TreeSelect;

export const articleTypeListKey = contentKey('articleType', 'list');
export const articleTypeTreeKey = contentKey('articleType', 'tree');

export const listArticleType = (params: ArticleTypeListParams = {}) =>
  http.get<AjaxResult<ArticleTypeRow[]>>('/content/articleType/list', { params });
export const getArticleType = (id: number) =>
  http.get<schema.ArticleTypeDetail>(`/content/articleType/${id}`);
export const articleTypeTreeselect = () =>
  http.get<schema.ArticleTypeTreeSelect>('/content/articleType/treeselect');
export const addArticleType = (data: ArticleTypeAddInput) => http.post('/content/articleType', data);
export const updateArticleType = (data: ArticleTypeEditInput) => http.put('/content/articleType', data);
export const delArticleType = (id: number) => http.delete(`/content/articleType/${id}`);
export const articleTypeExportPath = '/content/articleType/export';

/** The 分类 picker of the article pages. */
export const articleTypeTreeQueryOptions = () =>
  queryOptions({
    queryKey: articleTypeTreeKey,
    queryFn: () => articleTypeTreeselect().then((r) => r.data ?? []),
  });

// Articles show their type's name: a changed type refreshes them too.
const typeKeys = [contentKey('articleType'), contentKey('article'), publicSiteKey] as const;
export const useAddArticleType = () => useInvalidatingMutation(addArticleType, ...typeKeys);
export const useUpdateArticleType = () => useInvalidatingMutation(updateArticleType, ...typeKeys);
export const useDelArticleType = () => useInvalidatingMutation(delArticleType, ...typeKeys);
