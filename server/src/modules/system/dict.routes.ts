import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  DICT_DATA_COLUMNS,
  DICT_TYPE_COLUMNS,
  type DictDataFilterInput,
  type DictTypeFilterInput,
  dictDataQuery,
  dictTypeQuery,
  findDictTypeByName,
} from './dict.queries.js';
import {
  DictCodeParams,
  DictCodesParams,
  DictDataBody,
  DictDataExportQuery,
  DictDataListQuery,
  DictDataUpdateBody,
  DictIdParams,
  DictIdsParams,
  DictTypeBody,
  DictTypeExportQuery,
  DictTypeListQuery,
  DictTypeParams,
  DictTypeUpdateBody,
} from './dict.schema.js';
import { pagingOf, parseIds } from '../../http/schemas.js';

const TYPE_TITLE = '字典类型';
const DATA_TITLE = '字典数据';
const statusText = (value: unknown) => (value === '1' ? '停用' : '正常');

interface TypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  createTime: string | null;
  remark: string;
}
const typeColumns: ExcelColumn<TypeRow>[] = [
  { header: '字典主键', key: 'dictId' },
  { header: '字典名称', key: 'dictName', width: 24 },
  { header: '字典类型', key: 'dictType', width: 24 },
  { header: '状态', key: 'status', format: statusText },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

interface DataRow {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  isDefault: string;
  status: string;
  createTime: string | null;
  remark: string;
}
const dataColumns: ExcelColumn<DataRow>[] = [
  { header: '字典编码', key: 'dictCode' },
  { header: '字典排序', key: 'dictSort' },
  { header: '字典标签', key: 'dictLabel', width: 20 },
  { header: '字典键值', key: 'dictValue', width: 20 },
  { header: '字典类型', key: 'dictType', width: 24 },
  { header: '是否默认', key: 'isDefault', format: (value) => (value === 'Y' ? '是' : '否') },
  { header: '状态', key: 'status', format: statusText },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

/** RuoYi's dictionaries: `/system/dict/type` and `/system/dict/data`. */
const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  /** What the lists and the exports read: the filtered types in id order, the data in their order. */
  const typeRows = (filter: DictTypeFilterInput) =>
    dictTypeQuery(app.db, filter).select(DICT_TYPE_COLUMNS).orderBy('dictId');
  const dataRows = (filter: DictDataFilterInput) =>
    dictDataQuery(app.db, filter).select(DICT_DATA_COLUMNS).orderBy('dictSort').orderBy('dictCode');

  // ---- dictionary types ----
  const typeTags = ['system/dict/type'];

  app.get(
    '/system/dict/type/list',
    {
      config: access('system:dict:list'),
      schema: { tags: typeTags, summary: '字典类型列表（分页）', querystring: DictTypeListQuery },
    },
    async (request) => tablePage(typeRows(request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/system/dict/type/export',
    config: logged('system:dict:export', TYPE_TITLE, BusinessType.EXPORT),
    tags: typeTags,
    summary: '导出字典类型',
    filter: DictTypeExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '字典类型', typeColumns, await exportRows(typeRows(filter))),
  });

  app.get(
    '/system/dict/type/optionselect',
    {
      config: access('system:dict:query'),
      schema: { tags: typeTags, summary: '全部字典类型（下拉选项）' },
    },
    async () =>
      okData(await app.db.selectFrom('sysDictType').select(DICT_TYPE_COLUMNS).orderBy('dictId').execute()),
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: logged('system:dict:remove', TYPE_TITLE, BusinessType.CLEAN),
      schema: { tags: typeTags, summary: '刷新字典缓存（字典每次从数据库读取，无缓存）' },
    },
    async () => ok(),
  );

  app.get(
    '/system/dict/type/:dictId',
    {
      config: access('system:dict:query'),
      schema: { tags: typeTags, summary: '字典类型详情', params: DictIdParams },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('sysDictType')
        .select(DICT_TYPE_COLUMNS)
        .where('dictId', '=', request.params.dictId)
        .executeTakeFirst();
      if (!row) throw notFound('字典类型不存在');
      return okData(row);
    },
  );

  app.post(
    '/system/dict/type',
    {
      config: logged('system:dict:add', TYPE_TITLE, BusinessType.INSERT),
      schema: { tags: typeTags, summary: '新增字典类型', body: DictTypeBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await app.db.transaction().execute(async (trx) => {
        if (await findDictTypeByName(trx, body.dictType)) {
          throw badRequest(`新增字典'${body.dictName}'失败，字典类型已存在`);
        }
        await trx
          .insertInto('sysDictType')
          .values({
            dictName: body.dictName.trim(),
            dictType: body.dictType,
            status: body.status ?? '0',
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
    '/system/dict/type',
    {
      config: logged('system:dict:edit', TYPE_TITLE, BusinessType.UPDATE),
      schema: { tags: typeTags, summary: '修改字典类型（改名时同步其字典数据）', body: DictTypeUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('sysDictType')
          .select(['dictId', 'dictType'])
          .where('dictId', '=', body.dictId)
          .executeTakeFirst();
        if (!current) throw notFound('字典类型不存在');
        const same = await findDictTypeByName(trx, body.dictType);
        if (same && same.dictId !== body.dictId) {
          throw badRequest(`修改字典'${body.dictName}'失败，字典类型已存在`);
        }
        const now = formatTime();
        if (current.dictType !== body.dictType) {
          await trx
            .updateTable('sysDictData')
            .set({ dictType: body.dictType, updateBy: user.userName, updateTime: now })
            .where('dictType', '=', current.dictType)
            .execute();
        }
        await trx
          .updateTable('sysDictType')
          .set({
            dictName: body.dictName.trim(),
            dictType: body.dictType,
            ...(body.status ? { status: body.status } : {}),
            ...(body.remark !== undefined ? { remark: body.remark } : {}),
            updateBy: user.userName,
            updateTime: now,
          })
          .where('dictId', '=', body.dictId)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: logged('system:dict:remove', TYPE_TITLE, BusinessType.DELETE),
      schema: { tags: typeTags, summary: '删除字典类型（仍有数据的类型不能删除）', params: DictIdsParams },
    },
    async (request) => {
      const ids = parseIds(request.params.dictIds);
      await app.db.transaction().execute(async (trx) => {
        const types = await trx
          .selectFrom('sysDictType')
          .select(['dictName', 'dictType'])
          .where('dictId', 'in', ids)
          .execute();
        for (const type of types) {
          const used = await trx
            .selectFrom('sysDictData')
            .select('dictCode')
            .where('dictType', '=', type.dictType)
            .limit(1)
            .executeTakeFirst();
          if (used) throw badRequest(`${type.dictName}已分配,不能删除`);
        }
        await trx.deleteFrom('sysDictType').where('dictId', 'in', ids).execute();
      });
      return ok();
    },
  );

  // ---- dictionary data ----
  const dataTags = ['system/dict/data'];

  app.get(
    '/system/dict/data/list',
    {
      config: access('system:dict:list'),
      schema: { tags: dataTags, summary: '字典数据列表（分页）', querystring: DictDataListQuery },
    },
    async (request) => tablePage(dataRows(request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/system/dict/data/export',
    config: logged('system:dict:export', DATA_TITLE, BusinessType.EXPORT),
    tags: dataTags,
    summary: '导出字典数据',
    filter: DictDataExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '字典数据', dataColumns, await exportRows(dataRows(filter))),
  });

  app.get(
    '/system/dict/data/type/:dictType',
    { schema: { tags: dataTags, summary: '某字典类型的启用数据（任何登录用户）', params: DictTypeParams } },
    async (request) =>
      okData(
        await app.db
          .selectFrom('sysDictData')
          .select(DICT_DATA_COLUMNS)
          .where('dictType', '=', request.params.dictType)
          .where('status', '=', '0')
          .orderBy('dictSort')
          .orderBy('dictCode')
          .execute(),
      ),
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: access('system:dict:query'),
      schema: { tags: dataTags, summary: '字典数据详情', params: DictCodeParams },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('sysDictData')
        .select(DICT_DATA_COLUMNS)
        .where('dictCode', '=', request.params.dictCode)
        .executeTakeFirst();
      if (!row) throw notFound('字典数据不存在');
      return okData(row);
    },
  );

  app.post(
    '/system/dict/data',
    {
      config: logged('system:dict:add', DATA_TITLE, BusinessType.INSERT),
      schema: { tags: dataTags, summary: '新增字典数据', body: DictDataBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await app.db.transaction().execute(async (trx) => {
        if (!(await findDictTypeByName(trx, body.dictType))) {
          throw badRequest(`字典类型'${body.dictType}'不存在`);
        }
        await trx
          .insertInto('sysDictData')
          .values({
            dictSort: body.dictSort ?? 0,
            dictLabel: body.dictLabel.trim(),
            dictValue: body.dictValue,
            dictType: body.dictType,
            cssClass: body.cssClass ?? '',
            listClass: body.listClass ?? '',
            isDefault: body.isDefault ?? 'N',
            status: body.status ?? '0',
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
    '/system/dict/data',
    {
      config: logged('system:dict:edit', DATA_TITLE, BusinessType.UPDATE),
      schema: { tags: dataTags, summary: '修改字典数据', body: DictDataUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('sysDictData')
          .select('dictCode')
          .where('dictCode', '=', body.dictCode)
          .executeTakeFirst();
        if (!current) throw notFound('字典数据不存在');
        if (!(await findDictTypeByName(trx, body.dictType))) {
          throw badRequest(`字典类型'${body.dictType}'不存在`);
        }
        await trx
          .updateTable('sysDictData')
          .set({
            ...(body.dictSort !== undefined ? { dictSort: body.dictSort } : {}),
            dictLabel: body.dictLabel.trim(),
            dictValue: body.dictValue,
            dictType: body.dictType,
            ...(body.cssClass !== undefined ? { cssClass: body.cssClass } : {}),
            ...(body.listClass !== undefined ? { listClass: body.listClass } : {}),
            ...(body.isDefault ? { isDefault: body.isDefault } : {}),
            ...(body.status ? { status: body.status } : {}),
            ...(body.remark !== undefined ? { remark: body.remark } : {}),
            updateBy: user.userName,
            updateTime: formatTime(),
          })
          .where('dictCode', '=', body.dictCode)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: logged('system:dict:remove', DATA_TITLE, BusinessType.DELETE),
      schema: { tags: dataTags, summary: '删除字典数据', params: DictCodesParams },
    },
    async (request) => {
      const ids = parseIds(request.params.dictCodes);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sysDictData').where('dictCode', 'in', ids).execute();
      });
      return ok();
    },
  );
};

export default dictRoutes;
