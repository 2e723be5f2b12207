import { strToU8, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { tablePage } from '../../db/list-query.js';
import { badRequest, notFound, orNotFound, table } from '../../http/envelope.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as queries from './gen.queries.js';
import { type GenModel, guessColumn, guessColumns, maxLengthOf, oneLine, tableNaming } from './gen.rules.js';
import {
  type DbTableQuery,
  type GenColumn,
  type GenTableQuery,
  type GenTableRow,
  type GenTableUpdateBody,
  SQL_NAME,
  type TableNameParams,
  type TableNames,
} from './gen.schema.js';
import { renderFiles } from './gen.templates.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields } from '../../http/optional-fields.js';

// RuoYi's GenTableServiceImpl: import tables from the live database, keep their settings in sync
// with it, and render the code. It reads the schema and never runs SQL it is given; generated code
// is only answered (preview, zip), never written anywhere.

/**
 * Tables the import dialog leaves out: the generator's own, the migration bookkeeping and SQLite's
 * internals (RuoYi leaves out gen_ and qrtz_). Our other tables, sys_ included, can be imported.
 */
const NOT_IMPORTABLE = /^(gen_|kysely_|sqlite_)/;
const sqlName = new RegExp(SQL_NAME);

export const listGenTables = (db: Kysely<Database>, query: GenTableQuery) =>
  tablePage(queries.genTableRows(db, query), pagingOf(query));

const matches = (value: string, part: string | undefined) =>
  !part || value.toLowerCase().includes(part.toLowerCase());

/** The live tables not imported yet, filtered and paged as the import dialog asks. */
export async function listDbTables(db: Kysely<Database>, query: DbTableQuery) {
  const imported = await queries.importedTableNames(db);
  const rows = (await queries.liveTables(db))
    .filter(({ tableName }) => !NOT_IMPORTABLE.test(tableName) && !imported.has(tableName))
    .filter((row) => matches(row.tableName, query.tableName) && matches(row.tableComment, query.tableComment))
    .map((row) => ({ ...row, createTime: null, updateTime: null }));
  const { limit, offset } = pagingOf(query);
  return table(rows.slice(offset, offset + limit), rows.length);
}

const requireGenTable = async (db: queries.Db, tableId: number) =>
  orNotFound(await queries.findGenTable(db, tableId), '生成表不存在');

/** RuoYi's getGenTable: the table with its columns, and every imported table. */
export async function genTableDetail(db: Kysely<Database>, tableId: number) {
  const info = await requireGenTable(db, tableId);
  const columns = await queries.findGenColumns(db, tableId);
  return { info: { ...info, columns }, rows: columns, tables: await queries.allGenTables(db) };
}

/** A live table's columns; 400 unless the table can be imported and every column name is snake_case. */
async function importableColumns(db: queries.Db, tableName: string) {
  const live = NOT_IMPORTABLE.test(tableName) ? [] : await queries.liveColumns(db, tableName);
  if (!live.length) throw badRequest(`表${tableName}不存在`);
  const odd = live.find((column) => !sqlName.test(column.columnName));
  if (odd) throw badRequest(`表${tableName}的字段${odd.columnName}不是小写下划线命名，无法生成代码`);
  return live;
}

/** Imports the live tables named, each with its columns' first settings (RuoYi's importGenTable). */
export async function importTables(db: Kysely<Database>, { tables }: TableNames, { userName }: CurrentUser) {
  const names = [...new Set(tables.split(','))];
  await db.transaction().execute(async (trx) => {
    const imported = await queries.findGenTablesNamed(trx, names);
    if (imported.length) throw badRequest(`表${imported[0].tableName}已导入`);
    const comments = new Map((await queries.liveTables(trx)).map((row) => [row.tableName, row.tableComment]));
    for (const tableName of names) {
      const live = await importableColumns(trx, tableName);
      const stamp = createdBy(userName);
      const comment = oneLine(comments.get(tableName) ?? '').slice(0, 500) || tableName;
      const tableId = await queries.insertGenTable(trx, {
        tableName,
        tableComment: comment,
        ...tableNaming(tableName),
        functionName: comment.slice(0, 50),
        functionAuthor: userName,
        ...stamp,
      });
      await queries.insertGenColumns(
        trx,
        guessColumns(live).map((column) => ({ ...column, tableId, ...stamp })),
      );
    }
  });
}

/** The settings must give code that compiles and a form that can save a row. */
function checkColumns(columns: GenColumn[]) {
  const unset = columns.find(
    (column) =>
      column.isNullable === '0' &&
      column.hasDefault === '0' &&
      column.isPk === '0' &&
      (column.isInsert === '0' || column.isRequired === '0'),
  );
  if (unset) throw badRequest(`字段${unset.columnName}不能为空且没有默认值，必须插入且必填`);
  const ranges = columns.filter((column) => column.isQuery === '1' && column.queryType === 'BETWEEN');
  if (ranges.length > 1) throw badRequest('只能有一个字段按范围（BETWEEN）查询');
  if (ranges.some((column) => column.htmlType !== 'datetime' || column.tsType !== 'string')) {
    throw badRequest('范围（BETWEEN）查询只用于日期时间字段');
  }
}

/** What staff may change of the table itself. */
const TABLE_SETTINGS = [
  'tableComment',
  'className',
  'moduleName',
  'businessName',
  'functionName',
  'functionAuthor',
  'parentMenuId',
  'remark',
] as const;

/** Saves the edit page: the table's names and each column's settings (RuoYi's updateGenTable). */
export async function updateGenTable(
  db: Kysely<Database>,
  body: GenTableUpdateBody,
  { userName }: CurrentUser,
) {
  const { tableId, columns } = body;
  await db.transaction().execute(async (trx) => {
    await requireGenTable(trx, tableId);
    const saved = new Map(
      (await queries.findGenColumns(trx, tableId)).map((column) => [column.columnId, column]),
    );
    const foreign = columns.find((column) => !saved.has(column.columnId));
    if (foreign) throw badRequest(`字段${foreign.columnId}不属于该表`);
    const edits = new Map(
      columns.map((column) => [column.columnId, sentFields(column, queries.COLUMN_SETTINGS)]),
    );
    checkColumns([...saved.values()].map((column) => ({ ...column, ...edits.get(column.columnId) })));
    const stamp = updatedBy(userName);
    await queries.updateGenTableRow(trx, tableId, { ...sentFields(body, TABLE_SETTINGS), ...stamp });
    for (const [columnId, settings] of edits) {
      await queries.updateGenColumn(trx, tableId, columnId, { ...settings, ...stamp });
    }
  });
}

export const deleteGenTables = (db: Kysely<Database>, tableIds: number[]) =>
  queries.deleteGenTableRows(db, tableIds);

/**
 * RuoYi's synchDb: the live table's columns replace the saved ones. A column still there keeps
 * its settings with its new type; a new one gets first settings; a dropped one goes.
 */
export async function syncGenTable(
  db: Kysely<Database>,
  { tableName }: TableNameParams,
  { userName }: CurrentUser,
) {
  await db.transaction().execute(async (trx) => {
    const [saved] = await queries.findGenTablesNamed(trx, [tableName]);
    if (!saved) throw notFound('生成表不存在');
    const live = await queries.liveColumns(trx, tableName);
    if (!live.length) throw badRequest('同步数据失败，原表结构不存在');
    const columns = await queries.findGenColumns(trx, saved.tableId);
    const byName = new Map(columns.map((column) => [column.columnName, column]));
    const stamp = updatedBy(userName);
    let between = !columns.some((column) => column.isQuery === '1' && column.queryType === 'BETWEEN');
    const added = [];
    for (const [index, column] of live.entries()) {
      const kept = byName.get(column.columnName);
      if (!kept) {
        const guessed = guessColumn(column, index + 1, between);
        if (guessed.queryType === 'BETWEEN') between = false;
        added.push({ ...guessed, tableId: saved.tableId, ...createdBy(userName, stamp.updateTime) });
        continue;
      }
      await queries.updateGenColumn(trx, saved.tableId, kept.columnId, {
        columnType: column.columnType,
        maxLength: maxLengthOf(column.columnType),
        isNullable: column.nullable ? '1' : '0',
        hasDefault: column.hasDefault ? '1' : '0',
        isPk: column.isPk ? '1' : '0',
        isIncrement: column.isIncrement ? '1' : '0',
        sort: index + 1,
        ...stamp,
      });
    }
    const liveNames = new Set(live.map((column) => column.columnName));
    await queries.deleteGenColumns(
      trx,
      columns.filter((column) => !liveNames.has(column.columnName)).map((column) => column.columnId),
    );
    await queries.insertGenColumns(trx, added);
    await queries.updateGenTableRow(trx, saved.tableId, stamp);
  });
}

/** What the templates need of a table; 400 unless it has one auto-increment integer key. */
async function modelOf(db: Kysely<Database>, table: GenTableRow): Promise<GenModel> {
  const columns = await queries.findGenColumns(db, table.tableId);
  const keys = columns.filter((column) => column.isPk === '1');
  if (keys.length !== 1 || keys[0].isIncrement !== '1' || keys[0].tsType !== 'number') {
    throw badRequest(`表${table.tableName}需要一个自增的整数主键才能生成代码`);
  }
  checkColumns(columns);
  const dictTypes = [...new Set(columns.map((column) => column.dictType).filter(Boolean))];
  return {
    table,
    columns,
    dictSamples: await queries.firstDictValues(db, dictTypes),
    generatedAt: formatTime(),
  };
}

/** The generated files of one imported table: path → source. */
export async function previewGenTable(db: Kysely<Database>, tableId: number) {
  return renderFiles(await modelOf(db, await requireGenTable(db, tableId)));
}

/** A zip of the generated files of the tables named (each must be imported). */
export async function zipGenTables(db: Kysely<Database>, tableNames: string[]): Promise<Uint8Array> {
  const names = [...new Set(tableNames)];
  const tables = await queries.findGenTablesNamed(db, names);
  const missing = names.find((name) => !tables.some((row) => row.tableName === name));
  if (missing) throw notFound(`生成表${missing}不存在`);
  const entries: Record<string, Uint8Array> = {};
  for (const row of tables) {
    for (const [file, code] of Object.entries(renderFiles(await modelOf(db, row))))
      entries[file] = strToU8(code);
  }
  return zipSync(entries);
}
