import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type * as schema from '@server/modules/system/config.schema';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, systemKey, useInvalidatingMutation } from './admin-kit';

// System parameters (RuoYi-Vue3 src/api/system/config.js; SPEC.md §7 "Config").

export type ConfigAddInput = Static<typeof schema.ConfigBody>;
export type ConfigEditInput = Static<typeof schema.ConfigUpdateBody>;
export interface ConfigListParams {
  pageNum?: number;
  pageSize?: number;
  configName?: string;
  configKey?: string;
  configType?: string;
  params?: Record<string, string>;
}

export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  createTime?: string | null;
  remark?: string | null;
}

export const configListKey = systemKey('config', 'list');

export const listConfig = (params: ConfigListParams) =>
  http.get<TableDataInfo<SysConfig>>('/system/config/list', { params });
export const getConfig = (configId: number) => http.get<AjaxResult<SysConfig>>(`/system/config/${configId}`);
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
