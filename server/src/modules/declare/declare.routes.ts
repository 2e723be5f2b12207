import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { readRoutes } from '../../http/read-route.js';
import { IdParams } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import * as calls from './call.service.js';
import { formRoute } from '../workflow/form-route.js';
import { offeringRoutes } from '../workflow/offering.routes.js';
import * as schema from './declare.schema.js';
import * as declarations from './declaration.service.js';

// Declarations (会员申报) and merit rating (评优评先): the open calls, declaring and one's
// declarations, the announcements under `/api/declare`; staff's `/declare/call`, `/declare/apply`
// and `/declare/result`.

const tags = ['declare'];

const declareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = readRoutes(app, { tags });

  read('/api/declare/calls', {
    access: 'public',
    summary: '正在征集的申报通知（已发布、未截止）',
    reply: schema.PublicCalls,
    run: () => calls.openCalls(app.db),
  });

  read('/api/declare/calls/:callId', {
    access: 'optional',
    summary: '申报通知详情（登录时含本人的申报 mine 与能否申报 canDeclare）',
    params: IdParams('callId', '申报通知'),
    reply: schema.PublicCall,
    run: (request) => declarations.publicCall(app.db, request.params.callId, request.currentUser),
  });

  formRoute(
    app,
    '/api/declare/submit',
    {
      tags,
      summary: '提交申报（待补充时带 declareId 重新提交；仅限会员的申报须为本会会员）',
      body: schema.DeclareForm,
      reply: schema.DeclareAnswer,
    },
    (user, form) => declarations.submitDeclaration(app.db, user, form),
  );

  read('/api/declare/mine', {
    access: 'user',
    summary: '我的申报（状态、进度与下一步）',
    reply: schema.MyDeclarations,
    run: (request) => declarations.myDeclarations(app.db, requireUser(request)),
  });
  read('/api/declare/results', {
    access: 'public',
    summary: '评优评先公示：公示中与往届（按年）',
    reply: schema.Results,
    run: () => calls.announcements(app.db),
  });

  offeringRoutes(app, { path: '/declare/call', schema, names: 'Call', service: calls.callOffering });

  const apply = crudRoutes(app, {
    path: '/declare/apply',
    permission: 'declare:apply',
    title: '申报审核',
    id: { name: 'declareId', title: '申报编号' },
  });
  apply.list({
    summary: '申报列表（分页）',
    query: schema.DeclareListQuery,
    reply: schema.DeclareTable,
    run: declarations.listDeclarations,
  });
  apply.export({
    summary: '导出申报',
    filter: schema.DeclareExportQuery,
    sheet: '申报',
    run: declarations.exportDeclarations,
  });
  apply.detail({
    summary: '申报详情（含材料与进度）',
    reply: schema.DeclareDetail,
    run: declarations.declarationDetail,
  });
  apply.audit({
    summary: '审核申报（通过 / 要求补充 / 驳回，短信通知）',
    body: schema.DeclareAuditBody,
    run: (_db, input, staff) => declarations.auditDeclaration(app, input, staff),
  });

  const result = crudRoutes(app, { path: '/declare/result', title: '评优公示' });
  result.action('PUT', '/publish', {
    summary: '发布评优评先公示（已通过的申报，公示天数 1–30）',
    can: 'publish',
    log: BusinessType.UPDATE,
    body: schema.PublishBody,
    run: calls.publishResults,
  });
};

export default declareRoutes;
