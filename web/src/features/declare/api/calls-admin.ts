import type * as schema from '@server/modules/declare/declare.schema';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { type AjaxResult, http } from '@/lib/request';
import { declareAdminKey } from './admin-key';
import { declareKeys } from './declare';

// Staff's calls for declarations (会员申报 → 申报通知, `/declare/call`) and the announcement of an
// award call's approved declarations (公示, `/declare/result/publish`). Every change also refreshes
// the public calls and results under ['declare'].

export const callsResource = adminResource(
  resourceCallsOf<'Call', typeof schema>('/declare/call'),
  [declareAdminKey('call'), declareKeys.all],
  { noun: '申报通知', rowKey: 'callId', exportName: 'declare_call' },
);

const publishResult = (body: schema.PublishBody) => http.put<AjaxResult>('/declare/result/publish', body);

/** 发布公示 of an award call's approved declarations for the days given. */
export const usePublishResult = () => useInvalidatingMutation(publishResult, declareKeys.all);
