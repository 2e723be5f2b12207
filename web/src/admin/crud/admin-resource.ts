import { type EditFormOptions, useEditForm } from './edit-form';
import { removeByIds } from './list-page';
import { resourceMutations } from './resource-calls';

// A RuoYi staff resource described once, in its api module, for the pages that list and edit it:
// `useResourceList` gives a ListPage its permission, rows, list, 删除 and 导出, and
// `useResourceForm` the add/edit dialog its title, id, saving and loading.

/** What the pages call: the list, one record, and the path the permission goes by. */
interface ListCalls {
  path: `/${string}`;
  exportPath: string;
  list: (params: never) => Promise<unknown>;
  get: (id: number) => Promise<unknown>;
  add: (data: never) => Promise<unknown>;
  update: (data: never) => Promise<unknown>;
  remove: (ids: number | readonly number[]) => Promise<unknown>;
}

interface ResourceTexts<K extends string> {
  /** 参数 → 添加参数, 修改参数, 是否确认删除参数编号为"1,2"的数据项？ */
  noun: string;
  /** The id's key in a row and in the edit body. */
  rowKey: K;
  /** 导出 saves `<exportName>_<millis>.xlsx`; none: no 导出. */
  exportName?: string;
  /** Permission prefix: the path's (/system/config → system:config) unless given. */
  perm?: string;
  /** The noun of RuoYi's delete question where it differs (字典类型: 字典). */
  removeNoun?: string;
}

type QueryKey = readonly unknown[];

/**
 * The resource of `calls`. `keys` are what its writes refresh: its own query key first (its list is
 * under `[...key, 'list']`), then the other views it changes (e.g. the public site's).
 */
export function adminResource<C extends ListCalls, K extends string>(
  calls: C,
  keys: readonly [QueryKey, ...QueryKey[]],
  { perm, removeNoun, ...texts }: ResourceTexts<K>,
) {
  return {
    ...texts,
    calls,
    listKey: [...keys[0], 'list'],
    keys,
    writes: resourceMutations<Parameters<C['add']>[0], Parameters<C['update']>[0]>(calls, ...keys),
    perm: perm ?? calls.path.slice(1).replaceAll('/', ':'),
    removeNoun: removeNoun ?? texts.noun,
  };
}

export type AdminResource<C extends ListCalls = ListCalls, K extends string = string> = ReturnType<
  typeof adminResource<C, K>
>;

/** The ListPage props of `resource`: perm, rowKey, source, remove and (if it exports) exportTo. */
export function useResourceList<C extends ListCalls, K extends string>(resource: AdminResource<C, K>) {
  const { calls, exportName } = resource;
  const remove = removeByIds(resource.removeNoun, resource.writes.useRemove());
  return {
    perm: resource.perm,
    rowKey: resource.rowKey,
    source: { queryKey: resource.listKey, fetchPage: calls.list as C['list'] },
    remove,
    ...(exportName ? { exportTo: { url: calls.exportPath, name: exportName } } : {}),
  };
}

/** What saves: one of the resource's mutations. */
interface SaveMutation {
  mutateAsync: (body: never) => Promise<unknown>;
  isPending: boolean;
}

/** What the add/edit dialog takes of a resource. */
interface EditedResource {
  noun: string;
  rowKey: string;
  calls: { add: (data: never) => Promise<unknown>; get: (id: number) => Promise<unknown> };
  writes: { useAdd: () => SaveMutation; useUpdate: () => SaveMutation };
}

/** What the resource's add takes, and what loading one of its records answers. */
type AddBodyOf<R extends EditedResource> = Parameters<R['calls']['add']>[0] & object;
type RecordOf<R extends EditedResource> = Awaited<ReturnType<R['calls']['get']>>;

/**
 * The add/edit dialog of `resource`, its values the add body unless `V` says otherwise; `options`
 * add what its form needs (defaults, schema, …).
 */
export const useResourceForm = <R extends EditedResource, V extends object = AddBodyOf<R>, D = RecordOf<R>>(
  resource: R,
  options: Omit<EditFormOptions<NoInfer<V>, NoInfer<D>>, 'noun' | 'idKey' | 'add' | 'update'>,
) =>
  useEditForm<V, D>({
    noun: resource.noun,
    idKey: resource.rowKey,
    add: resource.writes.useAdd(),
    update: resource.writes.useUpdate(),
    load: resource.calls.get as (id: number) => Promise<D>,
    ...options,
  });
