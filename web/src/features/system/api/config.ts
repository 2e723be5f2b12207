import type * as schema from '@server/modules/system/config.schema';
import { http } from '@/lib/request';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// System parameters (RuoYi-Vue3 src/api/system/config.js; SPEC.md §7 "Config").

export const configApi = resourceCallsOf<'Config', typeof schema>('/system/config');
export const refreshConfigCache = () => http.delete('/system/config/refreshCache');

export const configResource = adminResource(configApi, [systemKey('config')], {
  noun: '参数',
  rowKey: 'configId',
  exportName: 'config',
});
export const useRefreshConfigCache = () =>
  useInvalidatingMutation(refreshConfigCache, ...configResource.keys);
