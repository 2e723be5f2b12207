import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { badRequest, ok } from '../../http/envelope.js';
import { readRoute } from '../../http/read-route.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import * as schema from './notice.schema.js';
import * as service from './notice.service.js';

// RuoYi's notices (`/system/notice`): staff CRUD, the navbar bell of every logged-in person
// (RuoYi 3.9's listTop, markRead, markReadAll), and the public site's read of the normal ones.

/** Both bodies at their longest, in UTF-8, with room for the other fields. */
const BODY_LIMIT = 2 * 1024 * 1024;

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notice = crudRoutes(app, {
    path: '/system/notice',
    title: '通知公告',
    id: { name: 'noticeId', title: '公告ID' },
  });
  const tags = ['system/notice'];

  notice.list({
    summary: '通知公告列表（分页，不含正文）',
    query: schema.NoticeListQuery,
    reply: schema.NoticeTable,
    run: service.listNotices,
  });

  notice.list({
    url: '/readUsers/list',
    summary: '公告的已读用户（分页，按登录名称或用户名称搜索）',
    query: schema.ReadUsersQuery,
    reply: schema.ReadUsersTable,
    run: service.listReadUsers,
  });

  app.get(
    '/system/notice/listTop',
    {
      schema: {
        tags,
        summary: '导航栏铃铛：最新五条正常公告（含本人是否已读）与未读总数',
        response: replies(schema.TopNotices),
      },
    },
    async (request) => service.topNotices(app.db, requireUser(request)),
  );
  app.post(
    '/system/notice/markRead',
    {
      schema: {
        tags,
        summary: '本人标记一条公告已读（noticeId 在查询串或 JSON 正文中）',
        querystring: schema.MarkReadInput,
        body: schema.MarkReadInput,
        response: replies(Ok),
      },
      // RuoYi-Vue3 posts no body at all: validate it as an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const noticeId = request.query.noticeId ?? request.body.noticeId;
      if (noticeId === undefined) throw badRequest('公告ID不能为空');
      await service.markNoticeRead(app.db, noticeId, requireUser(request));
      return ok();
    },
  );
  app.post(
    '/system/notice/markReadAll',
    {
      schema: {
        tags,
        summary: '本人标记公告已读：ids 所列的，未给 ids 时全部',
        querystring: schema.MarkReadAllQuery,
        response: replies(Ok),
      },
    },
    async (request) => {
      await service.markNoticesRead(app.db, request.query, requireUser(request));
      return ok();
    },
  );

  notice.detail({ reply: schema.NoticeDetail, run: service.noticeDetail });
  notice.add({
    summary: '新增通知公告（正文保存前清洗）',
    bodyLimit: BODY_LIMIT,
    body: schema.NoticeBody,
    run: service.createNotice,
  });
  notice.edit({
    summary: '修改通知公告（正文保存前清洗）',
    bodyLimit: BODY_LIMIT,
    body: schema.NoticeUpdateBody,
    run: service.updateNotice,
  });
  notice.remove({ run: service.deleteNoticesById });

  const site = { config: { access: 'public' as const } };
  app.get(
    '/api/bll/notice/list',
    {
      ...site,
      schema: {
        tags: ['site'],
        summary: '网站通知公告：正常状态的公告（分页，最新在前）',
        querystring: schema.PublicNoticeQuery,
        response: replies(schema.PublicNoticePage),
      },
    },
    async (request) => service.publicNotices(app.db, request.query),
  );
  readRoute(app, '/api/bll/notice/:noticeId', {
    access: 'public',
    tags: ['site'],
    summary: '网站通知公告详情（仅正常状态）',
    params: schema.PublicNoticeParams,
    reply: schema.PublicNoticeAnswer,
    run: (request) => service.publicNotice(app.db, request.params.noticeId),
  });
};

export default noticeRoutes;
