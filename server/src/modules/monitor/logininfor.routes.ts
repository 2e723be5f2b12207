import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientInfo } from '../../http/client-info.js';
import { ok } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  InfoIdsParams,
  LoginLogExportQuery,
  LoginLogListQuery,
  LoginLogTable,
  UnlockParams,
} from './logininfor.schema.js';
import {
  cleanLoginLogs,
  deleteLoginLogs,
  exportLoginLogs,
  listLoginLogs,
  LOGIN_LOG_EXPORT_COLUMNS,
  unlockAccount,
} from './logininfor.service.js';

const tags = ['monitor/logininfor'];
const TITLE = '登录日志';

/** RuoYi's login log (`/monitor/logininfor`), newest first, and the account unlock. */
const logininforRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/monitor/logininfor/list',
    {
      config: access('monitor:logininfor:list'),
      schema: {
        tags,
        summary: '登录日志（分页，新的在前）',
        querystring: LoginLogListQuery,
        response: replies(LoginLogTable),
      },
    },
    async (request) => listLoginLogs(app.db, request.query),
  );

  exportRoute(app, {
    url: '/monitor/logininfor/export',
    config: logged('monitor:logininfor:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出登录日志',
    filter: LoginLogExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '登录日志', LOGIN_LOG_EXPORT_COLUMNS, await exportLoginLogs(app.db, filter)),
  });

  app.delete(
    '/monitor/logininfor/clean',
    {
      config: logged('monitor:logininfor:remove', TITLE, BusinessType.CLEAN),
      schema: { tags, summary: '清空登录日志', response: replies(Ok) },
    },
    async () => {
      await cleanLoginLogs(app.db);
      return ok();
    },
  );

  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: logged('monitor:logininfor:unlock', '账户解锁', BusinessType.OTHER),
      schema: { tags, summary: '解锁账户（密码错误次数清零）', params: UnlockParams, response: replies(Ok) },
    },
    async (request) => {
      await unlockAccount(
        app.db,
        request.params.userName,
        requireUser(request).userName,
        clientInfo(request),
      );
      return ok();
    },
  );

  app.delete(
    '/monitor/logininfor/:infoIds',
    {
      config: logged('monitor:logininfor:remove', TITLE, BusinessType.DELETE),
      schema: { tags, summary: '删除登录日志', params: InfoIdsParams, response: replies(Ok) },
    },
    async (request) => {
      await deleteLoginLogs(app.db, parseIds(request.params.infoIds));
      return ok();
    },
  );
};

export default logininforRoutes;
