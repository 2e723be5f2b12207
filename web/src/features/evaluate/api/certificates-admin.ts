import type * as schema from '@server/modules/workflow/certificate.schema';
import type { Static } from 'typebox';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { type AjaxResult, http } from '@/lib/request';
import { evaluateAdminKey } from './admin-key';
import { evaluateKeys } from './evaluate';

// Staff's certificates (能力评价 → 证书管理, `/evaluate/cert`): every certificate issued, of an
// evaluation or a training, and revoking one with its reason.

export type CertRow = schema.CertRow;
export type CertListParams = ListParams<Static<typeof schema.CertListQuery>>;

export const certListKey = evaluateAdminKey('cert', 'list');
export const certExportPath = '/evaluate/cert/export';

export const listCerts = (params: CertListParams) =>
  http.get<Static<typeof schema.CertTable>>('/evaluate/cert/list', { params });
const revokeCert = (body: schema.RevokeBody) => http.put<AjaxResult>('/evaluate/cert/revoke', body);

/** 撤销: the certificate shows as revoked wherever it is verified or printed. */
export const useRevokeCert = () => useInvalidatingMutation(revokeCert, evaluateKeys.all);
