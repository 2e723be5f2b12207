import { resourceCalls } from '@/admin/crud/resource-calls';
import type { AjaxResult } from '@/lib/request';

// The calls of a review queue's resource (`list`, `/:id`, `export` under its path) and the query
// keys its list and records live under, so that a decision's mutation can refresh both.

/** e.g. `reviewCalls<ApplyListParams, ApplyTable, ApplicationView>('/member/apply', ['member', 'admin', 'apply'])`. */
export function reviewCalls<Query extends object, Table, Record>(path: `/${string}`, key: readonly string[]) {
  const { list, get, exportPath } = resourceCalls<Query, Table, AjaxResult<Record>, never, never>(path);
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
