import { queryOptions } from '@tanstack/react-query';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, systemKey, useInvalidatingMutation } from './admin-kit';

// Dictionary types (RuoYi-Vue3 src/api/system/dict/type.js).

export interface SysDictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: string;
  createTime?: string | null;
  remark?: string | null;
}

export type DictTypeInput = Omit<SysDictType, 'dictId' | 'createTime'> & { dictId?: number };

export interface DictTypeListParams {
  pageNum?: number;
  pageSize?: number;
  dictName?: string;
  dictType?: string;
  status?: string;
  params?: Record<string, string>;
}

export const dictTypeListKey = systemKey('dictType', 'list');

export const listType = (params: DictTypeListParams) =>
  http.get<TableDataInfo<SysDictType>>('/system/dict/type/list', { params });
export const getType = (dictId: number) => http.get<AjaxResult<SysDictType>>(`/system/dict/type/${dictId}`);
export const addType = (data: DictTypeInput) => http.post('/system/dict/type', data);
export const updateType = (data: DictTypeInput) => http.put('/system/dict/type', data);
export const delType = (ids: number | number[]) => http.delete(`/system/dict/type/${joinIds(ids)}`);
export const refreshDictCache = () => http.delete('/system/dict/type/refreshCache');
export const optionselect = () => http.get<AjaxResult<SysDictType[]>>('/system/dict/type/optionselect');
export const dictTypeExportPath = '/system/dict/type/export';

export const dictTypeDetailQueryOptions = (dictId: number) =>
  queryOptions({ queryKey: systemKey('dictType', 'detail', String(dictId)), queryFn: () => getType(dictId) });
export const dictTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: systemKey('dictType', 'options'),
    queryFn: () => optionselect().then((r) => r.data ?? []),
  });

const typeKeys = [systemKey('dictType'), dictTypeQueryKey()] as const;
export const useAddType = () => useInvalidatingMutation(addType, ...typeKeys);
export const useUpdateType = () => useInvalidatingMutation(updateType, ...typeKeys, systemKey('dictData'));
export const useDelType = () => useInvalidatingMutation(delType, ...typeKeys);
export const useRefreshDictCache = () => useInvalidatingMutation(refreshDictCache, dictTypeQueryKey());
