import type * as schema from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { systemKey } from '@/admin/api-kit';

// Dictionary data (RuoYi-Vue3 src/api/system/dict/data.js); GET /system/dict/data/type/{type}
// lives in @/admin/components/use-dict.

export type SysDictData = schema.DictDataRow;

export const dictDataApi = resourceCallsOf<'DictData', typeof schema>('/system/dict/data');

export const dictDataResource = adminResource(dictDataApi, [systemKey('dictData'), dictTypeQueryKey()], {
  noun: '字典数据',
  rowKey: 'dictCode',
  exportName: 'data',
  perm: 'system:dict',
});
