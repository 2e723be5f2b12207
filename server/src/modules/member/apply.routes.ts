import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  ApplyDetail,
  ApplyExportQuery,
  ApplyIdParams,
  ApplyListQuery,
  ApplyTable,
  AuditBody,
} from './apply.schema.js';
import {
  APPLY_EXPORT_COLUMNS,
  applicationDetail,
  auditApplication,
  exportApplications,
  listApplications,
} from './apply.service.js';

// Staff's review queue of applications (`/member/apply`, 入会申请).

const tags = ['member/apply'];

const applyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/apply/list',
    {
      config: access('member:apply:list'),
      schema: {
        tags,
        summary: '入会申请列表（分页；证件号码脱敏）',
        querystring: ApplyListQuery,
        response: replies(ApplyTable),
      },
    },
    async (request) => listApplications(app.db, request.query),
  );

  exportRoute(app, {
    url: '/member/apply/export',
    config: logged('member:apply:export', '入会申请', BusinessType.EXPORT),
    tags,
    summary: '导出入会申请（证件号码脱敏）',
    filter: ApplyExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '入会申请', APPLY_EXPORT_COLUMNS, await exportApplications(app.db, filter)),
  });

  app.get(
    '/member/apply/:applyId',
    {
      config: access('member:apply:query'),
      schema: {
        tags,
        summary: '入会申请详情（完整证件号码、附件、进度与缴费）',
        params: ApplyIdParams,
        response: replies(ApplyDetail),
      },
    },
    async (request) => okData(await applicationDetail(app.db, request.params.applyId)),
  );

  app.put(
    '/member/apply/audit',
    {
      config: logged('member:apply:audit', '入会审核', BusinessType.UPDATE),
      schema: {
        tags,
        summary: '审核入会申请（approve 通过 / supplement 要求补充 / reject 驳回）',
        body: AuditBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await auditApplication(app, requireUser(request), request.body);
      return ok();
    },
  );
};

export default applyRoutes;
