import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { ReadCache } from '../../db/read-cache.js';
import { ok, okData } from '../../http/envelope.js';
import { readRoutes } from '../../http/read-route.js';
import { IdParams, Ok, replies } from '../../http/schemas.js';
import { type CurrentUser, requireUser } from '../../plugins/auth.js';
import { CertificateAnswer } from '../workflow/certificate.schema.js';
import * as schema from './activity.schema.js';
import { nextEvents, publicEvent, publicEvents } from './event.service.js';
import { cancelSign, mySigns, signUp, submitVoucher } from './sign.service.js';
import { certificateOf, ticketCalendar, ticketOf } from './ticket.service.js';

// The public and participant side of events (`/api/activity/activities/*`): the list, an event
// with the caller's sign-up, the home block; signing up, cancelling, one's sign-ups, the e-ticket
// with its .ics file and the certificate of attendance.

const tags = ['activity/activities'];
const base = '/api/activity/activities';

const activitiesRoutes: FastifyPluginAsyncTypebox<{ cache: ReadCache }> = async (app, { cache }) => {
  const read = readRoutes(app, { tags, cache });

  read(`${base}/getInfoList`, {
    access: 'public',
    summary: '活动列表（分页；即将开始 / 进行中 / 已结束，类型，关键词）',
    query: schema.PublicListQuery,
    reply: schema.PublicTable,
    table: true,
    cacheKey: ({ query }) => JSON.stringify(query),
    run: ({ query }) => publicEvents(app.db, query),
  });

  read(`${base}/homeList`, {
    access: 'public',
    summary: '首页培训活动区块：即将开始或进行中的已发布活动',
    query: schema.HomeQuery,
    reply: schema.HomeList,
    cacheKey: ({ query }) => String(query.size),
    run: (request) => nextEvents(app.db, request.query.size),
  });

  read(`${base}/mySigns`, {
    access: 'user',
    summary: '我的活动报名（状态、候补位次、电子票与进度）',
    reply: schema.MySigns,
    run: (request) => mySigns(app.db, requireUser(request)),
  });

  read(`${base}/:activityId`, {
    access: 'optional',
    summary: '活动详情（剩余名额、报名时间、规则；登录时含本人的报名 mySign）',
    params: IdParams('activityId', '活动编号'),
    reply: schema.PublicDetail,
    run: (request) => publicEvent(app.db, request.params.activityId, request.currentUser),
  });

  app.post(
    `${base}/saveBll`,
    {
      config: { access: 'user' },
      schema: { tags, summary: '报名活动', body: schema.SignForm, response: replies(schema.SignAnswer) },
    },
    async (request) => okData(await signUp(app.db, requireUser(request), request.body)),
  );

  /** POST `<base>/<path>`: a change the caller makes to their own sign-up, answering `{code, msg}`. */
  function onOwnSign<Body extends TObject>(
    path: string,
    summary: string,
    body: Body,
    change: (user: CurrentUser, input: Static<Body>) => Promise<unknown>,
  ) {
    app.post(
      `${base}/${path}`,
      { config: { access: 'user' }, schema: { tags, summary, body, response: replies(Ok) } },
      async (request) => {
        await change(requireUser(request), request.body as Static<Body>);
        return ok();
      },
    );
  }
  onOwnSign('cancel', '取消本人的报名（取消截止时间前）', schema.SignIdBody, (user, { signId }) =>
    cancelSign(app, user, signId),
  );
  onOwnSign(
    'submitVoucher',
    '提交付费活动的转账凭证（先以 kind=activity_sign 上传私有附件）',
    schema.VoucherBody,
    (user, voucher) => submitVoucher(app.db, user, voucher),
  );

  /** GET `<base>/<path>/:signId`: something of the caller's own sign-up. */
  function ofOwnSign(
    path: string,
    summary: string,
    reply: TSchema,
    find: (db: typeof app.db, user: CurrentUser, signId: number) => Promise<object>,
  ) {
    read(`${base}/${path}/:signId`, {
      access: 'user',
      summary,
      params: schema.SignIdParams,
      reply,
      run: (request) => find(app.db, requireUser(request), request.params.signId),
    });
  }
  ofOwnSign('ticket', '本人的电子票（票号用于二维码）', schema.Ticket, ticketOf);
  ofOwnSign(
    'certificate',
    '本人已签到培训的学时证明（首次打开时颁发，可查验）',
    CertificateAnswer,
    (db, user, signId) => certificateOf(db, user, signId, app.config.siteUrl),
  );

  app.get(
    `${base}/ticket/:signId/ics`,
    {
      config: { access: 'user' },
      schema: { tags, summary: '电子票的日历文件（.ics）', params: schema.SignIdParams },
    },
    async (request, reply) => {
      const calendar = await ticketCalendar(app.db, requireUser(request), request.params.signId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.signId}.ics"`)
        .send(calendar);
    },
  );
};

export default activitiesRoutes;
