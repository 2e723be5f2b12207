import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  DictCodeParams,
  DictCodesParams,
  DictDataBody,
  DictDataDetail,
  DictDataExportQuery,
  DictDataList,
  DictDataListQuery,
  DictDataTable,
  DictDataUpdateBody,
  DictIdParams,
  DictIdsParams,
  DictTypeBody,
  DictTypeDetail,
  DictTypeExportQuery,
  DictTypeList,
  DictTypeListQuery,
  DictTypeParams,
  DictTypeTable,
  DictTypeUpdateBody,
} from './dict.schema.js';
import {
  createDictData,
  createDictType,
  DICT_DATA_EXPORT_COLUMNS,
  DICT_TYPE_EXPORT_COLUMNS,
  dictDataDetail,
  dictDataOfType,
  dictTypeDetail,
  dictTypeOptions,
  exportDictData,
  exportDictTypes,
  listDictData,
  listDictTypes,
  removeDictData,
  removeDictTypes,
  updateDictData,
  updateDictType,
} from './dict.service.js';

const TYPE_TITLE = '字典类型';
const DATA_TITLE = '字典数据';
const done = { response: replies(Ok) };

/** RuoYi's dictionaries: `/system/dict/type` and `/system/dict/data`. */
const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  // ---- dictionary types ----
  const typeTags = ['system/dict/type'];

  app.get(
    '/system/dict/type/list',
    {
      config: access('system:dict:list'),
      schema: {
        tags: typeTags,
        summary: '字典类型列表（分页）',
        querystring: DictTypeListQuery,
        response: replies(DictTypeTable),
      },
    },
    async (request) => listDictTypes(app.db, request.query),
  );

  exportRoute(app, {
    url: '/system/dict/type/export',
    config: logged('system:dict:export', TYPE_TITLE, BusinessType.EXPORT),
    tags: typeTags,
    summary: '导出字典类型',
    filter: DictTypeExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '字典类型', DICT_TYPE_EXPORT_COLUMNS, await exportDictTypes(app.db, filter)),
  });

  app.get(
    '/system/dict/type/optionselect',
    {
      config: access('system:dict:query'),
      schema: { tags: typeTags, summary: '全部字典类型（下拉选项）', response: replies(DictTypeList) },
    },
    async () => okData(await dictTypeOptions(app.db)),
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: logged('system:dict:remove', TYPE_TITLE, BusinessType.CLEAN),
      schema: { tags: typeTags, summary: '刷新字典缓存（字典每次从数据库读取，无缓存）', ...done },
    },
    async () => ok(),
  );

  app.get(
    '/system/dict/type/:dictId',
    {
      config: access('system:dict:query'),
      schema: {
        tags: typeTags,
        summary: '字典类型详情',
        params: DictIdParams,
        response: replies(DictTypeDetail),
      },
    },
    async (request) => okData(await dictTypeDetail(app.db, request.params.dictId)),
  );

  app.post(
    '/system/dict/type',
    {
      config: logged('system:dict:add', TYPE_TITLE, BusinessType.INSERT),
      schema: { tags: typeTags, summary: '新增字典类型', body: DictTypeBody, ...done },
    },
    async (request) => {
      await createDictType(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/dict/type',
    {
      config: logged('system:dict:edit', TYPE_TITLE, BusinessType.UPDATE),
      schema: {
        tags: typeTags,
        summary: '修改字典类型（改名时同步其字典数据）',
        body: DictTypeUpdateBody,
        ...done,
      },
    },
    async (request) => {
      const { dictId, ...input } = request.body;
      await updateDictType(app.db, requireUser(request), dictId, input);
      return ok();
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: logged('system:dict:remove', TYPE_TITLE, BusinessType.DELETE),
      schema: {
        tags: typeTags,
        summary: '删除字典类型（仍有数据的类型不能删除）',
        params: DictIdsParams,
        ...done,
      },
    },
    async (request) => {
      await removeDictTypes(app.db, parseIds(request.params.dictIds));
      return ok();
    },
  );

  // ---- dictionary data ----
  const dataTags = ['system/dict/data'];

  app.get(
    '/system/dict/data/list',
    {
      config: access('system:dict:list'),
      schema: {
        tags: dataTags,
        summary: '字典数据列表（分页）',
        querystring: DictDataListQuery,
        response: replies(DictDataTable),
      },
    },
    async (request) => listDictData(app.db, request.query),
  );

  exportRoute(app, {
    url: '/system/dict/data/export',
    config: logged('system:dict:export', DATA_TITLE, BusinessType.EXPORT),
    tags: dataTags,
    summary: '导出字典数据',
    filter: DictDataExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '字典数据', DICT_DATA_EXPORT_COLUMNS, await exportDictData(app.db, filter)),
  });

  app.get(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        tags: dataTags,
        summary: '某字典类型的启用数据（任何登录用户）',
        params: DictTypeParams,
        response: replies(DictDataList),
      },
    },
    async (request) => okData(await dictDataOfType(app.db, request.params.dictType)),
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: access('system:dict:query'),
      schema: {
        tags: dataTags,
        summary: '字典数据详情',
        params: DictCodeParams,
        response: replies(DictDataDetail),
      },
    },
    async (request) => okData(await dictDataDetail(app.db, request.params.dictCode)),
  );

  app.post(
    '/system/dict/data',
    {
      config: logged('system:dict:add', DATA_TITLE, BusinessType.INSERT),
      schema: { tags: dataTags, summary: '新增字典数据', body: DictDataBody, ...done },
    },
    async (request) => {
      await createDictData(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/system/dict/data',
    {
      config: logged('system:dict:edit', DATA_TITLE, BusinessType.UPDATE),
      schema: { tags: dataTags, summary: '修改字典数据', body: DictDataUpdateBody, ...done },
    },
    async (request) => {
      const { dictCode, ...input } = request.body;
      await updateDictData(app.db, requireUser(request), dictCode, input);
      return ok();
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: logged('system:dict:remove', DATA_TITLE, BusinessType.DELETE),
      schema: { tags: dataTags, summary: '删除字典数据', params: DictCodesParams, ...done },
    },
    async (request) => {
      await removeDictData(app.db, parseIds(request.params.dictCodes));
      return ok();
    },
  );
};

export default dictRoutes;
