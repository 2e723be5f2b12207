import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { OperIdsParams, OperLogExportQuery, OperLogListQuery } from './monitor.schema.js';
import { Type } from '@fastify/type-provider-typebox';
import { type DateRange, pagingOf, parseIds } from '../../http/schemas.js';
import { withDateRange } from '../../db/list-query.js';

const tags = ['monitor/operlog'];
const TITLE = '操作日志';
const BUSINESS_NAMES = [
  '其它',
  '新增',
  '修改',
  '删除',
  '授权',
  '导出',
  '导入',
  '强退',
  '生成代码',
  '清空数据',
];

interface Filter extends DateRange {
  title?: string;
  operName?: string;
  operIp?: string;
  businessType?: number;
  status?: number;
}

function filtered(db: Kysely<Database>, filter: Filter) {
  let query = withDateRange(db.selectFrom('sysOperLog'), 'operTime', filter);
  if (filter.title) query = query.where(containsText('title', filter.title));
  if (filter.operName) query = query.where(containsText('operName', filter.operName));
  if (filter.operIp) query = query.where(containsText('operIp', filter.operIp));
  if (filter.businessType !== undefined) query = query.where('businessType', '=', filter.businessType);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query;
}

const COLUMNS = [
  'operId',
  'title',
  'businessType',
  'method',
  'requestMethod',
  'operatorType',
  'operName',
  'deptName',
  'operUrl',
  'operIp',
  'operLocation',
  'operParam',
  'jsonResult',
  'status',
  'errorMsg',
  'operTime',
  'costTime',
] as const;

interface Row {
  operId: number;
  title: string;
  businessType: number;
  method: string;
  requestMethod: string;
  operName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  status: number;
  errorMsg: string;
  operTime: string;
  costTime: number;
}
const exportColumns: ExcelColumn<Row>[] = [
  { header: '操作序号', key: 'operId' },
  { header: '操作模块', key: 'title', width: 16 },
  { header: '业务类型', key: 'businessType', format: (value) => BUSINESS_NAMES[Number(value)] ?? '其它' },
  { header: '请求方法', key: 'method', width: 30 },
  { header: '请求方式', key: 'requestMethod' },
  { header: '操作人员', key: 'operName' },
  { header: '请求地址', key: 'operUrl', width: 30 },
  { header: '操作地址', key: 'operIp', width: 18 },
  { header: '操作地点', key: 'operLocation' },
  { header: '请求参数', key: 'operParam', width: 40 },
  { header: '返回参数', key: 'jsonResult', width: 40 },
  { header: '状态', key: 'status', format: (value) => (Number(value) === 0 ? '正常' : '异常') },
  { header: '错误消息', key: 'errorMsg', width: 30 },
  { header: '操作时间', key: 'operTime', width: 20 },
  { header: '消耗时间', key: 'costTime', format: (value) => `${value}毫秒` },
];

/** RuoYi's operation log (`/monitor/operlog`), newest first. */
const operlogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  /** What the list and the export read: the filtered rows, newest first. */
  const rowsOf = (filter: Filter) => filtered(app.db, filter).select(COLUMNS).orderBy('operId', 'desc');

  app.get(
    '/monitor/operlog/list',
    {
      config: { access: { permission: 'monitor:operlog:list' } },
      schema: { tags, summary: '操作日志（分页，新的在前）', querystring: OperLogListQuery },
    },
    async (request) => tablePage(rowsOf(request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/monitor/operlog/export',
    config: {
      access: { permission: 'monitor:operlog:export' },
      operLog: { title: TITLE, businessType: BusinessType.EXPORT },
    },
    tags,
    summary: '导出操作日志',
    filter: OperLogExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '操作日志', exportColumns, await exportRows(rowsOf(filter))),
  });

  app.delete(
    '/monitor/operlog/clean',
    {
      config: {
        access: { permission: 'monitor:operlog:remove' },
        operLog: { title: TITLE, businessType: BusinessType.CLEAN },
      },
      schema: { tags, summary: '清空操作日志' },
    },
    async () => {
      await app.db.deleteFrom('sysOperLog').execute();
      return ok();
    },
  );

  app.get(
    '/monitor/operlog/:operId',
    {
      config: { access: { permission: 'monitor:operlog:query' } },
      schema: {
        tags,
        summary: '操作日志详情',
        params: Type.Object({ operId: Type.Integer({ title: '日志编号', minimum: 1 }) }),
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('sysOperLog')
        .select(COLUMNS)
        .where('operId', '=', request.params.operId)
        .executeTakeFirst();
      if (!row) throw notFound('操作日志不存在');
      return okData(row);
    },
  );

  app.delete(
    '/monitor/operlog/:operIds',
    {
      config: {
        access: { permission: 'monitor:operlog:remove' },
        operLog: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, summary: '删除操作日志', params: OperIdsParams },
    },
    async (request) => {
      await app.db.deleteFrom('sysOperLog').where('operId', 'in', parseIds(request.params.operIds)).execute();
      return ok();
    },
  );
};

export default operlogRoutes;
