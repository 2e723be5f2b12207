import type * as schema from '@server/modules/member/apply.schema';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { memberAdminKey } from './admin-key';

// Staff's review queue of membership applications (入会申请, /member/apply).

export type ApplicationView = schema.ApplicationView;
export type ApplyRow = schema.ApplyRow;
export type ApplyListParams = ListParams<schema.ApplyListQuery>;

export const applyApi = reviewCalls<'Apply', typeof schema>('/member/apply', memberAdminKey('apply'));
const auditApplication = (body: schema.AuditBody) => http.put<AjaxResult>('/member/apply/audit', body);

/** 通过 / 退回补充 / 驳回; refreshes the queue, the records and the payments (approval opens one). */
export const useAuditApplication = () => useInvalidatingMutation(auditApplication, memberAdminKey());
