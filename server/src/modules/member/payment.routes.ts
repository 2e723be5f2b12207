import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import {
  PaymentAuditBody,
  PaymentDetail,
  PaymentExportQuery,
  PaymentIdParams,
  PaymentListQuery,
  PaymentTable,
} from './payment.schema.js';
import {
  auditPayment,
  exportPayments,
  listPayments,
  PAYMENT_EXPORT_COLUMNS,
  paymentDetail,
} from './payment.service.js';

// Staff's payment queue (`/member/payment`, 缴费审核): vouchers to confirm or send back.

const tags = ['member/payment'];

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/member/payment/list',
    {
      config: access('member:payment:list'),
      schema: {
        tags,
        summary: '缴费记录列表（分页）',
        querystring: PaymentListQuery,
        response: replies(PaymentTable),
      },
    },
    async (request) => listPayments(app.db, request.query),
  );

  exportRoute(app, {
    url: '/member/payment/export',
    config: logged('member:payment:export', '缴费审核', BusinessType.EXPORT),
    tags,
    summary: '导出缴费记录',
    filter: PaymentExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '缴费记录', PAYMENT_EXPORT_COLUMNS, await exportPayments(app.db, filter)),
  });

  app.get(
    '/member/payment/:payId',
    {
      config: access('member:payment:query'),
      schema: {
        tags,
        summary: '缴费记录详情（凭证与进度）',
        params: PaymentIdParams,
        response: replies(PaymentDetail),
      },
    },
    async (request) => okData(await paymentDetail(app.db, request.params.payId)),
  );

  app.put(
    '/member/payment/audit',
    {
      config: logged('member:payment:audit', '缴费审核', BusinessType.UPDATE),
      schema: {
        tags,
        summary: '确认（confirm，生成或续期会员）或退回（reject）缴费',
        body: PaymentAuditBody,
        response: replies(Ok),
      },
    },
    async (request) => {
      await auditPayment(app, requireUser(request), request.body);
      return ok();
    },
  );
};

export default paymentRoutes;
