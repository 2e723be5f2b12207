import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  type Dialect,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { searchGrams } from './search-grams.js';
import { searchText } from './search-text.js';

export type DialectName = 'sqlite' | 'postgres';

/** Whether `db` talks to PostgreSQL (a query written for each database asks). */
export const isPostgres = (db: Kysely<Database> | Transaction<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

// PostgreSQL returns int8 (count(*), bigserial) and numeric as strings; SQLite returns numbers.
// Our ids and counts stay far below 2^53, so both dialects hand the app plain numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

export function wrapDialect(dialect: Dialect, name: DialectName): DatabaseHandle {
  return { db: new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] }), dialect: name };
}

/** Compiled statements kept; past this many distinct texts (e.g. `in` lists of every length) the oldest go. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and better-sqlite3 compiles on each prepare; our SQL texts are
 * a bounded set (values travel as parameters), so each is compiled once and reused. One connection
 * runs one query at a time (Kysely's mutex), so a statement is never used by two queries at once.
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = database.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power loss, not only a crash. What it costs (an fsync
  // per commit) no longer falls on reads: article views are counted in memory and flushed in batches.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A 16 MB page cache for the hot index pages (the public reads themselves are cached above
  // SQLite); no memory-mapped reads: mapped pages of a 1.5 GB file count as the server's resident
  // memory (issue 13's 200 MB), and the kernel's page cache holds the file anyway. Sorts and
  // temporary indexes stay in memory.
  database.pragma('cache_size = -16384');
  database.pragma('temp_store = MEMORY');
  database.function('search_grams', { deterministic: true }, (text) => searchGrams(text as string | null));
  database.function('search_text', { deterministic: true }, (html) => searchText(html as string | null));
  return wrapDialect(new SqliteDialect({ database: reusingStatements(database) }), 'sqlite');
}

export function openPostgres(connectionString: string): DatabaseHandle {
  return wrapDialect(new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) }), 'postgres');
}

export function openDatabase(config: { databaseUrl: string; dataDir: string }): DatabaseHandle {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(path.join(config.dataDir, 'xiehui.db'));
}

/** After rows were inserted with explicit ids, PostgreSQL's sequence must move past them. */
export async function syncIdSequence(handle: DatabaseHandle, table: string, column: string): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
    handle.db,
  );
}
