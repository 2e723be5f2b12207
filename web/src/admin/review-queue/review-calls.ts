import type { Static } from 'typebox';
import type { ListParams, NamedSchemas } from '@/admin/api-kit';
import { resourceCalls } from '@/admin/crud/resource-calls';
import type { PagedSource } from '@/admin/crud/use-list-query';
import type { AjaxResult } from '@/lib/request';

// The calls of a review queue's resource (`list`, `/:id`, `export` under its path) and the query
// keys its list and records live under, so that a decision's mutation can refresh both.

/** What a review queue takes from its resource: all the page need not say itself. */
export interface QueueCalls<F, R, D> {
  /** RuoYi's permission prefix, e.g. 'member:apply' (:query opens a record, :export exports). */
  perm: string;
  /** Pages of the list under its query key. */
  source: PagedSource<F, R>;
  exportPath: string;
  /** Prefix of a record's query key. */
  detailKey: readonly unknown[];
  /** The record itself (the answer's data). */
  load: (id: number) => Promise<D>;
}

/**
 * The queue of the resource `N`, typed by its server schema module `S` (`typeof schema`) under
 * RuoYi's names `<N>ListQuery`, `<N>Table` and `<N>Detail`, e.g.
 * `reviewCalls<'Apply', typeof schema>('/member/apply', ['member', 'admin', 'apply'])`.
 */
export function reviewCalls<N extends string, S extends NamedSchemas<N, 'ListQuery' | 'Table' | 'Detail'>>(
  path: `/${string}`,
  key: readonly string[],
) {
  /** What the detail answers as `data`. */
  type Record = Static<S[`${N}Detail`]> extends { data?: infer R } ? NonNullable<R> : never;
  const { list, get, exportPath } = resourceCalls<
    ListParams<Static<S[`${N}ListQuery`]>>,
    Static<S[`${N}Table`]>,
    AjaxResult<Record>,
    never,
    never
  >(path);
  const listKey = [...key, 'list'] as const;
  return {
    list,
    exportPath,
    // RuoYi names a resource's permissions after its path: /member/apply → member:apply:….
    perm: path.slice(1).replaceAll('/', ':'),
    load: async (id: number) => (await get(id)).data as Record,
    listKey,
    source: { queryKey: listKey, fetchPage: list },
    detailKey: [...key, 'detail'] as const,
  };
}
