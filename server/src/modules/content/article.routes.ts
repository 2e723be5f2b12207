import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './article.schema.js';
import * as service from './article.service.js';

// Articles as staff write them (`/content/article`).

/** Both bodies at their longest, in UTF-8, with room for the other fields. */
const BODY_LIMIT = 8 * 1024 * 1024;

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const article = crudRoutes(app, {
    path: '/content/article',
    title: '文章管理',
    name: '文章',
    id: { name: 'id', title: '文章编号' },
  });

  article.list({
    summary: '文章列表（分页，不含正文）',
    query: schema.ArticleListQuery,
    reply: schema.ArticleTable,
    run: service.listArticles,
  });
  article.export({
    filter: schema.ArticleExportQuery,
    sheet: '文章数据',
    run: service.exportArticles,
  });
  article.detail({
    summary: '文章详情（含中英文正文）',
    reply: schema.ArticleDetailAnswer,
    run: service.requireArticle,
  });
  article.add({
    summary: '新增文章（正文保存前清理）',
    body: schema.ArticleBody,
    bodyLimit: BODY_LIMIT,
    run: service.createArticle,
  });
  article.edit({
    summary: '修改文章（未提交的字段不变）',
    body: schema.ArticleUpdateBody,
    bodyLimit: BODY_LIMIT,
    run: service.updateArticle,
  });
  article.changeStatus({
    summary: '发布或撤回文章',
    body: schema.ArticleStatusBody,
    run: service.changeArticleStatus,
  });
  article.remove({ run: service.deleteArticles });
};

export default articleRoutes;
