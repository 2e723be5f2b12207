import type * as schema from '@server/modules/declare/declare.schema';
import type { Static } from 'typebox';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { reviewCalls } from '@/admin/review-queue/review-calls';
import { type AjaxResult, http } from '@/lib/request';
import { declareAdminKey } from './admin-key';
import { declareKeys } from './declare';

// Staff's review queue of declarations (会员申报 → 申报审核, `/declare/apply`).

export type DeclareRow = schema.DeclareRow;
export type DeclarationView = schema.DeclarationView;
export type DeclareListParams = ListParams<Static<typeof schema.DeclareListQuery>>;

export const declareApi = reviewCalls<'Declare', typeof schema>('/declare/apply', declareAdminKey('apply'));

const auditDeclaration = (body: schema.DeclareAuditBody) =>
  http.put<AjaxResult>('/declare/apply/audit', body);

/** 审核通过 / 要求补充 / 驳回; refreshes the queue, the calls' counts and the declarant's own view. */
export const useAuditDeclaration = () => useInvalidatingMutation(auditDeclaration, declareKeys.all);
