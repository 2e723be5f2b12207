import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { importRoutes } from '../../http/excel-import.js';
import { ok, okData } from '../../http/envelope.js';
import { readRoutes } from '../../http/read-route.js';
import { Ok, formReplies, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { importMembers, importTemplate } from './import.service.js';
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
} from './vip.service.js';

// Members (`/member/vip`): the member's own record, profile and renewal; the public verification;
// staff's member list (会员名录).

const tags = ['member/vip'];

/** Per-IP limit of the public verification, so member numbers cannot be walked. */
export const VERIFY_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const vipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = readRoutes(app, { tags });

  read('/member/vip/getVip', {
    access: 'user',
    summary: '我的会员信息（不是会员时无 data）',
    reply: MyMembership,
    run: (request) => myMembership(app.db, requireUser(request)),
  });

  app.put(
    '/member/vip',
    {
      config: { access: 'user' },
      schema: { tags, summary: '修改我的会员名录资料', body: ProfileBody, response: formReplies(Ok) },
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

  read('/member/vip/getInfo', {
    access: 'public',
    rateLimit: VERIFY_RATE_LIMIT,
    summary: '会员身份验证（姓名脱敏）',
    query: VerifyQuery,
    reply: VerifyAnswer,
    run: (request) => verifyMember(app.db, request.query.memberNo),
  });

  const vip = crudRoutes(app, {
    path: '/member/vip',
    permission: 'member:vip',
    title: '会员名录',
    id: { name: 'memberId', title: '会员编号' },
  });
  vip.list({
    summary: '会员列表（分页；证件号码脱敏）',
    query: VipListQuery,
    reply: VipTable,
    run: listMembers,
  });
  vip.export({
    summary: '导出会员（证件号码脱敏）',
    filter: VipExportQuery,
    run: exportMembers,
  });
  vip.changeStatus({
    summary: '暂停或恢复会籍（须填写原因）',
    body: ChangeStatusBody,
    // The member is told by SMS, which needs the app.
    run: (_db, input, staff) => changeMemberStatus(app, input, staff),
  });
  vip.detail({ summary: '会员详情', reply: VipDetail, run: memberDetail });

  await app.register(
    importRoutes({
      path: '/member/vip',
      tag: 'member/vip',
      permission: 'member:vip:import',
      title: '会员名录',
      templateName: '会员导入模板',
      summary: '从 Excel 导入已有会员（multipart 字段 file；有错误的行全部列出，整批不导入）',
      template: importTemplate,
      run: importMembers,
    }),
  );
};

export default vipRoutes;
