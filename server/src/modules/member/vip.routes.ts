import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { crudRoutes } from '../../http/crud-routes.js';
import { sendExcel } from '../../http/excel.js';
import { access, logged } from '../../http/route-config.js';
import { ok, okData } from '../../http/envelope.js';
import { Ok, formReplies, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { receiveFiles } from '../common/common.service.js';
import { MAX_FILE_BYTES } from '../common/upload-rules.js';
import { importMembers, importTemplate } from './import.service.js';
import {
  ChangeStatusBody,
  ImportRefusal,
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
    sheet: '会员名录',
    run: exportMembers,
  });
  vip.changeStatus({
    summary: '暂停或恢复会籍（须填写原因）',
    body: ChangeStatusBody,
    // The member is told by SMS, which needs the app.
    run: (_db, input, staff) => changeMemberStatus(app, input, staff),
  });
  vip.detail({ summary: '会员详情', reply: VipDetail, run: memberDetail });

  app.get(
    '/member/vip/importTemplate',
    {
      config: access('member:vip:import'),
      schema: { tags, summary: '下载会员导入模板（.xlsx）' },
    },
    async (_request, reply) => {
      const { columns, rows } = await importTemplate();
      return sendExcel(reply, '会员导入模板', columns, rows);
    },
  );

  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 },
  });
  app.post(
    '/member/vip/importData',
    {
      config: logged('member:vip:import', '会员名录', BusinessType.IMPORT),
      schema: {
        tags,
        summary: '从 Excel 导入已有会员（multipart 字段 file；有错误的行全部列出，整批不导入）',
        consumes: ['multipart/form-data'],
        response: { ...replies(Ok), 400: ImportRefusal },
      },
    },
    async (request, reply) => {
      const [file] = (await receiveFiles(request, 1, undefined)).files;
      const result = await importMembers(app.db, file.content, requireUser(request));
      if ('errors' in result) {
        return reply.code(400).send({ code: 400, msg: result.errors[0].msg, errors: result.errors });
      }
      return ok({}, `成功导入${result.imported}名会员`);
    },
  );
};

export default vipRoutes;
