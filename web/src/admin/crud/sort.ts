import type { ColumnType, SorterResult, SortOrder } from 'antd/es/table/interface';
import type { SortQuery } from '../../api/types';

/** antd's sorter → RuoYi's orderByColumn / isAsc (ascending, descending); none when cleared. */
export function toSortQuery<R>(sorter: SorterResult<R> | SorterResult<R>[]): SortQuery {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || typeof one.field !== 'string') return { orderByColumn: undefined, isAsc: undefined };
  return { orderByColumn: one.field, isAsc: one.order === 'ascend' ? 'ascending' : 'descending' };
}

const DIRECTIONS: SortOrder[] = ['descend', 'ascend'];

/** Column props of a server-sorted column (RuoYi sortable="custom", descending first). */
export function sortable<R>(
  query: SortQuery,
  field: string,
): Pick<ColumnType<R>, 'sorter' | 'sortDirections' | 'sortOrder'> {
  const sortOrder: SortOrder =
    query.orderByColumn === field ? (query.isAsc === 'ascending' ? 'ascend' : 'descend') : null;
  return { sorter: true, sortDirections: DIRECTIONS, sortOrder };
}
