import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { CONFIG_COLUMNS, type ConfigFilterInput, configQuery, findConfigByKey } from './config.queries.js';
import {
  ConfigBody,
  ConfigExportQuery,
  ConfigIdParams,
  ConfigIdsParams,
  ConfigKeyParams,
  ConfigListQuery,
  ConfigUpdateBody,
} from './config.schema.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

const tags = ['system/config'];
const TITLE = '参数管理';

interface ConfigRow {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  createTime: string | null;
  remark: string;
}

const exportColumns: ExcelColumn<ConfigRow>[] = [
  { header: '参数主键', key: 'configId' },
  { header: '参数名称', key: 'configName', width: 30 },
  { header: '参数键名', key: 'configKey', width: 30 },
  { header: '参数键值', key: 'configValue', width: 30 },
  { header: '系统内置', key: 'configType', format: (value) => (value === 'Y' ? '是' : '否') },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

/**
 * RuoYi's parameter settings (`/system/config`). Settings are read from the database on every use,
 * so there is no cache to refresh.
 */
const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  /** What the list and the export read: the filtered settings in id order. */
  const rowsOf = (filter: ConfigFilterInput) =>
    configQuery(app.db, filter).select(CONFIG_COLUMNS).orderBy('configId');

  app.get(
    '/system/config/list',
    {
      config: { access: { permission: 'system:config:list' } },
      schema: { tags, summary: '参数列表（分页）', querystring: ConfigListQuery },
    },
    async (request) => tablePage(rowsOf(request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/system/config/export',
    config: {
      access: { permission: 'system:config:export' },
      operLog: { title: TITLE, businessType: BusinessType.EXPORT },
    },
    tags,
    summary: '导出参数',
    filter: ConfigExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '参数数据', exportColumns, await exportRows(rowsOf(filter))),
  });

  app.get(
    '/system/config/configKey/:configKey',
    { schema: { tags, summary: '按键名读取参数值（值在 msg 中）', params: ConfigKeyParams } },
    async (request) => {
      const row = await app.db
        .selectFrom('sysConfig')
        .select('configValue')
        .where('configKey', '=', request.params.configKey)
        .executeTakeFirst();
      return ok({}, row?.configValue ?? '');
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: {
        access: { permission: 'system:config:remove' },
        operLog: { title: TITLE, businessType: BusinessType.CLEAN },
      },
      schema: { tags, summary: '刷新参数缓存（参数每次从数据库读取，无缓存）' },
    },
    async () => ok(),
  );

  app.get(
    '/system/config/:configId',
    {
      config: { access: { permission: 'system:config:query' } },
      schema: { tags, summary: '参数详情', params: ConfigIdParams },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('sysConfig')
        .select(CONFIG_COLUMNS)
        .where('configId', '=', request.params.configId)
        .executeTakeFirst();
      if (!row) throw notFound('参数不存在');
      return okData(row);
    },
  );

  app.post(
    '/system/config',
    {
      config: {
        access: { permission: 'system:config:add' },
        operLog: { title: TITLE, businessType: BusinessType.INSERT },
      },
      schema: { tags, summary: '新增参数', body: ConfigBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const configKey = body.configKey.trim();
      await app.db.transaction().execute(async (trx) => {
        if (await findConfigByKey(trx, configKey)) {
          throw badRequest(`新增参数'${body.configName}'失败，参数键名已存在`);
        }
        await trx
          .insertInto('sysConfig')
          .values({
            configName: body.configName.trim(),
            configKey,
            configValue: body.configValue,
            configType: body.configType ?? 'N',
            remark: body.remark ?? '',
            createBy: user.userName,
            createTime: formatTime(),
          })
          .execute();
      });
      return ok();
    },
  );

  app.put(
    '/system/config',
    {
      config: {
        access: { permission: 'system:config:edit' },
        operLog: { title: TITLE, businessType: BusinessType.UPDATE },
      },
      schema: { tags, summary: '修改参数', body: ConfigUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const configKey = body.configKey.trim();
      await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('sysConfig')
          .select('configId')
          .where('configId', '=', body.configId)
          .executeTakeFirst();
        if (!current) throw notFound('参数不存在');
        const sameKey = await findConfigByKey(trx, configKey);
        if (sameKey && sameKey.configId !== body.configId) {
          throw badRequest(`修改参数'${body.configName}'失败，参数键名已存在`);
        }
        await trx
          .updateTable('sysConfig')
          .set({
            configName: body.configName.trim(),
            configKey,
            configValue: body.configValue,
            ...(body.configType ? { configType: body.configType } : {}),
            ...(body.remark !== undefined ? { remark: body.remark } : {}),
            updateBy: user.userName,
            updateTime: formatTime(),
          })
          .where('configId', '=', body.configId)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/system/config/:configIds',
    {
      config: {
        access: { permission: 'system:config:remove' },
        operLog: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, summary: '删除参数（内置参数不能删除）', params: ConfigIdsParams },
    },
    async (request) => {
      const ids = parseIds(request.params.configIds);
      await app.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('sysConfig')
          .select(['configKey', 'configType'])
          .where('configId', 'in', ids)
          .execute();
        const builtIn = rows.find((row) => row.configType === 'Y');
        if (builtIn) throw badRequest(`内置参数【${builtIn.configKey}】不能删除`);
        await trx.deleteFrom('sysConfig').where('configId', 'in', ids).execute();
      });
      return ok();
    },
  );
};

export default configRoutes;
