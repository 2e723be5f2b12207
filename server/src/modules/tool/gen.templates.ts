import { AUDIT_FIELDS, type GenModel, type GenNames, genNames, isIntegerType, quote } from './gen.rules.js';
import type { GenColumn } from './gen.schema.js';
import { apiFile, pageFile } from './gen.web-templates.js';

// The generated files, as plain template functions: a server module in this project's shape
// (table type, schema, queries, service, routes with permissions, its test), a web admin page on
// the CRUD kit and the menu SQL. Names and labels were checked when saved (identifiers only,
// labels without control characters); labels still go into the code through `quote`.

/** An SQL string literal. */
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;
const yes = (flag: string) => flag === '1';

const isStatus = (column: GenColumn) => column.dictType === 'sys_normal_disable';
const isYesNo = (column: GenColumn) => column.dictType === 'sys_yes_no';
const isDateTime = (column: GenColumn) => column.htmlType === 'datetime' && column.tsType === 'string';
const longestText = (column: GenColumn) => column.maxLength ?? 65535;

function numberSchema(column: GenColumn) {
  return isIntegerType(column.columnType)
    ? `Type.Integer({ title: ${quote(column.columnComment)}, minimum: -MAX_ID, maximum: MAX_ID })`
    : `Type.Number({ title: ${quote(column.columnComment)} })`;
}

/** A column's value as a form sends it. */
function inputSchema(column: GenColumn) {
  const label = quote(column.columnComment);
  if (isStatus(column)) return `Status(${label})`;
  if (isYesNo(column)) return `YesNo(${label})`;
  if (isDateTime(column)) return `DateTime(${label})`;
  if (column.tsType === 'number') return numberSchema(column);
  if (column.tsType === 'boolean') return `Type.Boolean({ title: ${label} })`;
  const min = yes(column.isRequired) ? ', { min: 1 }' : '';
  return `Text(${label}, ${longestText(column)}${min})`;
}

function fieldSchema(column: GenColumn) {
  if (yes(column.isRequired)) return inputSchema(column);
  // RuoYi clients send a row back whole, null fields included.
  if (yes(column.isNullable)) return `Type.Optional(Type.Union([${inputSchema(column)}, Type.Null()]))`;
  return `Type.Optional(${inputSchema(column)})`;
}

/** A column as a row answers it. */
function rowSchema(column: GenColumn) {
  const base =
    column.tsType === 'number'
      ? isIntegerType(column.columnType)
        ? 'Type.Integer()'
        : 'Type.Number()'
      : column.tsType === 'boolean'
        ? 'Type.Boolean()'
        : 'Type.String()';
  return yes(column.isNullable) ? `Type.Union([${base}, Type.Null()])` : base;
}

/** A column as the list's search form sends it. */
function filterSchema(column: GenColumn) {
  const label = quote(column.columnComment);
  if (isStatus(column)) return `StatusFilter(${label})`;
  if (column.tsType === 'number') return `Type.Optional(${numberSchema(column)})`;
  if (column.tsType === 'boolean') return `Type.Optional(Type.Boolean({ title: ${label} }))`;
  return `Type.Optional(Text(${label}, ${longestText(column)}))`;
}

/** `field: Type.Optional(…),` past prettier's 110 columns, wrapped as prettier does. */
function schemaEntry(field: string, schema: string) {
  const entry = `${field}: ${schema},`;
  const optional = /^Type\.Optional\((.*)\)$/.exec(schema);
  if (entry.length + 2 <= 110 || !optional) return entry;
  return `${field}: Type.Optional(\n    ${optional[1]},\n  ),`;
}

const insertColumns = (m: GenModel) =>
  m.columns.filter((column) => yes(column.isInsert) && !yes(column.isPk));
const editColumns = (m: GenModel) => m.columns.filter((column) => yes(column.isEdit) && !yes(column.isPk));
const listColumns = (m: GenModel) => m.columns.filter((column) => yes(column.isList));
const queryColumns = (m: GenModel) => m.columns.filter((column) => yes(column.isQuery));
const rangeColumn = (m: GenModel) => queryColumns(m).find((column) => column.queryType === 'BETWEEN');
const comparedColumns = (m: GenModel) =>
  queryColumns(m).filter((column) => ['NE', 'GT', 'GTE', 'LT', 'LTE'].includes(column.queryType));

const lines = (items: string[], indent = '  ') => items.map((item) => `${indent}${item}`).join('\n');

function tableFile(m: GenModel, n: GenNames) {
  const type = (column: GenColumn) => {
    const base = column.tsType === 'string' ? 'string' : column.tsType;
    const value = yes(column.isNullable) ? `${base} | null` : base;
    return yes(column.hasDefault) || yes(column.isIncrement) ? `Generated<${value}>` : value;
  };
  return `import type { Generated } from 'kysely';

// ${m.table.functionName}: the table \`${m.table.tableName}\` as Kysely reads it. Unless db/database.ts
// already has it, add \`${n.entity}: ${n.C}Record;\` to its Database interface.

export interface ${n.C}Record {
${lines(m.columns.map((column) => `${column.tsField}: ${type(column)};`))}
}
`;
}

function schemaFile(m: GenModel, n: GenNames) {
  const used = new Set<string>(['IdParams']);
  const track = (code: string) => {
    for (const name of [
      'AuditFields',
      'DateRangeQuery',
      'DateTime',
      'MAX_ID',
      'Status',
      'StatusFilter',
      'Text',
      'YesNo',
    ]) {
      if (new RegExp(`\\b${name}\\b`).test(code)) used.add(name);
    }
    return code;
  };
  const rowFields = m.columns
    .filter((column) => !(n.audited && AUDIT_FIELDS.includes(column.tsField)))
    .map((column) => track(`${column.tsField}: ${rowSchema(column)},`));
  if (n.audited) rowFields.push(track('...AuditFields,'));
  const body = insertColumns(m).map((column) => track(schemaEntry(column.tsField, fieldSchema(column))));
  const update = editColumns(m).map((column) => track(schemaEntry(column.tsField, fieldSchema(column))));
  const range = rangeColumn(m);
  const filters = queryColumns(m)
    .filter((column) => column !== range)
    .map((column) => track(schemaEntry(column.tsField, filterSchema(column))));
  if (range) filters.push(track('...DateRangeQuery,'));
  return `import { type Static, Type } from 'typebox';
${listLiteral([...used].sort(), ['{', '}'], { before: 'import ', after: " from '../../http/schemas.js';" })}
import { filterQueries, rowReplies } from '../../http/resource.schema.js';

// ${m.table.functionName} (table \`${m.table.tableName}\`), as staff keep it at \`${n.path}\`.

export const ${n.C}Row = Type.Object({
${lines(rowFields)}
});
export type ${n.C}Row = Static<typeof ${n.C}Row>;

export const ${n.C}Body = Type.Object({
${lines(body)}
});
export type ${n.C}Body = Static<typeof ${n.C}Body>;

export const ${n.C}UpdateBody = Type.Object({
  ...IdParams(${quote(n.pk.tsField)}, ${quote(n.pk.columnComment)}).properties,
${lines(update)}
});
export type ${n.C}UpdateBody = Static<typeof ${n.C}UpdateBody>;

export const { list: ${n.C}ListQuery, export: ${n.C}ExportQuery } = filterQueries({
${lines(filters)}
});
export type ${n.C}ListQuery = Static<typeof ${n.C}ListQuery>;
export type ${n.C}ExportQuery = Static<typeof ${n.C}ExportQuery>;

export const { table: ${n.C}Table, one: ${n.C}Detail } = rowReplies(${n.C}Row);
export type ${n.C}Table = Static<typeof ${n.C}Table>;
export type ${n.C}Detail = Static<typeof ${n.C}Detail>;
`;
}

const OPERATORS: Record<string, string> = { NE: '<>', GT: '>', GTE: '>=', LT: '<', LTE: '<=' };

function queriesFile(m: GenModel, n: GenNames) {
  const fieldList = (columns: GenColumn[], before: string) =>
    listLiteral(
      columns.map((column) => quote(column.tsField)),
      ['[', ']'],
      { indent: '    ', before, after: ',' },
    );
  const contains = queryColumns(m).filter((column) => column.queryType === 'LIKE');
  const equals = queryColumns(m).filter((column) => column.queryType === 'EQ');
  const filterFields = [
    ...(contains.length ? [fieldList(contains, 'contains: ')] : []),
    ...(equals.length ? [fieldList(equals, 'equals: ')] : []),
  ];
  const range = rangeColumn(m);
  let rows = `withFilter(db.selectFrom(${quote(n.entity)}).select(COLUMNS), filter, {\n${lines(filterFields, '    ')}\n  })`;
  if (range)
    rows = `withDateRange(\n    ${rows.replace(/\n/g, '\n  ')},\n    ${quote(range.tsField)},\n    filter,\n  )`;
  const compared = comparedColumns(m);
  const listBody = compared.length
    ? `  let rows = ${rows};
${compared
  .map(
    (column) =>
      `  if (filter.${column.tsField} !== undefined) rows = rows.where(${quote(column.tsField)}, '${OPERATORS[column.queryType]}', filter.${column.tsField});`,
  )
  .join('\n')}
  return rows.orderBy(${quote(n.pk.tsField)}, 'desc');`
    : `  return ${rows}.orderBy(${quote(n.pk.tsField)}, 'desc');`;
  const imports = ['withFilter', ...(range ? ['withDateRange'] : [])].sort();
  return `import { ${imports.join(', ')} } from '../../db/list-query.js';
import { type Db, rowWrites } from '../../db/row-writes.js';
import type { ${n.C}ExportQuery } from './${n.file}.schema.js';

// The SQL of ${m.table.functionName} (table \`${m.table.tableName}\`).

${listLiteral(
  m.columns.map((column) => quote(column.tsField)),
  ['[', ']'],
  { before: 'const COLUMNS = ', after: ' as const;' },
)}

/** The staff list and its export, newest first. */
export function ${n.c}Rows(db: Db, filter: ${n.C}ExportQuery) {
${listBody}
}

export function find${n.C}(db: Db, id: number) {
  return db.selectFrom(${quote(n.entity)}).select(COLUMNS).where(${quote(n.pk.tsField)}, '=', id).executeTakeFirst();
}

export const {
  insert: insert${n.C},
  update: update${n.C}Row,
  remove: delete${n.C}Rows,
} = rowWrites(${quote(n.entity)}, ${quote(n.pk.tsField)});
`;
}

/** requireX: the row or a 404 naming the function, on one line when it fits. */
function requireLine(n: GenNames, functionName: string) {
  const head = `export const require${n.C} = async (db: Db, id: number) =>`;
  const body = `orNotFound(await find${n.C}(db, id), ${quote(`${functionName}不存在`)});`;
  return head.length + body.length + 1 <= 110 ? `${head} ${body}` : `${head}\n  ${body}`;
}

function serviceFile(m: GenModel, n: GenNames) {
  const exportColumns = listColumns(m).map(
    (column) => `{ header: ${quote(column.columnComment)}, key: ${quote(column.tsField)} },`,
  );
  const created = [
    ...(n.has('createBy') ? ['createBy: userName'] : []),
    ...(n.has('createTime') ? ['createTime: formatTime()'] : []),
  ];
  const updated = [
    ...(n.has('updateBy') ? ['updateBy: userName'] : []),
    ...(n.has('updateTime') ? ['updateTime: formatTime()'] : []),
  ];
  const writer = (stamps: string[]) =>
    stamps.some((stamp) => stamp.startsWith('createBy') || stamp.startsWith('updateBy'))
      ? ', { userName }: CurrentUser'
      : '';
  const spread = (value: string, stamps: string[]) =>
    stamps.length ? `{ ...${value}, ${stamps.join(', ')} }` : value;
  const usesTime =
    created.length + updated.length > 0 && [...created, ...updated].some((s) => s.includes('formatTime'));
  const usesUser = writer(created) !== '' || writer(updated) !== '';
  return `import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { listAnswers } from '../../db/list-query.js';
import type { Db } from '../../db/row-writes.js';
import { orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
${usesTime ? "import { formatTime } from '../../http/time.js';\n" : ''}${usesUser ? "import type { CurrentUser } from '../../plugins/auth.js';\n" : ''}${listLiteral(
    [`delete${n.C}Rows`, `find${n.C}`, `insert${n.C}`, `${n.c}Rows`, `update${n.C}Row`],
    ['{', '}'],
    {
      before: 'import ',
      after: ` from './${n.file}.queries.js';`,
    },
  )}
import type { ${n.C}Body, ${n.C}Row, ${n.C}UpdateBody } from './${n.file}.schema.js';

// ${m.table.functionName}: the staff list, its export, and the writes${created.length ? ', stamped with who made them' : ''}.

const EXPORT_COLUMNS: ExcelColumn<${n.C}Row>[] = [
${lines(exportColumns)}
];

export const { list: list${n.C}, export: export${n.C} } = listAnswers(${n.c}Rows, EXPORT_COLUMNS);

${requireLine(n, m.table.functionName)}

export async function create${n.C}(db: Kysely<Database>, body: ${n.C}Body${writer(created)}) {
  await insert${n.C}(db, ${spread('body', created)});
}

/** Changes the fields sent; the others keep their value. */
export async function update${n.C}(db: Kysely<Database>, body: ${n.C}UpdateBody${writer(updated)}) {
  const { ${n.pk.tsField === 'id' ? 'id' : `${n.pk.tsField}: id`}, ...values } = body;
  await db.transaction().execute(async (trx) => {
    await require${n.C}(trx, id);
    await update${n.C}Row(trx, id, ${spread('values', updated)});
  });
}

export const delete${n.C} = (db: Kysely<Database>, ids: number[]) => delete${n.C}Rows(db, ids);
`;
}

function routesFile(m: GenModel, n: GenNames) {
  const fn = m.table.functionName;
  return `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './${n.file}.schema.js';
import * as service from './${n.file}.service.js';

// ${fn} as staff keep it (\`${n.path}\`). Register it in app.ts beside the other modules:
// await api.register(import('./modules/${m.table.moduleName}/${n.file}.routes.js'));

const ${n.c}Routes: FastifyPluginAsyncTypebox = async (app) => {
  const routes = crudRoutes(app, {
    path: ${quote(n.path)},
    permission: ${quote(n.permission)},
    title: ${quote(fn)},
    id: { name: ${quote(n.pk.tsField)}, title: ${quote(n.pk.columnComment)} },
  });

  routes.list({
    summary: ${quote(`${fn}列表（分页）`)},
    query: schema.${n.C}ListQuery,
    reply: schema.${n.C}Table,
    run: service.list${n.C},
  });
  routes.export({
    summary: ${quote(`导出${fn}`)},
    filter: schema.${n.C}ExportQuery,
    sheet: ${quote(fn)},
    run: service.export${n.C},
  });
  routes.detail({ summary: ${quote(`${fn}详情`)}, reply: schema.${n.C}Detail, run: service.require${n.C} });
  routes.add({ summary: ${quote(`新增${fn}`)}, body: schema.${n.C}Body, run: service.create${n.C} });
  routes.edit({
    summary: ${quote(`修改${fn}（未提交的字段不变）`)},
    body: schema.${n.C}UpdateBody,
    run: service.update${n.C},
  });
  routes.remove({ summary: ${quote(`删除${fn}`)}, run: service.delete${n.C} });
};

export default ${n.c}Routes;
`;
}

/** A value the generated test sends for a column; `changed` gives a second one for an edit. */
function sampleValue(m: GenModel, column: GenColumn, changed = false): unknown {
  if (column.dictType && column.tsType === 'string') {
    return m.dictSamples.get(column.dictType) ?? (isYesNo(column) ? 'Y' : '0');
  }
  if (isDateTime(column)) return changed ? '2026-02-03 04:05:06' : '2026-01-02 03:04:05';
  if (column.tsType === 'number') return changed ? 8 : 7;
  if (column.tsType === 'boolean') return !changed;
  const text = `${changed ? '改' : '样'}${column.tsField}`;
  return text.slice(0, column.maxLength ?? text.length);
}

/**
 * `before{ a, b }after` on one line when it fits prettier's 110 columns, else one item a line
 * (as prettier lays it out); `indent` is the line's own indentation.
 */
function listLiteral(items: string[], [open, close]: [string, string], line: Line = {}) {
  const { indent = '', before = '', after = '' } = line;
  const inner = open === '{' ? ` ${items.join(', ')} ` : items.join(', ');
  const single = `${indent}${before}${open}${inner}${close}${after}`;
  if (single.length <= 110) return single.slice(indent.length);
  return `${before}${open}\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}${close}${after}`;
}
interface Line {
  indent?: string;
  before?: string;
  after?: string;
}

/** An object literal of `key: code` entries. */
const codeObject = (entries: [string, string][], line?: Line) =>
  listLiteral(
    entries.map(([key, code]) => `${key}: ${code}`),
    ['{', '}'],
    line,
  );

const objectLiteral = (entries: [string, unknown][], line?: Line) =>
  codeObject(
    entries.map(([key, value]) => [key, typeof value === 'string' ? quote(value) : String(value)]),
    line,
  );

function testFile(m: GenModel, n: GenNames) {
  const body = insertColumns(m).map((column): [string, unknown] => [column.tsField, sampleValue(m, column)]);
  const changes = editColumns(m).map((column): [string, unknown] => [
    column.tsField,
    sampleValue(m, column, true),
  ]);
  const searchable = queryColumns(m).filter(
    (column) => ['EQ', 'LIKE'].includes(column.queryType) && insertColumns(m).includes(column),
  );
  const search = codeObject(
    searchable.map((column) => [column.tsField, `String(sample.${column.tsField})`]),
    { indent: '    ', before: 'const search = new URLSearchParams(', after: ');' },
  );
  return `import { describe, expect, it } from 'vitest';
import { registerVisitor, useStaffApp } from '../../../test/helper.js';

// ${m.table.functionName}'s routes (\`${n.path}\`): the admin's round trip and a visitor's refusal.

const { t, call, expectStatus } = await useStaffApp();

const PATH = ${quote(n.path)};
${objectLiteral(body, { before: 'const sample = ', after: ';' })}
${objectLiteral(changes, { before: 'const changes = ', after: ';' })}

describe(PATH, () => {
  it('adds a row, lists, finds, changes and deletes it', async () => {
    expect((await call('POST', PATH, sample)).json()).toEqual({ code: 200, msg: '操作成功' });
    const list = (await call('GET', \`\${PATH}/list?pageSize=1\`)).json();
    expect(list).toMatchObject({ code: 200, rows: [sample] });
    const id = list.rows[0].${n.pk.tsField} as number;
${
  searchable.length
    ? `    ${search}
    const found = (await call('GET', \`\${PATH}/list?\${search}\`)).json();
    expect(found.rows.map((row: { ${n.pk.tsField}: number }) => row.${n.pk.tsField})).toContain(id);
`
    : ''
}    expect((await call('GET', \`\${PATH}/\${id}\`)).json().data).toMatchObject(sample);

    const edited = await call('PUT', PATH, { ${n.pk.tsField === 'id' ? 'id' : `${n.pk.tsField}: id`}, ...changes });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', \`\${PATH}/\${id}\`)).json().data).toMatchObject(changes);

    expect((await call('DELETE', \`\${PATH}/\${id}\`)).json().code).toBe(200);
    expect((await call('GET', \`\${PATH}/\${id}\`)).statusCode).toBe(404);
  });

  it('refuses a visitor without the ${n.permission} permissions', async () => {
    const visitor = await registerVisitor(t);
    await expectStatus(visitor, 403, [
      ['GET', \`\${PATH}/list\`],
      ['POST', PATH, sample],
    ]);
  });
});
`;
}

const BUTTONS: [string, string][] = [
  ['查询', 'query'],
  ['新增', 'add'],
  ['修改', 'edit'],
  ['删除', 'remove'],
  ['导出', 'export'],
];

/** The menu rows of the page and its buttons, for SQLite and PostgreSQL alike. */
function menuSql(m: GenModel, n: GenNames) {
  const fn = m.table.functionName;
  const at = sqlText(m.generatedAt);
  const list = sqlText(`${n.permission}:list`);
  const buttons = BUTTONS.map(
    (
      [label, action],
      index,
    ) => `insert into sys_menu (menu_name, parent_id, order_num, path, menu_type, perms, icon, create_by, create_time)
select ${sqlText(`${fn}${label}`)}, menu_id, ${index + 1}, '#', 'F', ${sqlText(`${n.permission}:${action}`)}, '#', 'admin', ${at}
from sys_menu where perms = ${list} and menu_type = 'C';`,
  );
  return `-- ${fn}: the menu (under menu ${m.table.parentMenuId}) and its buttons. Run it once; give roles the menu on the role page.
insert into sys_menu (menu_name, parent_id, order_num, path, component, menu_type, perms, icon, create_by, create_time, remark)
values (${sqlText(fn)}, ${m.table.parentMenuId}, 1, ${sqlText(n.file)}, ${sqlText(`${m.table.moduleName}/${n.file}/index`)}, 'C', ${list}, '#', 'admin', ${at}, ${sqlText(`${fn}菜单`)});

${buttons.join('\n\n')}
`;
}

/** Every generated file: its path in the repository → its source. */
export function renderFiles(m: GenModel): Record<string, string> {
  const n = genNames(m);
  const server = `${n.dir}/${n.file}`;
  return {
    [`${server}.table.ts`]: tableFile(m, n),
    [`${server}.schema.ts`]: schemaFile(m, n),
    [`${server}.queries.ts`]: queriesFile(m, n),
    [`${server}.service.ts`]: serviceFile(m, n),
    [`${server}.routes.ts`]: routesFile(m, n),
    [`${server}.routes.test.ts`]: testFile(m, n),
    [`${n.webDir}/api/${n.file}.ts`]: apiFile(m, n),
    [`${n.webDir}/admin/pages/${n.file}/index.tsx`]: pageFile(m, n),
    [`sql/${m.table.moduleName}-${n.file}.menu.sql`]: menuSql(m, n),
  };
}
