import { type Static, type TLiteral, type TSchema, type TUnion, Type } from 'typebox';
import { badRequest } from './envelope.js';

// The schema pieces every route is built from (request and response). Each one keeps input inside
// what both databases accept, so a bad value is a 400 naming the field before any query runs:
// ids fit a 32-bit integer column, text has a length limit and no NUL byte (PostgreSQL refuses it).

/** PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/** Text without NUL bytes; `validationMessage` names this pattern's failure. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

interface TextOptions {
  min?: number;
  /** A stricter pattern; it must not match a NUL byte either. */
  pattern?: string;
  format?: string;
}

/** Text of at most `max` characters (at least `min` when given). */
export const Text = (title: string, max: number, { min, pattern, format }: TextOptions = {}) =>
  Type.String({
    title,
    maxLength: max,
    ...(min ? { minLength: min } : {}),
    pattern: pattern ?? NO_NUL_PATTERN,
    ...(format ? { format } : {}),
  });

/** A positive id, as a path parameter, query or body field. */
export const Id = (title: string) => Type.Integer({ title, minimum: 1, maximum: MAX_ID });

/** A time as stored and sent: `YYYY-MM-DD HH:mm:ss`. */
export const DateTime = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });

/** A calendar date: `YYYY-MM-DD`. */
export const DateOnly = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** An id that may be 0 (a tree's root parent). */
export const IdOrZero = (title: string) => Type.Integer({ title, minimum: 0, maximum: MAX_ID });

/** `{name: Id}`: the params of a route like `/x/:name`. */
export const IdParams = <Name extends string>(name: Name, title: string) =>
  Type.Object({ [name]: Id(title) } as { [key in Name]: ReturnType<typeof Id> });

/** RuoYi deletes several rows by a comma-separated id list in the path: `DELETE /x/1,2,3`. */
export const IdList = (title: string) => Type.String({ title, pattern: '^\\d{1,10}(,\\d{1,10}){0,499}$' });

/** `{name: IdList}`: the params of a route like `DELETE /x/:names`. */
export const IdListParams = <Name extends string>(name: Name, title: string) =>
  Type.Object({ [name]: IdList(title) } as { [key in Name]: ReturnType<typeof IdList> });

/** The distinct ids of such a list; 400 '编号不正确' when one is 0 or beyond an id column. */
export function parseIds(text: string): number[] {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) throw badRequest('编号不正确');
  return ids;
}

/** One of `values`, refused as '<title>取值不正确' like the other literal unions. */
export const OneOf = <const T extends readonly string[]>(values: T, title: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { title },
  ) as TUnion<{ -readonly [I in keyof T]: TLiteral<T[I]> }>;

/** RuoYi status: '0' normal / running, '1' disabled / paused. */
export const Status = (title = '状态') => OneOf(['0', '1'], title);

/** A status filter: '0', '1', or '' (any), as RuoYi's search forms send it. */
export const StatusFilter = (title = '状态') => Type.Optional(OneOf(['', '0', '1'], title));

/** RuoYi's 'Y' / 'N' flags (configType, isDefault). */
export const YesNo = (title: string) => OneOf(['Y', 'N'], title);

// ---- lists: paging, sort, date range ----

// RuoYi paging: pageNum from 1, pageSize (SPEC.md §9: 20 by default; the public pager offers
// 10/20/30/50). The cap keeps one request from reading a whole table.
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = {
  pageNum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export interface Paging {
  limit: number;
  offset: number;
}

export function pagingOf(query: { pageNum?: number; pageSize?: number }): Paging {
  const limit = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((query.pageNum ?? 1) - 1) * limit };
}

export const SortQuery = {
  orderByColumn: Type.Optional(Type.String({ title: '排序列', pattern: '^[A-Za-z]{1,40}$' })),
  isAsc: Type.Optional(
    Type.Union(
      [Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ascending'), Type.Literal('descending')],
      { title: '排序方向' },
    ),
  ),
};

const Day = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$' });

/** A date range sent as params[beginTime] / params[endTime] (nested query objects serialise as key[sub]). */
export const DateRangeQuery = {
  'params[beginTime]': Type.Optional(Day('开始时间')),
  'params[endTime]': Type.Optional(Day('结束时间')),
};

export interface DateRange {
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
}

// ---- responses: RuoYi's AjaxResult and TableDataInfo ----

const Envelope = { code: Type.Integer(), msg: Type.String() };

/** `{code, msg}`. */
export const Ok = Type.Object(Envelope);

/** `{code, msg, data?}`: data is left out when null, as RuoYi does. */
export const OkData = <T extends TSchema>(data: T) => Type.Object({ ...Envelope, data: Type.Optional(data) });

/** `{code, msg, total, rows}`. */
export const TableOf = <T extends TSchema>(row: T) =>
  Type.Object({ ...Envelope, total: Type.Integer(), rows: Type.Array(row) });

/** A time as RuoYi sends it (`YYYY-MM-DD HH:mm:ss`), or null. */
export const TimeOrNull = Type.Union([Type.String(), Type.Null()]);

/** The `response` of a route schema: what a 200 answers. */
export const replies = <T extends TSchema>(schema: T) => ({ 200: schema });

/** One field's refusal, as a form's check and a refused submit list them. */
export const FieldError = Type.Object({ field: Type.String(), msg: Type.String() });
export type FieldError = Static<typeof FieldError>;

/** `400 {code, msg, errors}`: each problem in `errors`, the first of them also in `msg`. */
const RefusalOf = <T extends TSchema>(error: T) =>
  Type.Object({ ...Envelope, errors: Type.Optional(Type.Array(error)) });

/** A form's problems. */
export const FormRefusal = RefusalOf(FieldError);

/**
 * The answers of a form route: its 400 names the wrong fields (`errors`), also when the request
 * schema refuses the body, so the page can show each message beside its field.
 */
export const formReplies = <T extends TSchema>(schema: T) => ({ 200: schema, 400: FormRefusal });

/** RuoYi's BaseEntity columns as a row answers them (last in the row): who wrote it, when, a remark. */
export const AuditFields = {
  createBy: Type.String(),
  createTime: TimeOrNull,
  updateBy: Type.String(),
  updateTime: TimeOrNull,
  remark: Type.String(),
};

/** A page's body in both languages (sanitised HTML), as a detail answers it. */
export const ContentFields = { content: Type.String(), contentEs: Type.String() };

/** One bad row of an imported sheet. */
export const ImportError = Type.Object({ row: Type.Integer(), msg: Type.String() });
/** An imported sheet's bad rows (other 400s have no `errors`). */
export const ImportRefusal = RefusalOf(ImportError);
