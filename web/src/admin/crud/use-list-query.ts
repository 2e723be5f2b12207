import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TableDataInfo } from '@/lib/request';

// The list state of an admin page: the applied filters, pageNum/pageSize and a date range, fetched
// with TanStack Query under `[...queryKey, params]` so a mutation invalidates `queryKey`.

export const PAGE_SIZES = [10, 20, 30, 50];
/** SPEC.md §9: page 1, limit 20. */
export const DEFAULT_PAGE_SIZE = 20;

export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

/**
 * RuoYi's addDateRange: `params[beginTime]`/`params[endTime]` (or `params[beginX]`/`params[endX]`
 * with `propName` X) as YYYY-MM-DD, when both ends are set.
 */
export function addDateRange<T extends object>(query: T, range: DateRange, propName?: string) {
  const [begin, end] = range ?? [null, null];
  if (!begin || !end) return query;
  const beginKey = propName ? `begin${propName}` : 'beginTime';
  const endKey = propName ? `end${propName}` : 'endTime';
  return {
    ...query,
    params: { [beginKey]: begin.format('YYYY-MM-DD'), [endKey]: end.format('YYYY-MM-DD') },
  };
}

export interface TableQueryOptions<Q extends object, R> {
  /** Prefix of the list's query key, e.g. ['system', 'user', 'list']. */
  queryKey: readonly unknown[];
  fetcher: (params: Q & PageParams & { params?: Record<string, string> }) => Promise<TableDataInfo<R>>;
  /** Filters before any search (also what 重置 goes back to). */
  initial?: Q;
  pageSize?: number;
  /** Suffix of the date-range keys (RuoYi's propName); default beginTime/endTime. */
  rangeProp?: string;
  /** False holds the fetch (e.g. a closed dialog). */
  enabled?: boolean;
}

export function useTableQuery<Q extends object, R>({
  queryKey,
  fetcher,
  initial = {} as Q,
  pageSize = DEFAULT_PAGE_SIZE,
  rangeProp,
  enabled = true,
}: TableQueryOptions<Q, R>) {
  const [query, setQuery] = useState<Q & PageParams>({ ...initial, pageNum: 1, pageSize });
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const params = addDateRange(query, dateRange, rangeProp);

  const result = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => fetcher(params),
    placeholderData: keepPreviousData,
    enabled,
  });

  /** 搜索: applies `filters` (and the range) from page 1. */
  const search = (filters: Partial<Q>, range: DateRange = dateRange) => {
    setDateRange(range);
    setQuery((q) => ({ ...initial, ...filters, pageNum: 1, pageSize: q.pageSize }));
  };
  /** 重置: back to the initial filters, no range, page 1. */
  const reset = () => search({}, null);

  const pagination: TablePaginationConfig = {
    current: query.pageNum,
    pageSize: query.pageSize,
    total: result.data?.total ?? 0,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (total) => `共 ${total} 条`,
    onChange: (pageNum, size) =>
      setQuery((q) => ({ ...q, pageNum: size !== q.pageSize ? 1 : pageNum, pageSize: size })),
  };

  return {
    /** The params of the current fetch (filters, paging, params[beginTime]…), e.g. for the export. */
    params,
    query,
    dateRange,
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    refetch: result.refetch,
    search,
    reset,
    pagination,
  };
}
