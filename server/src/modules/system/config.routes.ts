import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  ConfigBody,
  ConfigDetail,
  ConfigExportQuery,
  ConfigIdParams,
  ConfigIdsParams,
  ConfigKeyParams,
  ConfigListQuery,
  ConfigTable,
  ConfigUpdateBody,
} from './config.schema.js';
import {
  CONFIG_EXPORT_COLUMNS,
  configDetail,
  configValue,
  createConfig,
  deleteConfigsById,
  exportConfigs,
  listConfigs,
  updateConfig,
} from './config.service.js';

// RuoYi's parameter settings (`/system/config`).

const tags = ['system/config'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '参数管理', businessType);
const done = { response: replies(Ok) };

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/system/config/list',
    {
      config: access('system:config:list'),
      schema: {
        tags,
        summary: '参数列表（分页）',
        querystring: ConfigListQuery,
        response: replies(ConfigTable),
      },
    },
    async (request) => listConfigs(app.db, request.query),
  );

  exportRoute(app, {
    url: '/system/config/export',
    config: logAs('system:config:export', BusinessType.EXPORT),
    tags,
    summary: '导出参数',
    filter: ConfigExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '参数数据', CONFIG_EXPORT_COLUMNS, await exportConfigs(app.db, filter)),
  });

  app.get(
    '/system/config/configKey/:configKey',
    { schema: { tags, summary: '按键名读取参数值（值在 msg 中）', params: ConfigKeyParams, ...done } },
    async (request) => ok({}, await configValue(app.db, request.params.configKey)),
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: logAs('system:config:remove', BusinessType.CLEAN),
      schema: { tags, summary: '刷新参数缓存（参数每次从数据库读取，无缓存）', ...done },
    },
    async () => ok(),
  );

  app.get(
    '/system/config/:configId',
    {
      config: access('system:config:query'),
      schema: { tags, summary: '参数详情', params: ConfigIdParams, response: replies(ConfigDetail) },
    },
    async (request) => okData(await configDetail(app.db, request.params.configId)),
  );

  app.post(
    '/system/config',
    {
      config: logAs('system:config:add', BusinessType.INSERT),
      schema: { tags, summary: '新增参数', body: ConfigBody, ...done },
    },
    async (request) => {
      await createConfig(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/config',
    {
      config: logAs('system:config:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改参数', body: ConfigUpdateBody, ...done },
    },
    async (request) => {
      const { configId, ...input } = request.body;
      await updateConfig(app.db, requireUser(request), configId, input);
      return ok();
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: logAs('system:config:remove', BusinessType.DELETE),
      schema: { tags, summary: '删除参数（内置参数不能删除）', params: ConfigIdsParams, ...done },
    },
    async (request) => {
      await deleteConfigsById(app.db, parseIds(request.params.configIds));
      return ok();
    },
  );
};

export default configRoutes;
