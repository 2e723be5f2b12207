import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './article-type.schema.js';
import * as service from './article-type.service.js';

// The public menu tree as staff edit it (`/content/articleType`).

const articleTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const type = crudRoutes(app, {
    path: '/content/articleType',
    title: '文章分类',
    name: '分类',
    id: { name: 'id', title: '分类编号' },
  });

  type.read('/list', {
    summary: '分类列表（全部，平铺）',
    can: 'list',
    query: schema.ArticleTypeListQuery,
    reply: schema.ArticleTypeRows,
    run: service.listArticleTypes,
  });
  // Article forms pick their type here; the type page builds its parent picker from its list.
  type.read('/treeselect', {
    summary: '分类下拉树',
    can: 'content:article:list',
    reply: schema.ArticleTypeTreeSelect,
    run: service.articleTypeTreeSelect,
  });
  type.export({
    filter: schema.ArticleTypeListQuery,
    sheet: '分类数据',
    run: service.exportArticleTypes,
  });
  type.detail({ reply: schema.ArticleTypeDetail, run: service.requireArticleType });
  type.add({ body: schema.ArticleTypeBody, run: service.createArticleType });
  type.edit({
    summary: '修改分类（改上级即移动，未提交的字段不变）',
    body: schema.ArticleTypeUpdateBody,
    run: service.updateArticleType,
  });
  type.removeOne({
    summary: '删除分类（内置、有下级或有文章的分类不能删除）',
    run: service.deleteArticleType,
  });
};

export default articleTypeRoutes;
