import type * as schema from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { resourceCallsOf, resourceMutations } from '@/admin/crud/resource-calls';
import { systemKey } from '@/admin/api-kit';

// Dictionary data (RuoYi-Vue3 src/api/system/dict/data.js); GET /system/dict/data/type/{type}
// lives in @/admin/components/use-dict.

export type SysDictData = schema.DictDataRow;
export type DictDataInput = schema.DictDataBody;

export const dictDataListKey = systemKey('dictData', 'list');

export const dictDataApi = resourceCallsOf<'DictData', typeof schema>('/system/dict/data');

const dataKeys = [systemKey('dictData'), dictTypeQueryKey()] as const;
export const dictDataWrites = resourceMutations(dictDataApi, ...dataKeys);
