import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  OperIdParams,
  OperIdsParams,
  OperLogExportQuery,
  OperLogListQuery,
  OperLogReply,
  OperLogTable,
} from './operlog.schema.js';
import {
  cleanOperLogs,
  deleteOperLogs,
  exportOperLogs,
  listOperLogs,
  OPER_LOG_EXPORT_COLUMNS,
  operLogDetail,
} from './operlog.service.js';

const tags = ['monitor/operlog'];
const TITLE = '操作日志';

/** RuoYi's operation log (`/monitor/operlog`), newest first. */
const operlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/monitor/operlog/list',
    {
      config: access('monitor:operlog:list'),
      schema: {
        tags,
        summary: '操作日志（分页，新的在前）',
        querystring: OperLogListQuery,
        response: replies(OperLogTable),
      },
    },
    async (request) => listOperLogs(app.db, request.query),
  );

  exportRoute(app, {
    url: '/monitor/operlog/export',
    config: logged('monitor:operlog:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出操作日志',
    filter: OperLogExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '操作日志', OPER_LOG_EXPORT_COLUMNS, await exportOperLogs(app.db, filter)),
  });

  app.delete(
    '/monitor/operlog/clean',
    {
      config: logged('monitor:operlog:remove', TITLE, BusinessType.CLEAN),
      schema: { tags, summary: '清空操作日志', response: replies(Ok) },
    },
    async () => {
      await cleanOperLogs(app.db);
      return ok();
    },
  );

  app.get(
    '/monitor/operlog/:operId',
    {
      config: access('monitor:operlog:query'),
      schema: { tags, summary: '操作日志详情', params: OperIdParams, response: replies(OperLogReply) },
    },
    async (request) => okData(await operLogDetail(app.db, request.params.operId)),
  );

  app.delete(
    '/monitor/operlog/:operIds',
    {
      config: logged('monitor:operlog:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除操作日志', params: OperIdsParams, response: replies(Ok) },
    },
    async (request) => {
      await deleteOperLogs(app.db, parseIds(request.params.operIds));
      return ok();
    },
  );
};

export default operlogRoutes;
