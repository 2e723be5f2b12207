import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  ChangeStatusBody,
  MyMembership,
  ProfileBody,
  RenewAnswer,
  RenewBody,
  VerifyAnswer,
  VerifyQuery,
  VipDetail,
  VipExportQuery,
  VipIdParams,
  VipListQuery,
  VipTable,
} from './vip.schema.js';
import {
  changeMemberStatus,
  exportMembers,
  listMembers,
  memberDetail,
  myMembership,
  openRenewal,
  updateProfile,
  verifyMember,
  VIP_EXPORT_COLUMNS,
} from './vip.service.js';

// Members (`/member/vip`): the member's own record, profile and renewal; the public verification;
// staff's member list (会员名录).

const tags = ['member/vip'];

/** Per-IP limit of the public verification, so member numbers cannot be walked. */
export const VERIFY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const vipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/vip/getVip',
    {
      config: { access: 'user' },
      schema: { tags, summary: '我的会员信息（不是会员时无 data）', response: replies(MyMembership) },
    },
    async (request) => okData(await myMembership(app.db, requireUser(request))),
  );

  app.put(
    '/member/vip',
    {
      config: { access: 'user' },
      schema: { tags, summary: '修改我的会员名录资料', body: ProfileBody, response: replies(Ok) },
    },
    async (request) => {
      await updateProfile(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.post(
    '/member/vip/addpc',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '生成续费订单（到期前 30 天起）',
        body: RenewBody,
        response: replies(RenewAnswer),
      },
    },
    async (request) => okData(await openRenewal(app.db, requireUser(request), request.body.memberId)),
  );

  app.get(
    '/member/vip/getInfo',
    {
      config: { access: 'public', rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags,
        summary: '会员身份验证（姓名脱敏）',
        querystring: VerifyQuery,
        response: replies(VerifyAnswer),
      },
    },
    async (request) => okData(await verifyMember(app.db, request.query.memberNo)),
  );

  app.get(
    '/member/vip/list',
    {
      config: access('member:vip:list'),
      schema: {
        tags,
        summary: '会员列表（分页；证件号码脱敏）',
        querystring: VipListQuery,
        response: replies(VipTable),
      },
    },
    async (request) => listMembers(app.db, request.query),
  );

  exportRoute(app, {
    url: '/member/vip/export',
    config: logged('member:vip:export', '会员名录', BusinessType.EXPORT),
    tags,
    summary: '导出会员（证件号码脱敏）',
    filter: VipExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '会员名录', VIP_EXPORT_COLUMNS, await exportMembers(app.db, filter)),
  });

  app.put(
    '/member/vip/changeStatus',
    {
      config: logged('member:vip:edit', '会员名录', BusinessType.UPDATE),
      schema: {
        tags,
        summary: '暂停或恢复会籍（须填写原因）',
        body: ChangeStatusBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await changeMemberStatus(app, requireUser(request), request.body);
      return ok();
    },
  );

  app.get(
    '/member/vip/:memberId',
    {
      config: access('member:vip:query'),
      schema: { tags, summary: '会员详情', params: VipIdParams, response: replies(VipDetail) },
    },
    async (request) => okData(await memberDetail(app.db, request.params.memberId)),
  );
};

export default vipRoutes;
