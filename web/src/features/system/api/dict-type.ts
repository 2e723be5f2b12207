import { queryOptions } from '@tanstack/react-query';
import type * as schema from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { http } from '@/lib/request';
import { adminResource } from '@/admin/crud/admin-resource';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Dictionary types (RuoYi-Vue3 src/api/system/dict/type.js).

export const dictTypeApi = resourceCallsOf<'DictType', typeof schema>('/system/dict/type');
export const refreshDictCache = () => http.delete('/system/dict/type/refreshCache');
export const optionselect = () => http.get<schema.DictTypeList>('/system/dict/type/optionselect');

export const dictTypeDetailQueryOptions = (dictId: number) =>
  queryOptions({
    queryKey: systemKey('dictType', 'detail', String(dictId)),
    queryFn: () => dictTypeApi.get(dictId),
  });
export const dictTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: systemKey('dictType', 'options'),
    queryFn: () => optionselect().then((r) => r.data ?? []),
  });

export const dictTypeResource = adminResource(
  dictTypeApi,
  // A changed type key renames the data listed under it.
  [systemKey('dictType'), dictTypeQueryKey(), systemKey('dictData')],
  {
    noun: '字典类型',
    rowKey: 'dictId',
    exportName: 'dict',
    perm: 'system:dict',
    removeNoun: '字典',
  },
);
export const useRefreshDictCache = () => useInvalidatingMutation(refreshDictCache, dictTypeQueryKey());
