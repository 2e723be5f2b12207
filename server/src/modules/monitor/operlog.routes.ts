import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './operlog.schema.js';
import * as service from './operlog.service.js';

/** RuoYi's operation log (`/monitor/operlog`), newest first. */
const operlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const operlog = crudRoutes(app, {
    path: '/monitor/operlog',
    permission: 'monitor:operlog',
    title: '操作日志',
    id: { name: 'operId', title: '日志编号' },
  });
  operlog.list({
    summary: '操作日志（分页，新的在前）',
    query: schema.OperLogListQuery,
    reply: schema.OperLogTable,
    run: service.listOperLogs,
  });
  operlog.export({
    summary: '导出操作日志',
    filter: schema.OperLogExportQuery,
    sheet: '操作日志',
    run: service.exportOperLogs,
  });
  operlog.clean({
    summary: '清空操作日志',
    run: service.cleanOperLogs,
  });
  operlog.detail({ summary: '操作日志详情', reply: schema.OperLogReply, run: service.operLogDetail });
  operlog.remove({ summary: '删除操作日志', run: service.deleteOperLogs });
};

export default operlogRoutes;
