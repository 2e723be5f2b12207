import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { sanitizeArticleHtml } from './article-html.js';
import { articleRows, findArticle } from './article.queries.js';
import {
  ArticleBody,
  ArticleExportQuery,
  ArticleIdParams,
  ArticleIdsParams,
  ArticleListQuery,
  ArticleStatusBody,
  ArticleUpdateBody,
} from './article.schema.js';
import { findArticleType } from './article-type.queries.js';
import { dictLabels, yesNoText } from './content-fields.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

// Articles as staff write them. Only published ('0'), not deleted articles reach visitors
// (public.queries.ts); deleting marks the row (delFlag '2') as RuoYi does.

const tags = ['content/article'];
const TITLE = '文章管理';
/** Both bodies at their longest, in UTF-8, with room for the other fields. */
const BODY_LIMIT = 8 * 1024 * 1024;

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleRows>['execute']>>[number];

function exportColumns(statusLabels: Map<string, string>): ExcelColumn<ArticleRow>[] {
  return [
    { header: '文章编号', key: 'id' },
    { header: '所属分类', key: 'typeName', width: 16 },
    { header: '文章标题', key: 'articleName', width: 40 },
    { header: '英文标题', key: 'articleEsName', width: 40 },
    { header: '作者', key: 'author' },
    { header: '来源', key: 'source', width: 16 },
    { header: '发布时间', key: 'publishTime', width: 20 },
    {
      header: '发布状态',
      key: 'status',
      format: (value) => statusLabels.get(String(value)) ?? String(value),
    },
    { header: '是否置顶', key: 'isTop', format: yesNoText },
    { header: '浏览量', key: 'viewCount' },
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
}

/** The stored form of the fields sent: title trimmed, HTML sanitised, an empty time as none. */
function cleaned<T extends Partial<Static<typeof ArticleBody>>>(body: T) {
  return {
    ...body,
    ...(body.articleName !== undefined ? { articleName: body.articleName.trim() } : {}),
    ...(body.content !== undefined ? { content: sanitizeArticleHtml(body.content) } : {}),
    ...(body.contentEs !== undefined ? { contentEs: sanitizeArticleHtml(body.contentEs) } : {}),
    ...(body.publishTime !== undefined ? { publishTime: body.publishTime || null } : {}),
  };
}

async function requireType(db: Kysely<Database>, typeId: number) {
  if (!(await findArticleType(db, typeId))) throw badRequest('所属分类不存在');
}

async function requireArticle(db: Kysely<Database>, id: number) {
  const article = await findArticle(db, id);
  if (!article) throw notFound('文章不存在');
  return article;
}

/** A published article always has a publish time: the moment of publishing unless one was set. */
const publishTimeOf = (status: string, publishTime: string | null) =>
  status === '0' && !publishTime ? formatTime() : publishTime;

const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/article/list',
    {
      config: access('content:article:list'),
      schema: { tags, summary: '文章列表（分页，不含正文）', querystring: ArticleListQuery },
    },
    async (request) => tablePage(articleRows(app.db, request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/content/article/export',
    config: logged('content:article:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出文章',
    filter: ArticleExportQuery,
    send: async (filter, reply) =>
      sendExcel(
        reply,
        '文章数据',
        exportColumns(await dictLabels(app.db, 'bll_article_status')),
        await exportRows(articleRows(app.db, filter)),
      ),
  });

  app.get(
    '/content/article/:id',
    {
      config: access('content:article:query'),
      schema: { tags, summary: '文章详情（含中英文正文）', params: ArticleIdParams },
    },
    async (request) => okData(await requireArticle(app.db, request.params.id)),
  );

  app.post(
    '/content/article',
    {
      bodyLimit: BODY_LIMIT,
      config: logged('content:article:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增文章（正文保存前清理）', body: ArticleBody },
    },
    async (request) => {
      const user = requireUser(request);
      const article = cleaned(request.body);
      const status = article.status ?? '1';
      await app.db.transaction().execute(async (trx) => {
        await requireType(trx, article.typeId);
        await trx
          .insertInto('bllArticle')
          .values({
            ...article,
            status,
            publishTime: publishTimeOf(status, article.publishTime ?? null),
            createBy: user.userName,
            createTime: formatTime(),
          })
          .execute();
      });
      return ok();
    },
  );

  app.put(
    '/content/article',
    {
      bodyLimit: BODY_LIMIT,
      config: logged('content:article:edit', TITLE, BusinessType.UPDATE),
      schema: { tags, summary: '修改文章（未提交的字段不变）', body: ArticleUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, ...body } = request.body;
      const article = cleaned(body);
      await app.db.transaction().execute(async (trx) => {
        const current = await requireArticle(trx, id);
        await requireType(trx, article.typeId);
        const status = article.status ?? current.status;
        const publishTime = article.publishTime !== undefined ? article.publishTime : current.publishTime;
        await trx
          .updateTable('bllArticle')
          .set({
            ...article,
            publishTime: publishTimeOf(status, publishTime),
            updateBy: user.userName,
            updateTime: formatTime(),
          })
          .where('id', '=', id)
          .execute();
      });
      return ok();
    },
  );

  app.put(
    '/content/article/changeStatus',
    {
      config: logged('content:article:edit', TITLE, BusinessType.UPDATE),
      schema: { tags, summary: '发布或撤回文章', body: ArticleStatusBody },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, status } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await requireArticle(trx, id);
        await trx
          .updateTable('bllArticle')
          .set({
            status,
            publishTime: publishTimeOf(status, current.publishTime),
            updateBy: user.userName,
            updateTime: formatTime(),
          })
          .where('id', '=', id)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/content/article/:ids',
    {
      config: logged('content:article:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除文章', params: ArticleIdsParams },
    },
    async (request) => {
      const user = requireUser(request);
      const ids = parseIds(request.params.ids);
      await app.db
        .updateTable('bllArticle')
        .set({ delFlag: '2', updateBy: user.userName, updateTime: formatTime() })
        .where('id', 'in', ids)
        .where('delFlag', '=', '0')
        .execute();
      return ok();
    },
  );
};

export default articleRoutes;
