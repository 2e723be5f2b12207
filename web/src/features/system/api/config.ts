import type * as schema from '@server/modules/system/config.schema';
import { http } from '@/lib/request';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// System parameters (RuoYi-Vue3 src/api/system/config.js; SPEC.md §7 "Config").

export type ConfigAddInput = schema.ConfigBody;

export const configListKey = systemKey('config', 'list');

export const configApi = resourceCallsOf<'Config', typeof schema>('/system/config');
export const refreshConfigCache = () => http.delete('/system/config/refreshCache');

const configKeys = [systemKey('config')] as const;
export const configWrites = resourceMutations(configApi, ...configKeys);
export const useRefreshConfigCache = () => useInvalidatingMutation(refreshConfigCache, ...configKeys);
