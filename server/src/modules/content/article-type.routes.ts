import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  ArticleTypeBody,
  ArticleTypeDetail,
  ArticleTypeIdParams,
  ArticleTypeListQuery,
  ArticleTypeRows,
  ArticleTypeTreeSelect,
  ArticleTypeUpdateBody,
} from './article-type.schema.js';
import {
  articleTypeTreeSelect,
  createArticleType,
  deleteArticleType,
  exportArticleTypes,
  listArticleTypes,
  requireArticleType,
  updateArticleType,
} from './article-type.service.js';

// The public menu tree as staff edit it (`/content/articleType`).

const tags = ['content/articleType'];
const TITLE = '文章分类';

const articleTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/articleType/list',
    {
      config: access('content:articleType:list'),
      schema: {
        tags,
        summary: '分类列表（全部，平铺）',
        querystring: ArticleTypeListQuery,
        response: replies(ArticleTypeRows),
      },
    },
    async (request) => okData(await listArticleTypes(app.db, request.query)),
  );

  app.get(
    '/content/articleType/treeselect',
    {
      // Article forms pick their type here; the type page builds its parent picker from its list.
      config: access('content:article:list'),
      schema: { tags, summary: '分类下拉树', response: replies(ArticleTypeTreeSelect) },
    },
    async () => okData(await articleTypeTreeSelect(app.db)),
  );

  exportRoute(app, {
    url: '/content/articleType/export',
    config: logged('content:articleType:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出分类',
    filter: ArticleTypeListQuery,
    send: async (filter, reply) => {
      const { columns, rows } = await exportArticleTypes(app.db, filter);
      return sendExcel(reply, '分类数据', columns, rows);
    },
  });

  app.get(
    '/content/articleType/:id',
    {
      config: access('content:articleType:query'),
      schema: {
        tags,
        summary: '分类详情',
        params: ArticleTypeIdParams,
        response: replies(ArticleTypeDetail),
      },
    },
    async (request) => okData(await requireArticleType(app.db, request.params.id)),
  );

  app.post(
    '/content/articleType',
    {
      config: logged('content:articleType:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增分类', body: ArticleTypeBody, response: replies(Ok) },
    },
    async (request) => {
      await createArticleType(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.put(
    '/content/articleType',
    {
      config: logged('content:articleType:edit', TITLE, BusinessType.UPDATE),
      schema: {
        tags,
        summary: '修改分类（改上级即移动，未提交的字段不变）',
        body: ArticleTypeUpdateBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await updateArticleType(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.delete(
    '/content/articleType/:id',
    {
      config: logged('content:articleType:remove', TITLE, BusinessType.DELETE),
      schema: {
        tags,
        summary: '删除分类（内置、有下级或有文章的分类不能删除）',
        params: ArticleTypeIdParams,
        response: replies(Ok),
      },
    },
    async (request) => {
      await deleteArticleType(app.db, request.params.id);
      return ok();
    },
  );
};

export default articleTypeRoutes;
