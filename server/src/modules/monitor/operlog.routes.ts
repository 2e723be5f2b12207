import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logRoutes } from './log-routes.js';
import * as schema from './operlog.schema.js';
import * as service from './operlog.service.js';

/** RuoYi's operation log (`/monitor/operlog`), newest first. */
const operlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = { path: '/monitor/operlog', title: '操作日志', id: { name: 'operId', title: '日志编号' } };
  logRoutes(app, resource, {
    query: schema.OperLogListQuery,
    filter: schema.OperLogExportQuery,
    table: schema.OperLogTable,
    answers: service.operLogAnswers,
    detail: { reply: schema.OperLogReply, run: service.operLogDetail },
  });
};

export default operlogRoutes;
