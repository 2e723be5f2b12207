import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { BusinessType } from '../../plugins/operation-log.js';
import * as schema from './online.schema.js';
import * as service from './online.service.js';

/** RuoYi's online users: the live sessions; a forced logout ends one. */
const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const online = crudRoutes(app, {
    path: '/monitor/online',
    title: '在线用户',
  });
  online.list({
    summary: '在线用户（不分页）',
    query: schema.OnlineQuery,
    reply: schema.OnlineTable,
    run: service.listOnline,
  });
  online.action('DELETE', '/:tokenId', {
    summary: '强退用户（删除其会话，令牌立即失效）',
    can: 'forceLogout',
    log: BusinessType.FORCE,
    params: schema.TokenParams,
    run: (db, { tokenId }) => service.forceLogout(db, tokenId),
  });
};

export default onlineRoutes;
