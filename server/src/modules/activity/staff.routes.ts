import type { FastifyPluginAsyncTypebox, TObject } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { offeringRoutes } from '../workflow/offering.routes.js';
import * as schema from './activity.schema.js';
import * as events from './event.service.js';
import * as signs from './sign.service.js';

// Staff side of events (活动管理): `/activity/event` CRUD and `/activity/sign`, the sign-ups with
// their review, check-in, attendance and exports. Decisions that send SMS get the app by closure.

const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  offeringRoutes(app, {
    path: '/activity/event',
    title: '活动管理',
    schema,
    names: 'Event',
    service: events.eventOffering,
    edit: {
      summary: '修改活动（增加名额时候补依次转正；取消活动时通知全部报名者）',
      run: (_db, input: schema.EventUpdateBody, current) => events.updateEvent(app, input, current),
    },
  });

  const sign = crudRoutes(app, {
    path: '/activity/sign',
    permission: 'activity:sign',
    title: '活动报名',
    id: { name: 'signId', title: '报名编号' },
  });
  sign.list({
    summary: '报名列表（分页）',
    query: schema.SignListQuery,
    reply: schema.SignTable,
    run: signs.listSigns,
  });
  sign.export({
    summary: '导出报名名单（按已签到 / 未到场筛选即签到名单）',
    filter: schema.SignExportQuery,
    sheet: '报名名单',
    run: signs.exportSigns,
  });
  sign.detail({ summary: '报名详情（含进度）', reply: schema.SignDetail, run: signs.signDetail });
  /** A logged PUT on sign-ups. */
  const change = <S extends TObject>(url: string, route: Omit<Parameters<typeof sign.action<S>>[2], 'log'>) =>
    sign.action('PUT', url, { ...route, log: BusinessType.UPDATE });
  change('/audit', {
    summary: '审核报名（通过 / 驳回）或确认缴费',
    can: 'audit',
    body: schema.SignAuditBody,
    run: (_db, input, current) => signs.auditSign(app, input, current),
  });
  change('/cancel', {
    summary: '取消报名（须填写原因，通知报名者，候补依次转正）',
    can: 'edit',
    body: schema.SignRevokeBody,
    run: (_db, input, current) => signs.revokeSign(app, input, current),
  });
  change('/attendance', {
    summary: '标记到场或未到场',
    can: 'edit',
    body: schema.AttendanceBody,
    run: signs.setAttendance,
  });
  change('/checkin', {
    summary: '凭票号签到（每张票只能签到一次）',
    can: 'checkin',
    body: schema.CheckinBody,
    reply: schema.CheckinAnswer,
    run: (db, input, current) => signs.checkin(db, input.ticketCode, current),
  });
};

export default staffRoutes;
