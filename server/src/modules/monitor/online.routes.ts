import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, table } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import { revokeSession } from '../auth/session.service.js';
import { containsText } from '../../db/contains-text.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { OnlineQuery, TokenParams } from './monitor.schema.js';

const tags = ['monitor/online'];

/** RuoYi's online users: the live sys_session rows; forced logout deletes the row. */
const onlineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/monitor/online/list',
    {
      config: { access: { permission: 'monitor:online:list' } },
      schema: { tags, summary: '在线用户（不分页）', querystring: OnlineQuery },
    },
    async (request) => {
      let query = app.db
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.userId', 's.userId')
        .select([
          's.sessionId as tokenId',
          'u.userName',
          's.ipaddr',
          's.loginLocation',
          's.browser',
          's.os',
          's.loginTime',
          's.lastAccessTime',
        ])
        .where('s.expiresAt', '>', formatTime());
      if (request.query.ipaddr) query = query.where(containsText('s.ipaddr', request.query.ipaddr));
      if (request.query.userName) query = query.where(containsText('u.userName', request.query.userName));
      const rows = await query.orderBy('s.loginTime', 'desc').limit(1000).execute();
      return table(
        rows.map((row) => ({ ...row, deptName: '' })),
        rows.length,
      );
    },
  );

  app.delete(
    '/monitor/online/:tokenId',
    {
      config: {
        access: { permission: 'monitor:online:forceLogout' },
        operLog: { title: '在线用户', businessType: BusinessType.FORCE },
      },
      schema: { tags, summary: '强退用户（删除其会话，令牌立即失效）', params: TokenParams },
    },
    async (request) => {
      await revokeSession(app.db, request.params.tokenId);
      return ok();
    },
  );
};

export default onlineRoutes;
