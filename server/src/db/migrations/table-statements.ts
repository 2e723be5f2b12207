// Index, link-table and drop statements the migrations share. Part of the frozen migrations: change
// no statement these write (every migration that already ran uses them).
import type { AnyDb } from './schema-helpers.js';

/** A many-to-many table of two `table.column` references, both cascading, keyed by the pair. */
export async function createLinkTable(db: AnyDb, name: string, left: string, right: string): Promise<void> {
  const column = (reference: string) => reference.slice(reference.indexOf('.') + 1);
  await db.schema
    .createTable(name)
    .addColumn(column(left), 'integer', (c) => c.notNull().references(left).onDelete('cascade'))
    .addColumn(column(right), 'integer', (c) => c.notNull().references(right).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pk`, [column(left), column(right)])
    .execute();
}

/** An index on the columns in the order given; with `unique`, a unique one. */
export async function createIndex(
  db: AnyDb,
  name: string,
  table: string,
  columns: string[],
  { unique = false } = {},
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? index.unique() : index).execute();
}

/** Drops the tables in the order given (dependent tables first). */
export async function dropTables(db: AnyDb, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.schema.dropTable(table).execute();
  }
}
