import type * as schema from '@server/modules/evaluate/evaluate.schema';
import type { Static } from 'typebox';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { evaluateAdminKey } from './admin-key';
import { evaluateKeys } from './evaluate';

// Staff's review queue of evaluation applications (能力评价 → 报名审核, `/evaluate/apply`) and the
// exam results (`/evaluate/result`): one by one or from an Excel file; a pass issues the certificate.

export type ApplyRow = schema.ApplyRow;
export type ApplicationView = schema.ApplicationView;
export type ApplyListParams = ListParams<Static<typeof schema.ApplyListQuery>>;
export type ResultInput = schema.ResultBody;
export type ResultAnswer = Static<typeof schema.ResultAnswer>;

export const applyApi = reviewCalls<'Apply', typeof schema>('/evaluate/apply', evaluateAdminKey('apply'));
export const resultTemplatePath = '/evaluate/result/importTemplate';

const auditApplication = (body: schema.AuditBody) => http.put<AjaxResult>('/evaluate/apply/audit', body);
const enterResult = (body: ResultInput) => http.put<ResultAnswer>('/evaluate/result', body);
/** Imports the results of an Excel file; rejects quietly with each bad row in the RequestError's fieldErrors. */
const importResults = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<AjaxResult>('/evaluate/result/importData', form, { quiet: true });
};

// A decision or a result changes the queue, the programme's counts, the certificates and the
// applicant's own view: everything under ['evaluate'] is refreshed.
/** 审核通过 / 要求补充 / 驳回. */
export const useAuditApplication = () => useInvalidatingMutation(auditApplication, evaluateKeys.all);
/** 录入成绩 of one application awaiting its exam. */
export const useEnterResult = () => useInvalidatingMutation(enterResult, evaluateKeys.all);
/** 导入成绩. */
export const useImportResults = () => useInvalidatingMutation(importResults, evaluateKeys.all);
