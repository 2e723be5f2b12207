import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './apply.schema.js';
import * as service from './apply.service.js';

// Staff's review queue of applications (`/member/apply`, 入会申请).

const applyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const apply = crudRoutes(app, {
    path: '/member/apply',
    permission: 'member:apply',
    title: '入会申请',
    id: { name: 'applyId', title: '申请编号' },
  });
  apply.list({
    summary: '入会申请列表（分页；证件号码脱敏）',
    query: schema.ApplyListQuery,
    reply: schema.ApplyTable,
    run: service.listApplications,
  });
  apply.export({
    summary: '导出入会申请（证件号码脱敏）',
    filter: schema.ApplyExportQuery,
    run: service.exportApplications,
  });
  apply.detail({
    summary: '入会申请详情（完整证件号码、附件、进度与缴费）',
    reply: schema.ApplyDetail,
    run: service.applicationDetail,
  });
  apply.audit({
    summary: '审核入会申请（approve 通过 / supplement 要求补充 / reject 驳回）',
    title: '入会审核',
    body: schema.AuditBody,
    // The decision is told to the applicant by SMS, which needs the app.
    run: (_db, input, staff) => service.auditApplication(app, input, staff),
  });
};

export default applyRoutes;
