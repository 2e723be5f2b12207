import type {
  DictDataBody,
  DictDataDetail,
  DictDataListQuery,
  DictDataRow,
  DictDataTable,
  DictDataUpdateBody,
} from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { http } from '@/lib/request';
import { joinIds } from '@/lib/ids';
import { type ListParams, systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Dictionary data (RuoYi-Vue3 src/api/system/dict/data.js); GET /system/dict/data/type/{type}
// lives in @/admin/components/use-dict.

export type SysDictData = DictDataRow;
export type DictDataInput = DictDataBody;
export type DictDataListParams = ListParams<DictDataListQuery>;

export const dictDataListKey = systemKey('dictData', 'list');

export const listData = (params: DictDataListParams) =>
  http.get<DictDataTable>('/system/dict/data/list', { params });
export const getData = (dictCode: number) => http.get<DictDataDetail>(`/system/dict/data/${dictCode}`);
export const addData = (data: DictDataInput) => http.post('/system/dict/data', data);
export const updateData = (data: DictDataUpdateBody) => http.put('/system/dict/data', data);
export const delData = (ids: number | number[]) => http.delete(`/system/dict/data/${joinIds(ids)}`);
export const dictDataExportPath = '/system/dict/data/export';

const dataKeys = [systemKey('dictData'), dictTypeQueryKey()] as const;
export const useAddData = () => useInvalidatingMutation(addData, ...dataKeys);
export const useUpdateData = () => useInvalidatingMutation(updateData, ...dataKeys);
export const useDelData = () => useInvalidatingMutation(delData, ...dataKeys);
