import type { DateRange } from '@server/http/schemas';
import type { OperLogListQuery } from '@server/modules/monitor/operlog.schema';

// Query pieces shared by the monitor list calls, taken from the server's schemas. The SPA holds a
// date range as one `params` object ({beginTime, endTime}); the request client serialises it back to
// the server's `params[beginTime]` / `params[endTime]` keys.

/** `{beginTime, endTime}` of the server's `params[beginTime]` / `params[endTime]`. */
export type DateRangeParams = {
  [Key in keyof DateRange as Key extends `params[${infer Name}]` ? Name : never]: DateRange[Key];
};

/** A server list query as the SPA sends it: the date range nested under `params`. */
export type ListQuery<Query> = Omit<Query, keyof DateRange> &
  (keyof DateRange extends keyof Query ? { params?: DateRangeParams } : unknown);

export type PageQuery = Pick<OperLogListQuery, 'pageNum' | 'pageSize'> & { params?: DateRangeParams };

export type SortQuery = Pick<OperLogListQuery, 'orderByColumn' | 'isAsc'>;
