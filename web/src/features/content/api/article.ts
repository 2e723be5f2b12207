import type * as schema from '@server/modules/content/article.schema';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { http } from '@/lib/request';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCalls } from '@/admin/crud/resource-calls';
import { contentKey, publicSiteKey } from './content-key';

// Articles as staff write them (`/content/article`). Status '0' published, '1' draft.

export type ArticleAddInput = schema.ArticleBody;

/** A row of the list: no body, with its type's name. */
export type ArticleRow = schema.ArticleRow;
/** An article with both bodies. */
export type ArticleDetail = schema.ArticleDetailRow;

export const articleApi = resourceCalls<
  // The publish-time range goes as params[beginTime]/[endTime].
  ListParams<schema.ArticleListQuery>,
  schema.ArticleTable,
  schema.ArticleDetailAnswer,
  ArticleAddInput,
  schema.ArticleUpdateBody
>('/content/article');
/** 发布 ('0') or 撤回 ('1') one article. */
export const changeArticleStatus = (data: schema.ArticleStatusBody) =>
  http.put('/content/article/changeStatus', data);

export const articleResource = adminResource(articleApi, [contentKey('article'), publicSiteKey], {
  noun: '文章',
  rowKey: 'id',
  exportName: 'article',
});
export const useChangeArticleStatus = () =>
  useInvalidatingMutation(changeArticleStatus, ...articleResource.keys);
