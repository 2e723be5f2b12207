import type { Static } from 'typebox';
import type * as schema from '@server/modules/member/payment.schema';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { memberAdminKey } from './admin-key';

// Staff's payment queue (缴费审核, /member/payment): vouchers to confirm or send back.

export type PaymentRow = schema.PaymentRow;
export type PaymentRecord = NonNullable<Static<typeof schema.PaymentDetail>['data']>;
export type PaymentListParams = ListParams<schema.PaymentListQuery>;

/** Its list answers a page of payments and the total amount (fen) of all the filters select. */
export const paymentApi = reviewCalls<'Payment', typeof schema>('/member/payment', memberAdminKey('payment'));
/** The receipt (收据) of a confirmed payment. */
export const getReceipt = async (payId: number) =>
  (await http.get<schema.ReceiptAnswer>(`/member/payment/receipt/${payId}`)).data!;
const auditPayment = (body: schema.PaymentAuditBody) => http.put<AjaxResult>('/member/payment/audit', body);

/** 确认 / 驳回; confirming makes or renews a member, so every staff list is refreshed. */
export const useAuditPayment = () => useInvalidatingMutation(auditPayment, memberAdminKey());
