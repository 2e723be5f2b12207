import { type Static, Type } from 'typebox';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  IdOrZero,
  OkData,
  OneOf,
  PageQuery,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { Remark } from '../../http/resource.schema.js';

// The code generator (RuoYi's /tool/gen): tables imported from the live database, their columns'
// settings, and the generated files. Names follow RuoYi's GenTable / GenTableColumn, with
// javaType / javaField as tsType / tsField.

export const TS_TYPES = ['string', 'number', 'boolean'] as const;
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
export type TsType = (typeof TS_TYPES)[number];
export type QueryType = (typeof QUERY_TYPES)[number];
export type HtmlType = (typeof HTML_TYPES)[number];

const Flag = (title: string) => Type.Union([Type.Literal('0'), Type.Literal('1')], { title });

/** A table or column name as the generator takes it: snake_case, as our migrations write them. */
export const SQL_NAME = '^[a-z][a-z0-9_]{0,62}$';

export const GenColumn = Type.Object({
  columnId: Type.Integer(),
  tableId: Type.Integer(),
  columnName: Type.String(),
  columnComment: Type.String(),
  columnType: Type.String(),
  tsType: Type.String(),
  tsField: Type.String(),
  maxLength: Type.Union([Type.Integer(), Type.Null()]),
  isNullable: Type.String(),
  hasDefault: Type.String(),
  isPk: Type.String(),
  isIncrement: Type.String(),
  isRequired: Type.String(),
  isInsert: Type.String(),
  isEdit: Type.String(),
  isList: Type.String(),
  isQuery: Type.String(),
  queryType: Type.String(),
  htmlType: Type.String(),
  dictType: Type.String(),
  sort: Type.Integer(),
});
export type GenColumn = Static<typeof GenColumn>;

export const GenTableRow = Type.Object({
  tableId: Type.Integer(),
  tableName: Type.String(),
  tableComment: Type.String(),
  className: Type.String(),
  tplCategory: Type.String(),
  moduleName: Type.String(),
  businessName: Type.String(),
  functionName: Type.String(),
  functionAuthor: Type.String(),
  parentMenuId: Type.Integer(),
  ...AuditFields,
});
export type GenTableRow = Static<typeof GenTableRow>;

export const GenTablePage = TableOf(GenTableRow);
export type GenTablePage = Static<typeof GenTablePage>;

/** A page of tables by name and description: the import dialog's search, and the generator list's. */
const TableSearch = {
  ...PageQuery,
  tableName: Type.Optional(Text('表名称', 200)),
  tableComment: Type.Optional(Text('表描述', 500)),
};

export const GenTableQuery = Type.Object({ ...TableSearch, ...DateRangeQuery });
export type GenTableQuery = Static<typeof GenTableQuery>;

/** A table of the live database, as the import dialog lists it. */
export const DbTable = Type.Object({
  tableName: Type.String(),
  tableComment: Type.String(),
  createTime: TimeOrNull,
  updateTime: TimeOrNull,
});
export type DbTable = Static<typeof DbTable>;

export const DbTablePage = TableOf(DbTable);
export type DbTablePage = Static<typeof DbTablePage>;

export const DbTableQuery = Type.Object(TableSearch);
export type DbTableQuery = Static<typeof DbTableQuery>;

/** The tables to import (`?tables=a,b`) or to download (`batchGenCode?tables=a,b`). */
export const TableNames = Type.Object({
  tables: Type.String({ title: '表名称', pattern: '^[a-z][a-z0-9_]{0,62}(,[a-z][a-z0-9_]{0,62}){0,49}$' }),
});
export type TableNames = Static<typeof TableNames>;

export const TableNameParams = Type.Object({
  tableName: Type.String({ title: '表名称', pattern: SQL_NAME }),
});
export type TableNameParams = Static<typeof TableNameParams>;

/** RuoYi's getGenTable answer: the table with its columns, the columns again, and every imported table. */
export const GenTableDetail = OkData(
  Type.Object({
    info: Type.Object({ ...GenTableRow.properties, columns: Type.Array(GenColumn) }),
    rows: Type.Array(GenColumn),
    tables: Type.Array(GenTableRow),
  }),
);
export type GenTableDetail = Static<typeof GenTableDetail>;

/** A name the generated code uses as an identifier. */
const Identifier = (title: string, pattern: string) => Type.String({ title, pattern, maxLength: 30 });

/** What staff change of a column; its name, type and key come from the live table. */
export const GenColumnEdit = Type.Object({
  columnId: Id('字段编号'),
  columnComment: Text('字段描述', 500, { min: 1 }),
  tsType: OneOf(TS_TYPES, 'TS类型'),
  isRequired: Flag('必填'),
  isInsert: Flag('插入'),
  isEdit: Flag('编辑'),
  isList: Flag('列表'),
  isQuery: Flag('查询'),
  queryType: OneOf(QUERY_TYPES, '查询方式'),
  htmlType: OneOf(HTML_TYPES, '显示类型'),
  dictType: Type.Optional(Text('字典类型', 100, { pattern: '^([a-z][a-z0-9_]*)?$' })),
});
export type GenColumnEdit = Static<typeof GenColumnEdit>;

export const GenTableUpdateBody = Type.Object({
  tableId: Id('表编号'),
  tableComment: Text('表描述', 500, { min: 1 }),
  className: Identifier('实体类名称', '^[A-Z][A-Za-z0-9]*$'),
  moduleName: Identifier('生成模块名', '^[a-z][a-z0-9]*$'),
  businessName: Identifier('生成业务名', '^[a-z][A-Za-z0-9]*$'),
  functionName: Text('生成功能名', 50, { min: 1, pattern: '^[^\\u0000-\\u001f]*$' }),
  functionAuthor: Type.Optional(Text('作者', 50, { pattern: '^[^\\u0000-\\u001f]*$' })),
  parentMenuId: Type.Optional(IdOrZero('上级菜单')),
  remark: Remark,
  columns: Type.Array(GenColumnEdit, { title: '字段', minItems: 1, maxItems: 500 }),
});
export type GenTableUpdateBody = Static<typeof GenTableUpdateBody>;

/** The generated files: path in the repository → source. */
export const GeneratedFiles = OkData(Type.Record(Type.String(), Type.String()));
export type GeneratedFiles = Static<typeof GeneratedFiles>;
