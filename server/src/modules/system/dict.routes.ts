import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { okData } from '../../http/envelope.js';
import { replies } from '../../http/schemas.js';
import * as schema from './dict.schema.js';
import * as service from './dict.service.js';

/** RuoYi's dictionaries: `/system/dict/type` and `/system/dict/data`. */
const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const types = crudRoutes(app, {
    path: '/system/dict/type',
    permission: 'system:dict',
    title: '字典类型',
    id: { name: 'dictId', title: '字典主键' },
  });
  types.list({
    query: schema.DictTypeListQuery,
    reply: schema.DictTypeTable,
    run: service.listDictTypes,
  });
  types.export({
    filter: schema.DictTypeExportQuery,
    run: service.exportDictTypes,
  });
  types.read('/optionselect', {
    summary: '全部字典类型（下拉选项）',
    can: 'query',
    reply: schema.DictTypeList,
    run: service.dictTypeOptions,
  });
  types.refreshCache({ summary: '刷新字典缓存（字典每次从数据库读取，无缓存）' });
  types.detail({ reply: schema.DictTypeDetail, run: service.dictTypeDetail });
  types.add({ body: schema.DictTypeBody, run: service.createDictType });
  types.edit({
    summary: '修改字典类型（改名时同步其字典数据）',
    body: schema.DictTypeUpdateBody,
    run: service.updateDictType,
  });
  types.remove({ summary: '删除字典类型（仍有数据的类型不能删除）', run: service.removeDictTypes });

  const data = crudRoutes(app, {
    path: '/system/dict/data',
    permission: 'system:dict',
    title: '字典数据',
    id: { name: 'dictCode', title: '字典编码' },
  });
  data.list({
    query: schema.DictDataListQuery,
    reply: schema.DictDataTable,
    run: service.listDictData,
  });
  data.export({
    filter: schema.DictDataExportQuery,
    run: service.exportDictData,
  });

  app.get(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        tags: ['system/dict/data'],
        summary: '某字典类型的启用数据（任何登录用户）',
        params: schema.DictTypeParams,
        response: replies(schema.DictDataList),
      },
    },
    async (request) => okData(await service.dictDataOfType(app.db, request.params.dictType)),
  );

  data.detail({ reply: schema.DictDataDetail, run: service.dictDataDetail });
  data.add({ body: schema.DictDataBody, run: service.createDictData });
  data.edit({ body: schema.DictDataUpdateBody, run: service.updateDictData });
  data.remove({ run: service.removeDictData });
};

export default dictRoutes;
