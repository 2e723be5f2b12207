import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { isHttpUrl, statusText } from './content-fields.js';
import { findLink, linkRows } from './links.queries.js';
import {
  LinkBody,
  LinkExportQuery,
  LinkIdParams,
  LinkIdsParams,
  LinkListQuery,
  LinkUpdateBody,
} from './links.schema.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

const tags = ['content/links'];
const TITLE = '友情链接';

type LinkRow = Awaited<ReturnType<ReturnType<typeof linkRows>['execute']>>[number];

const exportColumns: ExcelColumn<LinkRow>[] = [
  { header: '链接编号', key: 'id' },
  { header: '链接名称', key: 'linkName', width: 30 },
  { header: '英文名称', key: 'linkEsName', width: 40 },
  { header: '链接地址', key: 'linkUrl', width: 40 },
  { header: '显示排序', key: 'sort' },
  { header: '状态', key: 'status', format: statusText },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

/** The fields sent, name and address trimmed; the address must leave for another site. */
function cleaned<T extends { linkName: string; linkUrl: string }>(body: T): T {
  const linkUrl = body.linkUrl.trim();
  if (!isHttpUrl(linkUrl)) throw badRequest('链接地址必须以 http:// 或 https:// 开头');
  return { ...body, linkName: body.linkName.trim(), linkUrl };
}

/** The footer's friend links (`/content/links`). */
const linksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/links/list',
    {
      config: access('content:links:list'),
      schema: { tags, summary: '友情链接列表（分页）', querystring: LinkListQuery },
    },
    async (request) => tablePage(linkRows(app.db, request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/content/links/export',
    config: logged('content:links:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出友情链接',
    filter: LinkExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '友情链接', exportColumns, await exportRows(linkRows(app.db, filter))),
  });

  app.get(
    '/content/links/:id',
    {
      config: access('content:links:query'),
      schema: { tags, summary: '友情链接详情', params: LinkIdParams },
    },
    async (request) => {
      const row = await findLink(app.db, request.params.id);
      if (!row) throw notFound('友情链接不存在');
      return okData(row);
    },
  );

  app.post(
    '/content/links',
    {
      config: logged('content:links:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增友情链接', body: LinkBody },
    },
    async (request) => {
      const user = requireUser(request);
      await app.db
        .insertInto('bllLinks')
        .values({ ...cleaned(request.body), createBy: user.userName, createTime: formatTime() })
        .execute();
      return ok();
    },
  );

  app.put(
    '/content/links',
    {
      config: logged('content:links:edit', TITLE, BusinessType.UPDATE),
      schema: { tags, summary: '修改友情链接（未提交的字段不变）', body: LinkUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, ...body } = cleaned(request.body);
      await app.db.transaction().execute(async (trx) => {
        if (!(await findLink(trx, id))) throw notFound('友情链接不存在');
        await trx
          .updateTable('bllLinks')
          .set({ ...body, updateBy: user.userName, updateTime: formatTime() })
          .where('id', '=', id)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/content/links/:ids',
    {
      config: logged('content:links:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除友情链接', params: LinkIdsParams },
    },
    async (request) => {
      await app.db.deleteFrom('bllLinks').where('id', 'in', parseIds(request.params.ids)).execute();
      return ok();
    },
  );
};

export default linksRoutes;
