import { queryOptions } from '@tanstack/react-query';
import type {
  DictTypeBody,
  DictTypeDetail,
  DictTypeList,
  DictTypeListQuery,
  DictTypeRow,
  DictTypeTable,
  DictTypeUpdateBody,
} from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { http } from '@/lib/request';
import { joinIds } from '@/lib/ids';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Dictionary types (RuoYi-Vue3 src/api/system/dict/type.js).

export type SysDictType = DictTypeRow;
export type DictTypeInput = DictTypeBody;
export type DictTypeListParams = ListParams<DictTypeListQuery>;

export const dictTypeListKey = systemKey('dictType', 'list');

export const listType = (params: DictTypeListParams) =>
  http.get<DictTypeTable>('/system/dict/type/list', { params });
export const getType = (dictId: number) => http.get<DictTypeDetail>(`/system/dict/type/${dictId}`);
export const addType = (data: DictTypeInput) => http.post('/system/dict/type', data);
export const updateType = (data: DictTypeUpdateBody) => http.put('/system/dict/type', data);
export const delType = (ids: number | number[]) => http.delete(`/system/dict/type/${joinIds(ids)}`);
export const refreshDictCache = () => http.delete('/system/dict/type/refreshCache');
export const optionselect = () => http.get<DictTypeList>('/system/dict/type/optionselect');
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
