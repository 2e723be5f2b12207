import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { clientInfo } from '../../http/client-info.js';
import { LOGIN_SUCCESS, recordLogin } from './login-log.queries.js';
import { InfoIdsParams, LoginLogExportQuery, LoginLogListQuery, UnlockParams } from './monitor.schema.js';
import { type DateRange, pagingOf, parseIds } from '../../http/schemas.js';
import { withDateRange } from '../../db/list-query.js';

const tags = ['monitor/logininfor'];
const TITLE = '登录日志';

interface Filter extends DateRange {
  ipaddr?: string;
  userName?: string;
  status?: string;
}

function filtered(db: Kysely<Database>, filter: Filter) {
  let query = withDateRange(db.selectFrom('sysLogininfor'), 'loginTime', filter);
  if (filter.ipaddr) query = query.where(containsText('ipaddr', filter.ipaddr));
  if (filter.userName) query = query.where(containsText('userName', filter.userName));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

const COLUMNS = [
  'infoId',
  'userName',
  'ipaddr',
  'loginLocation',
  'browser',
  'os',
  'status',
  'msg',
  'loginTime',
] as const;

interface Row {
  infoId: number;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: string;
  msg: string;
  loginTime: string;
}
const exportColumns: ExcelColumn<Row>[] = [
  { header: '序号', key: 'infoId' },
  { header: '用户账号', key: 'userName', width: 16 },
  { header: '登录状态', key: 'status', format: (value) => (value === '0' ? '成功' : '失败') },
  { header: '登录地址', key: 'ipaddr', width: 18 },
  { header: '登录地点', key: 'loginLocation', width: 16 },
  { header: '浏览器', key: 'browser', width: 16 },
  { header: '操作系统', key: 'os', width: 16 },
  { header: '提示消息', key: 'msg', width: 30 },
  { header: '访问时间', key: 'loginTime', width: 20 },
];

/** RuoYi's login log (`/monitor/logininfor`), newest first, and the account unlock. */
const logininforRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  /** What the list and the export read: the filtered rows, newest first. */
  const rowsOf = (filter: Filter) => filtered(app.db, filter).select(COLUMNS).orderBy('infoId', 'desc');

  app.get(
    '/monitor/logininfor/list',
    {
      config: { access: { permission: 'monitor:logininfor:list' } },
      schema: { tags, summary: '登录日志（分页，新的在前）', querystring: LoginLogListQuery },
    },
    async (request) => tablePage(rowsOf(request.query), pagingOf(request.query)),
  );

  exportRoute(app, {
    url: '/monitor/logininfor/export',
    config: {
      access: { permission: 'monitor:logininfor:export' },
      operLog: { title: TITLE, businessType: BusinessType.EXPORT },
    },
    tags,
    summary: '导出登录日志',
    filter: LoginLogExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '登录日志', exportColumns, await exportRows(rowsOf(filter))),
  });

  app.delete(
    '/monitor/logininfor/clean',
    {
      config: {
        access: { permission: 'monitor:logininfor:remove' },
        operLog: { title: TITLE, businessType: BusinessType.CLEAN },
      },
      schema: { tags, summary: '清空登录日志' },
    },
    async () => {
      await app.db.deleteFrom('sysLogininfor').execute();
      return ok();
    },
  );

  app.get(
    '/monitor/logininfor/unlock/:userName',
    {
      config: {
        access: { permission: 'monitor:logininfor:unlock' },
        operLog: { title: '账户解锁', businessType: BusinessType.OTHER },
      },
      schema: { tags, summary: '解锁账户（密码错误次数清零）', params: UnlockParams },
    },
    async (request) => {
      const admin = requireUser(request);
      // The lock counts failures after the user's last success in the login log, so an
      // "unlocked" success row ends it and keeps the failed attempts on record.
      await recordLogin(app.db, {
        userName: request.params.userName,
        status: LOGIN_SUCCESS,
        msg: `账户解锁（操作人：${admin.userName}）`.slice(0, 255),
        client: clientInfo(request),
      });
      return ok();
    },
  );

  app.delete(
    '/monitor/logininfor/:infoIds',
    {
      config: {
        access: { permission: 'monitor:logininfor:remove' },
        operLog: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, summary: '删除登录日志', params: InfoIdsParams },
    },
    async (request) => {
      await app.db
        .deleteFrom('sysLogininfor')
        .where('infoId', 'in', parseIds(request.params.infoIds))
        .execute();
      return ok();
    },
  );
};

export default logininforRoutes;
