import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  ArticleBody,
  ArticleDetailAnswer,
  ArticleExportQuery,
  ArticleIdParams,
  ArticleIdsParams,
  ArticleListQuery,
  ArticleStatusBody,
  ArticleTable,
  ArticleUpdateBody,
} from './article.schema.js';
import {
  changeArticleStatus,
  createArticle,
  deleteArticles,
  exportArticles,
  listArticles,
  requireArticle,
  updateArticle,
} from './article.service.js';

// Articles as staff write them (`/content/article`).

const tags = ['content/article'];
const TITLE = '文章管理';
/** Both bodies at their longest, in UTF-8, with room for the other fields. */
const BODY_LIMIT = 8 * 1024 * 1024;

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/article/list',
    {
      config: access('content:article:list'),
      schema: {
        tags,
        summary: '文章列表（分页，不含正文）',
        querystring: ArticleListQuery,
        response: replies(ArticleTable),
      },
    },
    async (request) => listArticles(app.db, request.query),
  );

  exportRoute(app, {
    url: '/content/article/export',
    config: logged('content:article:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出文章',
    filter: ArticleExportQuery,
    send: async (filter, reply) => {
      const { columns, rows } = await exportArticles(app.db, filter);
      return sendExcel(reply, '文章数据', columns, rows);
    },
  });

  app.get(
    '/content/article/:id',
    {
      config: access('content:article:query'),
      schema: {
        tags,
        summary: '文章详情（含中英文正文）',
        params: ArticleIdParams,
        response: replies(ArticleDetailAnswer),
      },
    },
    async (request) => okData(await requireArticle(app.db, request.params.id)),
  );

  app.post(
    '/content/article',
    {
      bodyLimit: BODY_LIMIT,
      config: logged('content:article:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增文章（正文保存前清理）', body: ArticleBody, response: replies(Ok) },
    },
    async (request) => {
      await createArticle(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.put(
    '/content/article',
    {
      bodyLimit: BODY_LIMIT,
      config: logged('content:article:edit', TITLE, BusinessType.UPDATE),
      schema: {
        tags,
        summary: '修改文章（未提交的字段不变）',
        body: ArticleUpdateBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await updateArticle(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.put(
    '/content/article/changeStatus',
    {
      config: logged('content:article:edit', TITLE, BusinessType.UPDATE),
      schema: { tags, summary: '发布或撤回文章', body: ArticleStatusBody, response: replies(Ok) },
    },
    async (request) => {
      await changeArticleStatus(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.delete(
    '/content/article/:ids',
    {
      config: logged('content:article:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除文章', params: ArticleIdsParams, response: replies(Ok) },
    },
    async (request) => {
      await deleteArticles(app.db, requireUser(request).userName, parseIds(request.params.ids));
      return ok();
    },
  );
};

export default articleRoutes;
