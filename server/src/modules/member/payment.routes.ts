import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './payment.schema.js';
import * as service from './payment.service.js';

// Staff's payment queue (`/member/payment`, 缴费审核): vouchers to confirm or send back.

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payment = crudRoutes(app, {
    path: '/member/payment',
    permission: 'member:payment',
    title: '缴费审核',
    id: { name: 'payId', title: '缴费编号' },
  });
  payment.list({
    summary: '缴费记录列表（分页）',
    query: schema.PaymentListQuery,
    reply: schema.PaymentTable,
    run: service.listPayments,
  });
  payment.export({
    summary: '导出缴费记录',
    filter: schema.PaymentExportQuery,
    sheet: '缴费记录',
    run: service.exportPayments,
  });
  payment.read('/receipt/:payId', {
    summary: '已确认缴费的收据（金额大写、会籍期间）',
    can: 'query',
    params: schema.ReceiptParams,
    reply: schema.ReceiptAnswer,
    run: (db, { payId }) => service.paymentReceipt(db, payId),
  });
  payment.detail({
    summary: '缴费记录详情（凭证与进度）',
    reply: schema.PaymentDetail,
    run: service.paymentDetail,
  });
  payment.audit({
    summary: '确认（confirm，生成或续期会员）或退回（reject）缴费',
    body: schema.PaymentAuditBody,
    // The decision is told to the payer by SMS, which needs the app.
    run: (_db, input, staff) => service.auditPayment(app, input, staff),
  });
};

export default paymentRoutes;
