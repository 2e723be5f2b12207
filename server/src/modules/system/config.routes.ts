import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { ok } from '../../http/envelope.js';
import { Ok, replies } from '../../http/schemas.js';
import * as schema from './config.schema.js';
import * as service from './config.service.js';

// RuoYi's parameter settings (`/system/config`).

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = crudRoutes(app, {
    path: '/system/config',
    title: '参数管理',
    name: '参数',
    id: { name: 'configId', title: '参数主键' },
  });

  config.list({
    query: schema.ConfigListQuery,
    reply: schema.ConfigTable,
    run: service.listConfigs,
  });
  config.export({
    filter: schema.ConfigExportQuery,
    sheet: '参数数据',
    run: service.exportConfigs,
  });

  app.get(
    '/system/config/configKey/:configKey',
    {
      schema: {
        tags: ['system/config'],
        summary: '按键名读取参数值（值在 msg 中）',
        params: schema.ConfigKeyParams,
        response: replies(Ok),
      },
    },
    async (request) => ok({}, await service.configValue(app.db, request.params.configKey)),
  );

  config.refreshCache({ summary: '刷新参数缓存（参数每次从数据库读取，无缓存）' });
  config.detail({ reply: schema.ConfigDetail, run: service.configDetail });
  config.add({ body: schema.ConfigBody, run: service.createConfig });
  config.edit({ body: schema.ConfigUpdateBody, run: service.updateConfig });
  config.remove({ summary: '删除参数（内置参数不能删除）', run: service.deleteConfigsById });
};

export default configRoutes;
