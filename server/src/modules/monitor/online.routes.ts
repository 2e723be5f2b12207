import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { OnlineQuery, OnlineTable, TokenParams } from './online.schema.js';
import { forceLogout, listOnline } from './online.service.js';

const tags = ['monitor/online'];

/** RuoYi's online users: the live sessions; a forced logout ends one. */
const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/online/list',
    {
      config: access('monitor:online:list'),
      schema: {
        tags,
        summary: '在线用户（不分页）',
        querystring: OnlineQuery,
        response: replies(OnlineTable),
      },
    },
    async (request) => listOnline(app.db, request.query),
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      config: logged('monitor:online:forceLogout', '在线用户', BusinessType.FORCE),
      schema: {
        tags,
        summary: '强退用户（删除其会话，令牌立即失效）',
        params: TokenParams,
        response: replies(Ok),
      },
    },
    async (request) => {
      await forceLogout(app.db, request.params.tokenId);
      return ok();
    },
  );
};

export default onlineRoutes;
