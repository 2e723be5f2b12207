import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TableDataInfo } from '@/lib/request';

// The list state of an admin page: the applied filters and a date range, fetched with TanStack
// Query under `[...queryKey, params]` so a mutation invalidates `queryKey`. A list comes a page at a
// time from the server (`fetchPage`, RuoYi's pageNum/pageSize) or whole (`fetchAll`: the online
// sessions, the menu and article-type trees), then paged here or not at all.

export const PAGE_SIZES = [10, 20, 30, 50];
/** SPEC.md §9: page 1, limit 20. */
export const DEFAULT_PAGE_SIZE = 20;

export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

/** What a paged list sends: the filters, paging and RuoYi's nested date range. */
export type PagedParams<F> = F & PageParams & { params?: Record<string, string> };

interface SourceBase<F> {
  /** Prefix of the list's query key, e.g. ['system', 'user', 'list']. */
  queryKey: readonly unknown[];
  /** Filters before any search, and what 重置 goes back to. */
  initial?: F;
}

export interface PagedSource<F, R> extends SourceBase<F> {
  fetchPage: (params: PagedParams<F>) => Promise<TableDataInfo<R>>;
  /** False holds the fetch (e.g. a closed dialog). */
  enabled?: boolean;
}

export interface WholeSource<F, R> extends SourceBase<F> {
  fetchAll: (filters: F) => Promise<R[]>;
}

export type ListSource<F, R> = PagedSource<F, R> | WholeSource<F, R>;

/**
 * RuoYi's addDateRange: `params[beginTime]`/`params[endTime]` as YYYY-MM-DD when both ends are set
 * (the request client writes the nested object as those keys).
 */
function addDateRange<T extends object>(query: T, range: DateRange) {
  const [begin, end] = range ?? [null, null];
  if (!begin || !end) return query;
  return {
    ...query,
    params: { beginTime: begin.format('YYYY-MM-DD'), endTime: end.format('YYYY-MM-DD') },
  };
}

/** antd's pager as RuoYi's <pagination>: sizes 10–50, total, quick jumper. */
export function pagerOf(
  { pageNum, pageSize }: PageParams,
  total: number,
  onChange: (page: PageParams) => void,
): TablePaginationConfig {
  return {
    current: pageNum,
    pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (count) => `共 ${count} 条`,
    // A new page size starts again from page 1.
    onChange: (next, size) => onChange({ pageNum: size !== pageSize ? 1 : next, pageSize: size }),
  };
}

/**
 * The rows of `source` under the applied filters. `paged` false shows every row (a tree); a whole
 * list is otherwise paged here.
 */
export function useListQuery<F extends object, R>(source: ListSource<F, R>, paged = true) {
  const initial = source.initial ?? ({} as F);
  const [filters, setFilters] = useState<F>(initial);
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const [page, setPage] = useState<PageParams>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const whole = 'fetchAll' in source;
  const params = addDateRange(whole ? filters : { ...filters, ...page }, dateRange) as PagedParams<F>;

  const result = useQuery({
    queryKey: [...source.queryKey, params],
    queryFn: async (): Promise<TableDataInfo<R>> => {
      if ('fetchAll' in source) {
        const rows = await source.fetchAll(params);
        return { code: 200, msg: '', total: rows.length, rows };
      }
      return source.fetchPage(params);
    },
    placeholderData: keepPreviousData,
    enabled: whole || source.enabled !== false,
  });
  const all = result.data?.rows ?? [];
  const total = result.data?.total ?? 0;
  const { pageNum, pageSize } = page;

  /** 搜索: applies `next` (and the range) from page 1. */
  const search = (next: Partial<F>, range: DateRange = dateRange) => {
    setDateRange(range);
    setFilters({ ...initial, ...next });
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  return {
    /** The server's answer for the rows shown (with any extra keys, e.g. a total amount). */
    answer: result.data,
    /** The params of the current fetch (filters, paging, params[beginTime]…), e.g. for the export. */
    params,
    filters,
    rows: whole && paged ? all.slice((pageNum - 1) * pageSize, pageNum * pageSize) : all,
    loading: result.isFetching,
    refetch: result.refetch,
    search,
    /** 重置: back to the initial filters, no range, page 1. */
    reset: () => search({}, null),
    pagination: paged ? pagerOf(page, total, setPage) : (false as const),
    /** Row number of the `index`-th row of the page shown (序号). */
    rowNumber: (index: number) => (pageNum - 1) * pageSize + index + 1,
  };
}
