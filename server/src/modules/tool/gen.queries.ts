import { type Insertable, type Updateable, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/database.js';
import { AUDIT_COLUMNS, withDateRange, withFilter } from '../../db/list-query.js';
import { type Db, rowWrites } from '../../db/row-writes.js';
import type { GenTableQuery } from './gen.schema.js';

// The SQL of the code generator: its own two tables, and the live schema it imports from
// (sqlite_master / pragma_table_info on SQLite, pg_catalog on PostgreSQL). Table names reach
// the live-schema queries as parameters, never spliced into the SQL.

export type { Db };

const TABLE_COLUMNS = [
  'tableId',
  'tableName',
  'tableComment',
  'className',
  'tplCategory',
  'moduleName',
  'businessName',
  'functionName',
  'functionAuthor',
  'parentMenuId',
  ...AUDIT_COLUMNS,
] as const;

/**
 * What staff may change of a column, whatever else the client sends back (RuoYi clients send
 * whole rows): its name, type and key stay those of the live table.
 */
export const COLUMN_SETTINGS = [
  'columnComment',
  'tsType',
  'isRequired',
  'isInsert',
  'isEdit',
  'isList',
  'isQuery',
  'queryType',
  'htmlType',
  'dictType',
] as const;

const COLUMN_COLUMNS = [
  'columnId',
  'tableId',
  'columnName',
  'columnType',
  'tsField',
  'maxLength',
  'isNullable',
  'hasDefault',
  'isPk',
  'isIncrement',
  ...COLUMN_SETTINGS,
  'sort',
] as const;

/** The imported tables of the list page, newest first. */
export function genTableRows(db: Db, filter: GenTableQuery) {
  return withDateRange(
    withFilter(db.selectFrom('genTable').select(TABLE_COLUMNS), filter, {
      contains: ['tableName', 'tableComment'],
    }),
    'createTime',
    filter,
  ).orderBy('tableId', 'desc');
}

export const allGenTables = (db: Db) =>
  db.selectFrom('genTable').select(TABLE_COLUMNS).orderBy('tableId').execute();

export const findGenTable = (db: Db, tableId: number) =>
  db.selectFrom('genTable').select(TABLE_COLUMNS).where('tableId', '=', tableId).executeTakeFirst();

export function findGenTablesNamed(db: Db, tableNames: string[]) {
  return db.selectFrom('genTable').select(TABLE_COLUMNS).where('tableName', 'in', tableNames).execute();
}

/** The names of every imported table (the import dialog leaves them out). */
export async function importedTableNames(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('genTable').select('tableName').execute();
  return new Set(rows.map((row) => row.tableName));
}

export const findGenColumns = (db: Db, tableId: number) =>
  db
    .selectFrom('genTableColumn')
    .select(COLUMN_COLUMNS)
    .where('tableId', '=', tableId)
    .orderBy('sort')
    .execute();

export async function insertGenTable(db: Db, values: Insertable<Database['genTable']>): Promise<number> {
  const row = await db.insertInto('genTable').values(values).returning('tableId').executeTakeFirstOrThrow();
  return row.tableId;
}

export async function insertGenColumns(db: Db, rows: Insertable<Database['genTableColumn']>[]) {
  if (rows.length) await db.insertInto('genTableColumn').values(rows).execute();
}

export const { update: updateGenTableRow, remove: deleteGenTableRows } = rowWrites('genTable', 'tableId');

/** Changes one column of one table (a column id of another table changes nothing). */
export async function updateGenColumn(
  db: Db,
  tableId: number,
  columnId: number,
  values: Updateable<Database['genTableColumn']>,
) {
  await db
    .updateTable('genTableColumn')
    .set(values)
    .where('tableId', '=', tableId)
    .where('columnId', '=', columnId)
    .execute();
}

export async function deleteGenColumns(db: Db, columnIds: number[]) {
  if (columnIds.length) await db.deleteFrom('genTableColumn').where('columnId', 'in', columnIds).execute();
}

/** The first value of each dictionary (in its order), to fill a generated test's requests. */
export async function firstDictValues(db: Db, dictTypes: string[]): Promise<Map<string, string>> {
  if (!dictTypes.length) return new Map();
  const rows = await db
    .selectFrom('sysDictData')
    .select(['dictType', 'dictValue'])
    .where('dictType', 'in', dictTypes)
    .where('status', '=', '0')
    .orderBy('dictSort')
    .orderBy('dictCode')
    .execute();
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.dictType)) first.set(row.dictType, row.dictValue);
  return first;
}

// ----- the live schema -----

export interface LiveTable {
  tableName: string;
  tableComment: string;
}

/** Every table of the database (PostgreSQL: of the current schema), by name. */
export async function liveTables(db: Db): Promise<LiveTable[]> {
  const query = isPostgres(db)
    ? sql<LiveTable>`select t.relname as table_name, coalesce(obj_description(t.oid, 'pg_class'), '') as table_comment
        from pg_class t join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relkind in ('r', 'p') order by t.relname`
    : sql<LiveTable>`select name as table_name, '' as table_comment from sqlite_master
        where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`;
  return (await query.execute(db)).rows;
}

export interface LiveColumn {
  columnName: string;
  columnType: string;
  columnComment: string;
  nullable: boolean;
  hasDefault: boolean;
  isPk: boolean;
  isIncrement: boolean;
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dfltValue: string | null;
  pk: number;
}

/** The columns of a live table in their order; none when there is no such table. */
export async function liveColumns(db: Db, tableName: string): Promise<LiveColumn[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<LiveColumn>`select a.attname as column_name,
        format_type(a.atttypid, a.atttypmod) as column_type,
        coalesce(col_description(a.attrelid, a.attnum), '') as column_comment,
        not a.attnotnull as nullable,
        a.atthasdef as has_default,
        coalesce(a.attnum = any(i.indkey), false) as is_pk,
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false)) as is_increment
      from pg_attribute a
      join pg_class t on t.oid = a.attrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      left join pg_index i on i.indrelid = t.oid and i.indisprimary
      where t.relname = ${tableName} and t.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by a.attnum`.execute(db);
    return rows;
  }
  const { rows } = await sql<SqliteColumn>`select name, type, "notnull", dflt_value, pk
    from pragma_table_info(${tableName}) order by cid`.execute(db);
  const keyColumns = rows.filter((row) => row.pk > 0).length;
  return rows.map((row) => ({
    columnName: row.name,
    columnType: row.type.toLowerCase(),
    columnComment: '',
    nullable: row.notnull === 0 && row.pk === 0,
    hasDefault: row.dfltValue !== null,
    isPk: row.pk > 0,
    // SQLite's INTEGER PRIMARY KEY is the rowid: filled in when left out.
    isIncrement: row.pk > 0 && keyColumns === 1 && row.type.toUpperCase() === 'INTEGER',
  }));
}
