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
import { joinIds } from '@/lib/ids';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// System parameters (RuoYi-Vue3 src/api/system/config.js; SPEC.md §7 "Config").

export type ConfigAddInput = ConfigBody;
export type ConfigEditInput = ConfigUpdateBody;
export type ConfigListParams = ListParams<ConfigListQuery>;
export type SysConfig = ConfigRow;

export const configListKey = systemKey('config', 'list');

export const listConfig = (params: ConfigListParams) =>
  http.get<ConfigTable>('/system/config/list', { params });
export const getConfig = (configId: number) => http.get<ConfigDetail>(`/system/config/${configId}`);
/** The value of a parameter by key (RuoYi answers it in `msg`). */
export const getConfigKey = (configKey: string) =>
  http.get<AjaxResult>(`/system/config/configKey/${configKey}`);
export const addConfig = (data: ConfigAddInput) => http.post('/system/config', data);
export const updateConfig = (data: ConfigEditInput) => http.put('/system/config', data);
export const delConfig = (ids: number | number[]) => http.delete(`/system/config/${joinIds(ids)}`);
export const refreshConfigCache = () => http.delete('/system/config/refreshCache');
export const configExportPath = '/system/config/export';

export const configDetailQueryOptions = (configId: number) =>
  queryOptions({
    queryKey: systemKey('config', 'detail', String(configId)),
    queryFn: () => getConfig(configId),
  });
export const configKeyQueryOptions = (configKey: string) =>
  queryOptions({ queryKey: systemKey('config', 'key', configKey), queryFn: () => getConfigKey(configKey) });

const configKeys = [systemKey('config')] as const;
export const useAddConfig = () => useInvalidatingMutation(addConfig, ...configKeys);
export const useUpdateConfig = () => useInvalidatingMutation(updateConfig, ...configKeys);
export const useDelConfig = () => useInvalidatingMutation(delConfig, ...configKeys);
export const useRefreshConfigCache = () => useInvalidatingMutation(refreshConfigCache, ...configKeys);
