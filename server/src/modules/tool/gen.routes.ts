import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { badRequest } from '../../http/envelope.js';
import { logged } from '../../http/route-config.js';
import { IdParams } from '../../http/schemas.js';
import { BusinessType } from '../../plugins/operation-log.js';
import * as schema from './gen.schema.js';
import * as service from './gen.service.js';

// 代码生成 (`/tool/gen`), as RuoYi-Vue3's api/tool/gen.js calls it. Code is only answered
// (preview, zip); RuoYi's genCode, which writes into a server folder, is refused, and its
// createTable, which runs SQL typed by staff, does not exist here.

const ZIP_REPLY = { 200: { content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } } };

const sendZip = (reply: FastifyReply, zip: Uint8Array) =>
  reply
    .type('application/zip')
    .header('content-disposition', 'attachment; filename="xiehui.zip"')
    .header('download-filename', 'xiehui.zip')
    .send(Buffer.from(zip));

const genRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const gen = crudRoutes(app, {
    path: '/tool/gen',
    title: '代码生成',
    name: '生成表',
    id: { name: 'tableId', title: '表编号' },
  });

  gen.list({
    summary: '已导入的表（分页）',
    query: schema.GenTableQuery,
    reply: schema.GenTablePage,
    run: service.listGenTables,
  });
  gen.list({
    url: '/db/list',
    summary: '数据库中尚未导入的表（分页）',
    query: schema.DbTableQuery,
    reply: schema.DbTablePage,
    run: service.listDbTables,
  });
  gen.detail({ summary: '表的生成配置与字段', reply: schema.GenTableDetail, run: service.genTableDetail });
  gen.edit({ summary: '修改生成配置', body: schema.GenTableUpdateBody, run: service.updateGenTable });
  gen.action('POST', '/importTable', {
    summary: '导入表（?tables=a,b）',
    can: 'import',
    log: BusinessType.IMPORT,
    query: schema.TableNames,
    run: service.importTables,
  });
  gen.remove({ run: service.deleteGenTables });
  gen.read('/preview/:tableId', {
    summary: '预览生成的代码（文件路径 → 代码）',
    can: 'preview',
    params: IdParams('tableId', '表编号'),
    reply: schema.GeneratedFiles,
    run: (db, { tableId }) => service.previewGenTable(db, tableId),
  });
  gen.action('GET', '/synchDb/:tableName', {
    summary: '按数据库中的表同步字段',
    can: 'edit',
    log: BusinessType.UPDATE,
    params: schema.TableNameParams,
    run: service.syncGenTable,
  });
  gen.action('GET', '/genCode/:tableName', {
    summary: '生成到服务器路径（不支持：请下载压缩包）',
    can: 'code',
    log: BusinessType.GENCODE,
    params: schema.TableNameParams,
    run: async () => {
      throw badRequest('不支持生成到服务器路径，请下载压缩包');
    },
  });

  const code = logged('tool:gen:code', '代码生成', BusinessType.GENCODE);
  const tags = ['tool/gen'];
  app.get(
    '/tool/gen/download/:tableName',
    {
      config: code,
      schema: {
        tags,
        summary: '下载一张表的生成代码（zip）',
        params: schema.TableNameParams,
        response: ZIP_REPLY,
      },
    },
    async (request, reply) => sendZip(reply, await service.zipGenTables(app.db, [request.params.tableName])),
  );
  app.get(
    '/tool/gen/batchGenCode',
    {
      config: code,
      schema: {
        tags,
        summary: '下载多张表的生成代码（zip）',
        querystring: schema.TableNames,
        response: ZIP_REPLY,
      },
    },
    async (request, reply) =>
      sendZip(reply, await service.zipGenTables(app.db, request.query.tables.split(','))),
  );
};

export default genRoutes;
