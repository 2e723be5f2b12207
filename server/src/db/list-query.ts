import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { table } from '../http/envelope.js';
import type { ExcelColumn } from '../http/excel.js';
import { type DateRange, type Paging, pagingOf } from '../http/schemas.js';
import { containsText } from './contains-text.js';

// Query-builder steps every staff list shares: its search fields, its date range, its whitelisted
// sort, one page with the total, and the rows of an export.

/** RuoYi's BaseEntity columns (who wrote a row and when, a remark), last in a row as AuditFields answers them. */
export const AUDIT_COLUMNS = ['createBy', 'createTime', 'updateBy', 'updateTime', 'remark'] as const;

/** Columns as selected under a table's alias: `aliased('m', ['menuId'])` is `['m.menuId']`. */
export const aliased = <A extends string, C extends readonly string[]>(alias: A, columns: C) =>
  columns.map((column) => `${alias}.${column}`) as { [K in keyof C]: `${A}.${C[K] & string}` };

/**
 * A staff list's search fields: a `contains` field matches text anywhere in its column (any case),
 * an `equals` field the whole value; a field left out or empty filters nothing. Each column is
 * named as its field, under `alias` when given.
 */
export function withFilter<DB, TB extends keyof DB, O, F extends object>(
  query: SelectQueryBuilder<DB, TB, O>,
  filter: F,
  fields: { contains?: (keyof F & string)[]; equals?: (keyof F & string)[]; alias?: string },
): SelectQueryBuilder<DB, TB, O> {
  const column = (field: string) => (fields.alias ? `${fields.alias}.${field}` : field);
  const given = (field: keyof F) => filter[field] !== undefined && filter[field] !== '';
  let result = query;
  for (const field of (fields.contains ?? []).filter(given)) {
    result = result.where(containsText(column(field), String(filter[field])));
  }
  for (const field of (fields.equals ?? []).filter(given)) {
    result = result.where(sql<SqlBool>`${sql.ref(column(field))} = ${filter[field]}`);
  }
  return result;
}

/** How many rows an export reads at most. */
export const EXPORT_LIMIT = 10_000;

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

/** One page of `rows` (a selected, ordered query) and the count of all its rows, as a RuoYi table. */
export async function tablePage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  { limit, offset }: Paging,
) {
  const [page, count] = await Promise.all([
    rows.limit(limit).offset(offset).execute(),
    rows
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return table(page, Number((count as { n: number | string | bigint }).n));
}

/** The rows of an export: the first EXPORT_LIMIT of `rows`. */
export const exportRows = <DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>) =>
  rows.limit(EXPORT_LIMIT).execute();

/** A staff list's two reads of its `rows`: one page with the total (the list) and an export's rows. */
export function listReads<D, F, DB, TB extends keyof DB, O>(
  rows: (db: D, filter: F) => SelectQueryBuilder<DB, TB, O>,
) {
  return {
    page: (db: D, filter: F, paging: Paging) => tablePage(rows(db, filter), paging),
    all: (db: D, filter: F) => exportRows(rows(db, filter)),
  };
}

/** The page a list query asks for (RuoYi's pageNum and pageSize). */
interface PageParams {
  pageNum?: number;
  pageSize?: number;
}

/**
 * A staff list's two service answers from its `rows`: the list (the page the query asks for, with
 * the total) and the export (the sheet's `columns` and every filtered row).
 */
export function listAnswers<D, F, DB, TB extends keyof DB, O>(
  rows: (db: D, filter: F) => SelectQueryBuilder<DB, TB, O>,
  columns: ExcelColumn<O>[],
) {
  const reads = listReads(rows);
  return {
    list: (db: D, query: F & PageParams) => reads.page(db, query, pagingOf(query)),
    export: async (db: D, filter: F) => ({ columns, rows: await reads.all(db, filter) }),
  };
}
