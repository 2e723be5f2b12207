import { queryOptions, useQueries } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';

// Dictionary options of a type (RuoYi's `useDict`): GET /system/dict/data/type/{type}, cached by
// TanStack Query for the session. Editing dictionary data invalidates `dictTypeQueryKey()`.

/** One row of sys_dict_data as the type endpoint sends it. */
export interface DictDataRow {
  dictCode?: number;
  dictSort?: number;
  dictLabel: string;
  dictValue: string;
  dictType?: string;
  cssClass?: string | null;
  listClass?: string | null;
  isDefault?: string;
  status?: string;
  remark?: string | null;
}

/** An option ready for selects, radios and <DictTag>. */
export interface DictOption {
  label: string;
  value: string;
  /** RuoYi's listClass: primary, success, info, warning, danger or default/empty. */
  listClass: string;
  cssClass: string;
}

export const dictTypeQueryKey = (type?: string) =>
  (type === undefined ? ['system', 'dict', 'type'] : ['system', 'dict', 'type', type]) as readonly string[];

export function getDicts(type: string): Promise<DictOption[]> {
  return http.get<AjaxResult<DictDataRow[]>>(`/system/dict/data/type/${type}`).then((res) =>
    (res.data ?? []).map((d) => ({
      label: d.dictLabel,
      value: String(d.dictValue),
      listClass: d.listClass ?? '',
      cssClass: d.cssClass ?? '',
    })),
  );
}

export const dictQueryOptions = (type: string) =>
  queryOptions({ queryKey: dictTypeQueryKey(type), queryFn: () => getDicts(type), staleTime: Infinity });

/**
 * `const dict = useDict('sys_normal_disable', 'sys_user_sex')` → `dict.sys_normal_disable` is the
 * option list (empty while loading).
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const results = useQueries({ queries: types.map((type) => dictQueryOptions(type)) });
  const dict = {} as Record<T, DictOption[]>;
  types.forEach((type, i) => {
    dict[type] = results[i]?.data ?? [];
  });
  return dict;
}

/** The label of `value` among `options`, or the value itself (RuoYi's selectDictLabel). */
export function dictLabel(options: readonly DictOption[], value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return options.find((o) => o.value === text)?.label ?? text;
}
