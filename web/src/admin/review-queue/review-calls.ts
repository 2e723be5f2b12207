import type { Static } from 'typebox';
import type { ListParams, NamedSchemas } from '@/admin/api-kit';
import { resourceCalls } from '@/admin/crud/resource-calls';
import type { AjaxResult } from '@/lib/request';

// The calls of a review queue's resource (`list`, `/:id`, `export` under its path) and the query
// keys its list and records live under, so that a decision's mutation can refresh both.

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
    /** The record itself (the answer's data). */
    load: async (id: number) => (await get(id)).data as Record,
    listKey,
    /** The queue's `source`: pages of `list` under `listKey`. */
    source: { queryKey: listKey, fetchPage: list },
    detailKey: [...key, 'detail'] as const,
  };
}
