import { Type } from '@fastify/type-provider-typebox';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';

// Filters RuoYi list calls share: a date range sent as params[beginTime] / params[endTime]
// (nested query objects serialise as key[sub]) and a sort column from a whitelist.

const Day = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$' });

export const DateRangeQuery = {
  'params[beginTime]': Type.Optional(Day('开始时间')),
  'params[endTime]': Type.Optional(Day('结束时间')),
};

export const SortQuery = {
  orderByColumn: Type.Optional(Type.String({ title: '排序列', pattern: '^[A-Za-z]{1,40}$' })),
  isAsc: Type.Optional(
    Type.Union(
      [Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ascending'), Type.Literal('descending')],
      { title: '排序方向' },
    ),
  ),
};

export interface DateRange {
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
}

/** Times are 'YYYY-MM-DD HH:mm:ss' text: a day range covers the whole end day. */
export function withDateRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  range: DateRange,
): SelectQueryBuilder<DB, TB, O> {
  const begin = range['params[beginTime]'];
  const end = range['params[endTime]'];
  let result = query;
  if (begin) result = result.where(sql.ref(column), '>=', begin.length === 10 ? `${begin} 00:00:00` : begin);
  if (end) result = result.where(sql.ref(column), '<=', end.length === 10 ? `${end} 23:59:59` : end);
  return result;
}

/**
 * ORDER BY a column the caller may choose only from `allowed` (camelCase name → column);
 * anything else falls back to the default order.
 */
export function withSort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: { orderByColumn?: string; isAsc?: string },
  allowed: Record<string, string>,
  fallback: { column: string; direction: 'asc' | 'desc' },
): SelectQueryBuilder<DB, TB, O> {
  // Own keys only: `constructor` or `toString` are not columns.
  const column =
    sort.orderByColumn && Object.hasOwn(allowed, sort.orderByColumn)
      ? allowed[sort.orderByColumn]
      : undefined;
  if (!column) return query.orderBy(sql.ref(fallback.column) as Expression<unknown>, fallback.direction);
  const direction = sort.isAsc === 'desc' || sort.isAsc === 'descending' ? 'desc' : 'asc';
  return query.orderBy(sql.ref(column) as Expression<unknown>, direction);
}
