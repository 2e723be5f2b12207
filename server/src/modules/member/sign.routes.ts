import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { ok, okData } from '../../http/envelope.js';
import { readRoutes } from '../../http/read-route.js';
import { type FieldError, Ok, formReplies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { MyApplications, OrgForm, PersonalForm, SubmitAnswer } from './apply.schema.js';
import { checkForm, myApplications, submitApplication } from './apply.service.js';
import type { MemberKind } from './member.table.js';
import { PayInfoAnswer, PayInfoBody, ReceiptAnswer, ReceiptQuery } from './payment.schema.js';
import { paymentReceipt, submitPayment } from './payment.service.js';
import { DirectoryQuery, DirectoryTable } from './vip.schema.js';
import { createReadCache } from '../../db/read-cache.js';
import { directory } from './vip.service.js';
import { formRoute } from '../workflow/form-route.js';

// The applicant's side of membership (SPEC.md §7 `/api/system/sign/*`): check and submit the
// personal or organisation form, follow it, pay; and the public member directory.

const tags = ['member/sign'];

/** 400 with every field's problem, the first in `msg`. */
const refuse = (reply: FastifyReply, errors: FieldError[]) =>
  reply.code(400).send({ code: 400, msg: errors[0].msg, errors });

const FORMS: {
  kind: MemberKind;
  check: string;
  add: string;
  body: typeof PersonalForm | typeof OrgForm;
  title: string;
}[] = [
  { kind: 'personal', check: 'check', add: 'addMember', body: PersonalForm, title: '个人入会' },
  { kind: 'org', check: 'checkOrg', add: 'addOrg', body: OrgForm, title: '单位入会' },
];

const signRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = readRoutes(app, { access: 'user', tags });

  for (const { kind, check, add, body, title } of FORMS) {
    app.post(
      `/api/system/sign/${check}`,
      {
        config: { access: 'user' },
        schema: { tags, summary: `校验${title}申请表（不保存）`, body, response: formReplies(Ok) },
      },
      async (request, reply) => {
        const errors = await checkForm(app.db, requireUser(request), kind, request.body);
        return errors.length ? refuse(reply, errors) : ok();
      },
    );

    app.post(
      `/api/system/sign/${add}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `提交${title}申请（待补充时重新提交同一申请）`,
          body,
          response: formReplies(SubmitAnswer),
        },
      },
      async (request, reply) => {
        const result = await submitApplication(app.db, requireUser(request), kind, request.body);
        return 'errors' in result ? refuse(reply, result.errors) : okData(result);
      },
    );
  }

  read('/api/system/sign/getInfo', {
    summary: '我的入会申请（状态、进度、缴费与下一步）',
    reply: MyApplications,
    run: (request) => myApplications(app.db, requireUser(request)),
  });

  formRoute(
    app,
    '/api/system/sign/submitPayInfo',
    { tags, summary: '提交会费转账信息与开票信息', body: PayInfoBody, reply: PayInfoAnswer },
    (user, form) => submitPayment(app.db, user, form),
  );

  read('/api/system/sign/receipt', {
    summary: '我的缴费收据（已确认的缴费）',
    query: ReceiptQuery,
    reply: ReceiptAnswer,
    run: (request) => paymentReceipt(app.db, request.query.payId, requireUser(request)),
  });

  // The directories sort every listed member on each read; a page is kept CACHE_SECONDS.
  const readDirectory = readRoutes(app, {
    access: 'public',
    tags,
    cache: createReadCache(app.config.cacheSeconds),
  });
  for (const [path, kind, title] of [
    ['memberList', 'personal', '个人会员名录'],
    ['orgList', 'org', '会员单位名录'],
  ] as const) {
    readDirectory(`/api/system/sign/${path}`, {
      summary: `${title}（分页，公开字段）`,
      query: DirectoryQuery,
      reply: DirectoryTable,
      table: true,
      cacheKey: ({ query }) => JSON.stringify(query),
      run: ({ query }) => directory(app.db, kind, query),
    });
  }
};

export default signRoutes;
