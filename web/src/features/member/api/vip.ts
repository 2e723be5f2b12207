import type * as schema from '@server/modules/member/vip.schema';
import type { Static } from 'typebox';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { memberAdminKey } from './admin-key';

// Staff's member list (会员名录, /member/vip): detail, suspend / restore, export, import.

export type VipRow = schema.VipRow;
export type MemberRecord = NonNullable<Static<typeof schema.VipDetail>['data']>;

export const vipApi = reviewCalls<'Vip', typeof schema>('/member/vip', memberAdminKey('vip'));
export const vipImportTemplatePath = '/member/vip/importTemplate';
const changeMemberStatus = (body: schema.ChangeStatusBody) =>
  http.put<AjaxResult>('/member/vip/changeStatus', body);

/**
 * Imports the members of an Excel file (all or none); rejects quietly with the message of each bad
 * row in the RequestError's fieldErrors.
 */
const importMembers = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<AjaxResult>('/member/vip/importData', form, { quiet: true });
};

export const useChangeMemberStatus = () => useInvalidatingMutation(changeMemberStatus, memberAdminKey('vip'));
export const useImportMembers = () => useInvalidatingMutation(importMembers, vipApi.listKey);
