import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientInfo } from '../../http/client-info.js';
import { ok } from '../../http/envelope.js';
import { logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { logRoutes } from './log-routes.js';
import * as schema from './logininfor.schema.js';
import * as service from './logininfor.service.js';

/** RuoYi's login log (`/monitor/logininfor`), newest first, and the account unlock. */
const logininforRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = {
    path: '/monitor/logininfor',
    title: '登录日志',
    id: { name: 'infoId', title: '访问编号' },
  };
  logRoutes(app, resource, {
    query: schema.LoginLogListQuery,
    filter: schema.LoginLogExportQuery,
    table: schema.LoginLogTable,
    answers: service.loginLogAnswers,
  });

  // The unlock reads the caller's address, which a service does not see.
  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: logged('monitor:logininfor:unlock', '账户解锁', BusinessType.OTHER),
      schema: {
        tags: ['monitor/logininfor'],
        summary: '解锁账户（密码错误次数清零）',
        params: schema.UnlockParams,
        response: replies(Ok),
      },
    },
    async (request) => {
      await service.unlockAccount(
        app.db,
        request.params.userName,
        requireUser(request).userName,
        clientInfo(request),
      );
      return ok();
    },
  );
};

export default logininforRoutes;
