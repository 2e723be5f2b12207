import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { importRoutes } from '../../http/excel-import.js';
import { readRoutes } from '../../http/read-route.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { formRoute } from '../workflow/form-route.js';
import { offeringRoutes } from '../workflow/offering.routes.js';
import * as schema from './evaluate.schema.js';
import * as applications from './application.service.js';
import * as programs from './program.service.js';
import { resultImport, resultTemplate } from './result-import.service.js';

// Ability evaluation (能力评价): the public programmes, applying and one's applications under
// `/api/evaluate`; staff's `/evaluate/program`, `/evaluate/apply` and `/evaluate/result`.

const tags = ['evaluate'];

const evaluateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = readRoutes(app, { tags });

  const origin = app.config.siteUrl;

  read('/api/evaluate/programs', {
    access: 'public',
    summary: '已发布的评价项目（是否在报名时间内）与收款账户',
    reply: schema.PublicPrograms,
    run: () => programs.publicPrograms(app.db),
  });

  formRoute(
    app,
    '/api/evaluate/apply',
    {
      tags,
      summary: '申请能力评价（待补充时带 applyId 重新提交；有费用的项目须附转账凭证）',
      body: schema.ApplyForm,
      reply: schema.ApplyAnswer,
    },
    (user, form) => applications.submitApplication(app.db, user, form),
  );

  read('/api/evaluate/mine', {
    access: 'user',
    summary: '我的能力评价申请（状态、进度、成绩与证书）',
    reply: schema.MyApplications,
    run: (request) => applications.myApplications(app.db, requireUser(request), origin),
  });

  offeringRoutes(app, {
    path: '/evaluate/program',
    schema,
    names: 'Program',
    service: programs.programOffering,
  });

  const apply = crudRoutes(app, {
    path: '/evaluate/apply',
    permission: 'evaluate:apply',
    title: '评价申请',
    id: { name: 'applyId', title: '申请编号' },
  });
  apply.list({
    summary: '评价申请列表（分页）',
    query: schema.ApplyListQuery,
    reply: schema.ApplyTable,
    run: applications.listApplications,
  });
  apply.export({
    summary: '导出评价申请',
    filter: schema.ApplyExportQuery,
    run: applications.exportApplications,
  });
  apply.detail({
    summary: '评价申请详情（含材料、进度与证书）',
    reply: schema.ApplyDetail,
    run: (db, applyId) => applications.applicationDetail(db, applyId, origin),
  });
  apply.audit({
    summary: '审核评价申请（通过进入待考试 / 要求补充 / 驳回，短信通知）',
    body: schema.AuditBody,
    run: (_db, input, staff) => applications.auditApplication(app, input, staff),
  });

  const result = crudRoutes(app, {
    path: '/evaluate/result',
    permission: 'evaluate:apply',
    title: '评价成绩',
  });
  result.action('PUT', '', {
    summary: '录入考试成绩（通过即颁发证书，短信通知）',
    can: 'result',
    log: BusinessType.UPDATE,
    body: schema.ResultBody,
    reply: schema.ResultAnswer,
    run: (_db, input, staff) => applications.recordOneResult(app, input, staff),
  });
  await app.register(
    importRoutes({
      path: '/evaluate/result',
      tag: 'evaluate/result',
      permission: 'evaluate:apply:result',
      title: '评价成绩',
      templateName: '成绩导入模板',
      summary: '从 Excel 导入考试成绩（multipart 字段 file；有错误的行全部列出，整批不导入）',
      template: resultTemplate,
      run: resultImport(app),
    }),
  );
};

export default evaluateRoutes;
