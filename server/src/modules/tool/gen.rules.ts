import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LiveColumn } from './gen.queries.js';
import type { GenColumn, GenTableRow, HtmlType, QueryType, TsType } from './gen.schema.js';

// How an imported table and its columns start out (RuoYi's GenUtils): names from the table's,
// then per column a TypeScript type, a form control, a search mode and the list/form flags,
// guessed from the column's name and type. Staff correct the guesses on the edit page.

export const camelCase = (name: string) => name.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascalCase = (name: string) => camelCase(name).replace(/^[a-z]/, (c) => c.toUpperCase());
export const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The columns the generated service fills (who wrote a row and when) or that staff never set. */
const SERVER_FILLED = ['create_by', 'create_time', 'update_by', 'update_time', 'del_flag'];
const NOT_LISTED = ['create_by', 'create_time', 'update_by', 'update_time', 'del_flag'];
const NOT_QUERIED = [...NOT_LISTED, 'remark'];

/** What RuoYi's columns are called, since neither database here keeps our columns' comments. */
const KNOWN_LABELS: Record<string, string> = {
  id: '编号',
  create_by: '创建者',
  create_time: '创建时间',
  update_by: '更新者',
  update_time: '更新时间',
  remark: '备注',
  status: '状态',
  sort: '显示排序',
  order_num: '显示顺序',
  del_flag: '删除标志',
};

/** The generated module's names: `bll_links` is module `bll`, business `links`, class `Links`. */
export function tableNaming(tableName: string) {
  const [first, ...rest] = tableName.split('_').filter(Boolean);
  const business = camelCase(rest.length ? rest.join('_') : tableName).slice(0, 30);
  return {
    moduleName: (rest.length ? (first === 'sys' ? 'system' : first) : 'gen').slice(0, 30),
    businessName: business,
    className: pascalCase(business),
  };
}

const ends = (name: string, ...suffixes: string[]) => suffixes.some((suffix) => name.endsWith(suffix));

export function tsTypeOf(columnType: string): TsType {
  if (/int|serial|numeric|decimal|real|double|float/.test(columnType)) return 'number';
  if (/bool/.test(columnType)) return 'boolean';
  return 'string';
}

/** A type that holds whole numbers only (the generated schema asks for an integer). */
export const isIntegerType = (columnType: string) => /int|serial/.test(columnType);

/** The n of varchar(n) / char(n); null for unbounded text and non-text columns. */
export function maxLengthOf(columnType: string): number | null {
  const match = /char.*\((\d+)\)/.exec(columnType);
  return match ? Number(match[1]) : null;
}

function htmlTypeOf({ columnName, columnType }: LiveColumn): HtmlType {
  if (ends(columnName, 'status')) return 'radio';
  if (ends(columnName, 'type', 'sex', 'gender')) return 'select';
  if (ends(columnName, 'image', 'img', 'avatar', 'cover')) return 'imageUpload';
  if (ends(columnName, 'file', 'attachment')) return 'fileUpload';
  if (ends(columnName, 'content', 'html')) return 'editor';
  if (ends(columnName, '_time', '_date') || /timestamp|date/.test(columnType)) return 'datetime';
  const length = maxLengthOf(columnType);
  if (columnType === 'text' || (length !== null && length >= 500)) return 'textarea';
  return 'input';
}

function dictTypeOf(columnName: string): string {
  if (columnName === 'status') return 'sys_normal_disable';
  if (ends(columnName, 'sex', 'gender')) return 'sys_user_sex';
  return '';
}

type NewColumn = Omit<Insertable<Database['genTableColumn']>, 'tableId'>;

/**
 * A live column's first settings, at position `sort`. `between` says whether a date range filter
 * is still free: the generated list takes one (RuoYi's params[beginTime] / params[endTime]).
 */
export function guessColumn(live: LiveColumn, sort: number, between: boolean): NewColumn {
  const name = live.columnName;
  const htmlType = htmlTypeOf(live);
  const flag = (yes: boolean) => (yes ? '1' : '0');
  const queried =
    !live.isPk && !NOT_QUERIED.includes(name) && ['input', 'select', 'radio', 'datetime'].includes(htmlType);
  let queryType: QueryType = 'EQ';
  if (ends(name, 'name', 'title')) queryType = 'LIKE';
  else if (htmlType === 'datetime' && queried && between) queryType = 'BETWEEN';
  return {
    columnName: name,
    columnComment: oneLine(live.columnComment).slice(0, 500) || KNOWN_LABELS[name] || camelCase(name),
    columnType: live.columnType,
    tsType: tsTypeOf(live.columnType),
    tsField: camelCase(name),
    maxLength: maxLengthOf(live.columnType),
    isNullable: flag(live.nullable),
    hasDefault: flag(live.hasDefault),
    isPk: flag(live.isPk),
    isIncrement: flag(live.isIncrement),
    isRequired: flag(!live.nullable && !live.hasDefault && !live.isPk),
    isInsert: flag(!live.isPk && !SERVER_FILLED.includes(name)),
    isEdit: flag(!live.isPk && !SERVER_FILLED.includes(name)),
    isList: flag(!live.isPk && !NOT_LISTED.includes(name)),
    isQuery: flag(queried),
    queryType,
    htmlType,
    dictType: dictTypeOf(name),
    sort,
  };
}

/** Every live column's first settings, at most one of them filtering by a date range. */
export function guessColumns(live: LiveColumn[]): NewColumn[] {
  let between = true;
  return live.map((column, index) => {
    const guessed = guessColumn(column, index + 1, between);
    if (guessed.queryType === 'BETWEEN') between = false;
    return guessed;
  });
}

// ----- what the templates share -----

export interface GenModel {
  table: GenTableRow;
  /** The columns in their order; exactly one is an auto-increment integer key. */
  columns: GenColumn[];
  /** The first value of each dictionary the columns use (the generated test sends it). */
  dictSamples: Map<string, string>;
  /** When the files were generated (the menu rows' create_time). */
  generatedAt: string;
}

// Control characters and the two line separators JavaScript also ends a line at.
// eslint-disable-next-line no-control-regex -- control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- as above, a run of them.
const CONTROL_RUN = /[\u0000-\u001f\u2028\u2029]+/g;

/** A TypeScript string literal; line breaks and other control characters escaped. */
export const quote = (text: string) =>
  `'${text
    .replace(/[\\']/g, (c) => `\\${c}`)
    .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;

/** A comment from the database as one line of text (it may end up in a generated `//` comment). */
export const oneLine = (text: string) => text.replace(CONTROL_RUN, ' ').trim();

/** RuoYi's audit columns as fields (AuditFields in a schema). */
export const AUDIT_FIELDS = ['createBy', 'createTime', 'updateBy', 'updateTime', 'remark'];

/** Everything the templates derive from the settings once. */
export function genNames({ table, columns }: GenModel) {
  const pk = columns.find((column) => column.isPk === '1')!;
  const fields = new Set(columns.map((column) => column.tsField));
  const C = table.className;
  const file = kebabCase(table.businessName);
  return {
    C,
    c: C.charAt(0).toLowerCase() + C.slice(1),
    pk,
    file,
    entity: camelCase(table.tableName),
    path: `/${table.moduleName}/${file}`,
    permission: `${table.moduleName}:${table.businessName}`,
    dir: `server/src/modules/${table.moduleName}`,
    webDir: `web/src/features/${table.moduleName}`,
    /** The table has all of RuoYi's audit columns: the schema spreads AuditFields. */
    audited: AUDIT_FIELDS.every((field) => fields.has(field)),
    has: (field: string) => fields.has(field),
  };
}
export type GenNames = ReturnType<typeof genNames>;
