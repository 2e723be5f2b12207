import type * as schema from '@server/modules/activity/activity.schema';
import type { Static } from 'typebox';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { activityKeys } from './activities';

// Staff's sign-ups (活动管理 → 报名管理, `/activity/sign`): the review queue of every event's
// sign-ups — approve or reject those that need approval, confirm a paid one's transfer, cancel.

export type SignRow = schema.SignRow;
export type SignDetail = NonNullable<Static<typeof schema.SignDetail>['data']>;

const staffSignsKey = [...activityKeys.all, 'staff', 'signs'];
export const signsApi = reviewCalls<'Sign', typeof schema>('/activity/sign', staffSignsKey);
const auditSign = (body: schema.SignAuditBody) => http.put<AjaxResult>('/activity/sign/audit', body);
const revokeSign = (body: schema.SignRevokeBody) => http.put<AjaxResult>('/activity/sign/cancel', body);

export const useAuditSign = () => useInvalidatingMutation(auditSign, activityKeys.all);
export const useRevokeSign = () => useInvalidatingMutation(revokeSign, activityKeys.all);
