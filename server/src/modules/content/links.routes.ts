import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  LinkBody,
  LinkDetail,
  LinkExportQuery,
  LinkIdParams,
  LinkIdsParams,
  LinkListQuery,
  LinkTable,
  LinkUpdateBody,
} from './links.schema.js';
import { createLink, deleteLinks, exportLinks, listLinks, requireLink, updateLink } from './links.service.js';

// The footer's friend links as staff keep them (`/content/links`).

const tags = ['content/links'];
const TITLE = '友情链接';

const linksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/links/list',
    {
      config: access('content:links:list'),
      schema: {
        tags,
        summary: '友情链接列表（分页）',
        querystring: LinkListQuery,
        response: replies(LinkTable),
      },
    },
    async (request) => listLinks(app.db, request.query),
  );

  exportRoute(app, {
    url: '/content/links/export',
    config: logged('content:links:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出友情链接',
    filter: LinkExportQuery,
    send: async (filter, reply) => {
      const { columns, rows } = await exportLinks(app.db, filter);
      return sendExcel(reply, '友情链接', columns, rows);
    },
  });

  app.get(
    '/content/links/:id',
    {
      config: access('content:links:query'),
      schema: { tags, summary: '友情链接详情', params: LinkIdParams, response: replies(LinkDetail) },
    },
    async (request) => okData(await requireLink(app.db, request.params.id)),
  );

  app.post(
    '/content/links',
    {
      config: logged('content:links:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增友情链接', body: LinkBody, response: replies(Ok) },
    },
    async (request) => {
      await createLink(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.put(
    '/content/links',
    {
      config: logged('content:links:edit', TITLE, BusinessType.UPDATE),
      schema: {
        tags,
        summary: '修改友情链接（未提交的字段不变）',
        body: LinkUpdateBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await updateLink(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );

  app.delete(
    '/content/links/:ids',
    {
      config: logged('content:links:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除友情链接', params: LinkIdsParams, response: replies(Ok) },
    },
    async (request) => {
      await deleteLinks(app.db, parseIds(request.params.ids));
      return ok();
    },
  );
};

export default linksRoutes;
