import type { ColumnType, SorterResult, SortOrder } from 'antd/es/table/interface';

// Server-sorted columns (RuoYi sortable="custom"): antd's sorter ↔ orderByColumn / isAsc.

/** The sort of a RuoYi list query. */
export interface SortQuery {
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
}

/** antd's sorter → orderByColumn / isAsc (ascending, descending); none when cleared. */
export function toSortQuery<R>(sorter: SorterResult<R> | SorterResult<R>[]): SortQuery {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || typeof one.field !== 'string') return { orderByColumn: undefined, isAsc: undefined };
  return { orderByColumn: one.field, isAsc: one.order === 'ascend' ? 'ascending' : 'descending' };
}

const DIRECTIONS: SortOrder[] = ['descend', 'ascend'];

/** Column props of a server-sorted column (descending first) under the list's current sort. */
export function sortable<R>(
  query: SortQuery,
  field: string,
): Pick<ColumnType<R>, 'sorter' | 'sortDirections' | 'sortOrder'> {
  const sortOrder: SortOrder =
    query.orderByColumn === field ? (query.isAsc === 'ascending' ? 'ascend' : 'descend') : null;
  return { sorter: true, sortDirections: DIRECTIONS, sortOrder };
}
