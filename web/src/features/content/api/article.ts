import type * as schema from '@server/modules/content/article.schema';
import { joinIds } from '@/lib/ids';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { contentKey, publicSiteKey } from './content-key';

// Articles as staff write them (`/content/article`). Status '0' published, '1' draft.

export type ArticleAddInput = schema.ArticleBody;
export type ArticleEditInput = schema.ArticleUpdateBody;
export type ArticleStatusInput = schema.ArticleStatusBody;
/** The list's filters and paging; the publish-time range goes as params[beginTime]/[endTime]. */
export type ArticleListParams = ListParams<schema.ArticleListQuery>;

/** A row of the list: no body, with its type's name. */
export type ArticleRow = schema.ArticleRow;
/** An article with both bodies. */
export type ArticleDetail = schema.ArticleDetailRow;

export const articleListKey = contentKey('article', 'list');

export const listArticle = (params: ArticleListParams) =>
  http.get<schema.ArticleTable>('/content/article/list', { params });
export const getArticle = (id: number) => http.get<schema.ArticleDetailAnswer>(`/content/article/${id}`);
export const addArticle = (data: ArticleAddInput) => http.post('/content/article', data);
export const updateArticle = (data: ArticleEditInput) => http.put('/content/article', data);
export const delArticle = (ids: number | number[]) => http.delete(`/content/article/${joinIds(ids)}`);
/** 发布 ('0') or 撤回 ('1') one article. */
export const changeArticleStatus = (data: ArticleStatusInput) =>
  http.put('/content/article/changeStatus', data);
export const articleExportPath = '/content/article/export';

const articleKeys = [contentKey('article'), publicSiteKey] as const;
export const useAddArticle = () => useInvalidatingMutation(addArticle, ...articleKeys);
export const useUpdateArticle = () => useInvalidatingMutation(updateArticle, ...articleKeys);
export const useDelArticle = () => useInvalidatingMutation(delArticle, ...articleKeys);
export const useChangeArticleStatus = () => useInvalidatingMutation(changeArticleStatus, ...articleKeys);
