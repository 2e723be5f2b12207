import type * as schema from '@server/modules/declare/declare.schema';
import type { Static } from 'typebox';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { type AjaxResult, http } from '@/lib/request';
import { declareKeys } from './declare';

// Staff's calls for declarations (会员申报 → 申报通知, `/declare/call`) and the announcement of an
// award call's approved declarations (公示, `/declare/result/publish`). Every change also refreshes
// the public calls and results under ['declare'].

/** Root of every declaration query, the public ones too. */
export const declareRoot = declareKeys.all;
/** Query keys of the staff's declaration pages: ['declare', 'admin', …]. */
export const declareAdminKey = (...parts: string[]) => [...declareRoot, 'admin', ...parts] as const;

export type CallInput = schema.CallBody;
export type CallRow = schema.CallRow;
export type CallListParams = ListParams<Static<typeof schema.CallListQuery>>;

export const callListKey = declareAdminKey('call', 'list');

export const callsApi = resourceCallsOf<'Call', typeof schema>('/declare/call');

export const callsWrites = resourceMutations(callsApi, declareRoot);

const publishResult = (body: schema.PublishBody) => http.put<AjaxResult>('/declare/result/publish', body);

/** 发布公示 of an award call's approved declarations for the days given. */
export const usePublishResult = () => useInvalidatingMutation(publishResult, declareRoot);
