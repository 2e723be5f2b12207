import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { type AjaxResult, http, type TableDataInfo } from '@/lib/request';
import { joinIds, systemKey, useInvalidatingMutation } from './admin-kit';

// Dictionary data (RuoYi-Vue3 src/api/system/dict/data.js); GET /system/dict/data/type/{type}
// lives in @/admin/components/use-dict.

export interface SysDictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass?: string | null;
  listClass?: string | null;
  isDefault?: string;
  status: string;
  createTime?: string | null;
  remark?: string | null;
}

export type DictDataInput = Omit<SysDictData, 'dictCode' | 'createTime'> & { dictCode?: number };

export interface DictDataListParams {
  pageNum?: number;
  pageSize?: number;
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

export const dictDataListKey = systemKey('dictData', 'list');

export const listData = (params: DictDataListParams) =>
  http.get<TableDataInfo<SysDictData>>('/system/dict/data/list', { params });
export const getData = (dictCode: number) =>
  http.get<AjaxResult<SysDictData>>(`/system/dict/data/${dictCode}`);
export const addData = (data: DictDataInput) => http.post('/system/dict/data', data);
export const updateData = (data: DictDataInput) => http.put('/system/dict/data', data);
export const delData = (ids: number | number[]) => http.delete(`/system/dict/data/${joinIds(ids)}`);
export const dictDataExportPath = '/system/dict/data/export';

const dataKeys = [systemKey('dictData'), dictTypeQueryKey()] as const;
export const useAddData = () => useInvalidatingMutation(addData, ...dataKeys);
export const useUpdateData = () => useInvalidatingMutation(updateData, ...dataKeys);
export const useDelData = () => useInvalidatingMutation(delData, ...dataKeys);
