import type {
  DictDataBody,
  DictDataDetail,
  DictDataListQuery,
  DictDataRow,
  DictDataTable,
  DictDataUpdateBody,
} from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { resourceCalls, resourceMutations } from '@/admin/crud/resource-calls';
import { type ListParams, systemKey } from '@/admin/api-kit';

// Dictionary data (RuoYi-Vue3 src/api/system/dict/data.js); GET /system/dict/data/type/{type}
// lives in @/admin/components/use-dict.

export type SysDictData = DictDataRow;
export type DictDataInput = DictDataBody;

export const dictDataListKey = systemKey('dictData', 'list');

export const dictDataApi = resourceCalls<
  ListParams<DictDataListQuery>,
  DictDataTable,
  DictDataDetail,
  DictDataInput,
  DictDataUpdateBody
>('/system/dict/data');

const dataKeys = [systemKey('dictData'), dictTypeQueryKey()] as const;
export const dictDataWrites = resourceMutations(dictDataApi, ...dataKeys);
