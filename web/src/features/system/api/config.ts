import { queryOptions } from '@tanstack/react-query';
import type {
  ConfigBody,
  ConfigDetail,
  ConfigListQuery,
  ConfigRow,
  ConfigTable,
  ConfigUpdateBody,
} from '@server/modules/system/config.schema';
import { type AjaxResult, http } from '@/lib/request';
import { resourceCalls, resourceMutations } from '@/admin/crud/resource-calls';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// System parameters (RuoYi-Vue3 src/api/system/config.js; SPEC.md §7 "Config").

export type ConfigAddInput = ConfigBody;
export type ConfigEditInput = ConfigUpdateBody;
export type ConfigListParams = ListParams<ConfigListQuery>;
export type SysConfig = ConfigRow;

export const configListKey = systemKey('config', 'list');

export const configApi = resourceCalls<
  ConfigListParams,
  ConfigTable,
  ConfigDetail,
  ConfigAddInput,
  ConfigEditInput
>('/system/config');
/** The value of a parameter by key (RuoYi answers it in `msg`). */
export const getConfigKey = (configKey: string) =>
  http.get<AjaxResult>(`/system/config/configKey/${configKey}`);
export const refreshConfigCache = () => http.delete('/system/config/refreshCache');

export const configDetailQueryOptions = (configId: number) =>
  queryOptions({
    queryKey: systemKey('config', 'detail', String(configId)),
    queryFn: () => configApi.get(configId),
  });
export const configKeyQueryOptions = (configKey: string) =>
  queryOptions({ queryKey: systemKey('config', 'key', configKey), queryFn: () => getConfigKey(configKey) });

const configKeys = [systemKey('config')] as const;
export const configWrites = resourceMutations(configApi, ...configKeys);
export const useRefreshConfigCache = () => useInvalidatingMutation(refreshConfigCache, ...configKeys);
