import { queryOptions } from '@tanstack/react-query';
import type * as schema from '@server/modules/system/dict.schema';
import { dictTypeQueryKey } from '@/admin/components/use-dict';
import { http } from '@/lib/request';
import { resourceCallsOf } from '@/admin/crud/resource-calls';
import { systemKey, useInvalidatingMutation } from '@/admin/api-kit';

// Dictionary types (RuoYi-Vue3 src/api/system/dict/type.js).

export type DictTypeInput = schema.DictTypeBody;

export const dictTypeListKey = systemKey('dictType', 'list');

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

const typeKeys = [systemKey('dictType'), dictTypeQueryKey()] as const;
export const useAddType = () => useInvalidatingMutation(dictTypeApi.add, ...typeKeys);
export const useUpdateType = () =>
  useInvalidatingMutation(dictTypeApi.update, ...typeKeys, systemKey('dictData'));
export const useDelType = () => useInvalidatingMutation(dictTypeApi.remove, ...typeKeys);
export const useRefreshDictCache = () => useInvalidatingMutation(refreshDictCache, dictTypeQueryKey());
