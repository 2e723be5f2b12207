import { useInvalidatingMutation } from '@/admin/api-kit';
import { joinIds } from '@/lib/ids';
import { http, type TableDataInfo } from '@/lib/request';

// RuoYi's staff logs (operlog, logininfor, jobLog) answer the same calls under their own path: a page
// of the list, deleting chosen rows, emptying the log and an export.

/** The calls of the log at `path` (e.g. `/monitor/operlog`); its queries live under `key`. */
export function logCalls<Row, Query>(path: `/${string}`) {
  return {
    key: path.slice(1).split('/'),
    exportUrl: `${path.slice(1)}/export`,
    list: (query: Query) => http.get<TableDataInfo<Row>>(`${path}/list`, { params: query }),
    remove: (ids: number | readonly number[]) => http.delete(`${path}/${joinIds(ids)}`),
    clean: () => http.delete(`${path}/clean`),
  };
}

type LogCalls = Pick<ReturnType<typeof logCalls>, 'key' | 'remove' | 'clean'>;

/** Deleting rows of a log, then showing its list again. */
export const useRemoveLogRows = (log: LogCalls) => useInvalidatingMutation(log.remove, log.key);

/** Emptying a log, then showing its (empty) list again. */
export const useCleanLog = (log: LogCalls) => useInvalidatingMutation(() => log.clean(), log.key);
