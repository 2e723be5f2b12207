// Part of the frozen migrations: import nothing from the app here.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists then.
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key on both dialects. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T>, column: string) {
  return isPostgres(db)
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

const defaultEmpty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/** RuoYi's audit columns: who created and updated a row, when, and a remark. */
export function withAudit<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('create_by', 'varchar(64)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)', defaultEmpty)
    .addColumn('update_time', 'varchar(19)')
    .addColumn('remark', 'varchar(500)', defaultEmpty);
}

export { defaultEmpty };
