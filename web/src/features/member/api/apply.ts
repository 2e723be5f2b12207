import type {
  ApplicationView,
  ApplyListQuery,
  ApplyRow,
  ApplyTable,
  AuditBody,
} from '@server/modules/member/apply.schema';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { type AjaxResult, http } from '@/lib/request';
import { memberAdminKey } from './admin-key';

// Staff's review queue of membership applications (入会申请, /member/apply).

export type { ApplicationView, ApplyRow };
export type ApplyListParams = ListParams<ApplyListQuery>;

export const applyListKey = memberAdminKey('apply', 'list');
export const applyDetailKey = memberAdminKey('apply', 'detail');
export const applyExportPath = '/member/apply/export';

export const listApplications = (params: ApplyListParams) =>
  http.get<ApplyTable>('/member/apply/list', { params });
/** An application with the full ID number / credit code, its files, payments and trail. */
export const getApplication = async (applyId: number) =>
  (await http.get<AjaxResult<ApplicationView>>(`/member/apply/${applyId}`)).data!;
const auditApplication = (body: AuditBody) => http.put<AjaxResult>('/member/apply/audit', body);

/** 通过 / 退回补充 / 驳回; refreshes the queue, the records and the payments (approval opens one). */
export const useAuditApplication = () => useInvalidatingMutation(auditApplication, memberAdminKey());
