// Query pieces shared by the monitor list calls (RuoYi: pageNum/pageSize, a date range sent as
// params[beginTime]/params[endTime], an optional sort column).

export interface DateRangeParams {
  beginTime?: string;
  endTime?: string;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  /** Serialised by the request client as params[beginTime] / params[endTime]. */
  params?: DateRangeParams;
}

export interface SortQuery {
  orderByColumn?: string;
  isAsc?: 'ascending' | 'descending';
}

/** Ids of a batch delete travel in the path, comma separated (RuoYi `ids.toString()`). */
export const joinIds = (ids: number | string | readonly (number | string)[]): string =>
  Array.isArray(ids) ? ids.join(',') : String(ids);
