import type { Static } from 'typebox';
import { type ListParams, type NamedSchemas, useInvalidatingMutation } from '@/admin/api-kit';
import { joinIds } from '@/lib/ids';
import { http, type TableDataInfo } from '@/lib/request';

// RuoYi's staff resources answer the same calls under their own path: `list`, `/:id`, POST, PUT,
// `DELETE /:ids` and `export`; its logs (operlog, logininfor, jobLog) answer `list`, `DELETE /:ids`,
// `clean` and `export`. An API file names its path and types once and exports the calls it uses.

/**
 * The calls of the staff resource at `path` (e.g. `/system/config`), typed as its schema names them:
 * the list's query and answer, one row's answer, the add body and the edit body.
 */
export function resourceCalls<Query extends object, Table, Detail, Add, Edit>(path: `/${string}`) {
  return {
    path,
    exportPath: `${path}/export`,
    list: (params: Query) => http.get<Table>(`${path}/list`, { params }),
    get: (id: number) => http.get<Detail>(`${path}/${id}`),
    add: (data: Add) => http.post(path, data),
    update: (data: Edit) => http.put(path, data),
    remove: (ids: number | readonly number[]) => http.delete(`${path}/${joinIds(ids)}`),
  };
}

/**
 * The calls of the staff resource `N` at `path`, typed by its server schema module `S` (`typeof
 * schema`) under RuoYi's names: `<N>ListQuery` (its date range sent as `params`), `<N>Table`,
 * `<N>Detail`, `<N>Body` (add) and `<N>UpdateBody` (edit).
 */
export const resourceCallsOf = <
  N extends string,
  S extends NamedSchemas<N, 'ListQuery' | 'Table' | 'Detail' | 'Body' | 'UpdateBody'>,
>(
  path: `/${string}`,
) =>
  resourceCalls<
    ListParams<Static<S[`${N}ListQuery`]>>,
    Static<S[`${N}Table`]>,
    Static<S[`${N}Detail`]>,
    Static<S[`${N}Body`]>,
    Static<S[`${N}UpdateBody`]>
  >(path);

interface Writes<Add, Edit> {
  add: (data: Add) => Promise<unknown>;
  update: (data: Edit) => Promise<unknown>;
  remove: (ids: number | readonly number[]) => Promise<unknown>;
}

/** The add, change and delete mutations of a resource, each refreshing every query under `keys`. */
export const resourceMutations = <Add, Edit>(
  calls: Writes<Add, Edit>,
  ...keys: readonly (readonly unknown[])[]
) => ({
  useAdd: () => useInvalidatingMutation(calls.add, ...keys),
  useUpdate: () => useInvalidatingMutation(calls.update, ...keys),
  useRemove: () => useInvalidatingMutation(calls.remove, ...keys),
});

/** The calls of the log at `path` (e.g. `/monitor/operlog`); its queries live under `key`. */
export function logCalls<Row, Query extends object>(path: `/${string}`) {
  const { list, remove, exportPath } = resourceCalls<Query, TableDataInfo<Row>, never, never, never>(path);
  return {
    key: path.slice(1).split('/'),
    list,
    remove,
    exportPath,
    clean: () => http.delete(`${path}/clean`),
  };
}

/**
 * What a log's ListPage takes from the log: its list (starting from the `initial` filters), 删除 of
 * rows, 清空 and 导出 as `<exportName>_<millis>.xlsx`. RuoYi asks 是否确认删除<idNoun>编号为"1,2"的数据项?
 * and 是否确认清空所有<logNoun>数据项?
 */
export function useLogList<Row, Query extends object>(
  log: ReturnType<typeof logCalls<Row, Query>>,
  texts: { idNoun: string; logNoun: string; exportName: string },
  initial?: Partial<Query>,
) {
  const remove = useInvalidatingMutation(log.remove, log.key);
  const clean = useInvalidatingMutation(() => log.clean(), log.key);
  return {
    source: { queryKey: [...log.key, 'list'], fetchPage: log.list, initial },
    remove: {
      confirm: (ids: string) => `是否确认删除${texts.idNoun}编号为"${ids}"的数据项?`,
      run: remove.mutateAsync,
    },
    clean: { confirm: `是否确认清空所有${texts.logNoun}数据项?`, run: () => clean.mutateAsync() },
    exportTo: { url: log.exportPath, name: texts.exportName },
  };
}
