// Part of the frozen migrations: import nothing from the app here.
import { createIndex, dropTables } from './table-statements.js';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';

// The code generator's settings (RuoYi's gen_table and gen_table_column): a table imported from
// the live database and, per column, how the generated module shows, filters and validates it.
export async function up(db: AnyDb): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('gen_table'), 'table_id')
      .addColumn('table_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('table_comment', 'varchar(500)', defaultEmpty)
      .addColumn('class_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('tpl_category', 'varchar(200)', (c) => c.notNull().defaultTo('crud'))
      .addColumn('module_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('business_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('function_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('function_author', 'varchar(50)', defaultEmpty)
      .addColumn('parent_menu_id', 'integer', (c) => c.notNull().defaultTo(3)),
  ).execute();
  await createIndex(db, 'gen_table_name_uq', 'gen_table', ['table_name'], { unique: true });

  const flag = (c: Parameters<typeof defaultEmpty>[0]) => c.notNull().defaultTo('0');
  await withAudit(
    withId(db, db.schema.createTable('gen_table_column'), 'column_id')
      .addColumn('table_id', 'integer', (c) =>
        c.notNull().references('gen_table.table_id').onDelete('cascade'),
      )
      .addColumn('column_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('column_comment', 'varchar(500)', defaultEmpty)
      .addColumn('column_type', 'varchar(100)', defaultEmpty)
      .addColumn('ts_type', 'varchar(20)', (c) => c.notNull().defaultTo('string'))
      .addColumn('ts_field', 'varchar(200)', (c) => c.notNull())
      .addColumn('max_length', 'integer')
      .addColumn('is_nullable', 'char(1)', flag)
      .addColumn('has_default', 'char(1)', flag)
      .addColumn('is_pk', 'char(1)', flag)
      .addColumn('is_increment', 'char(1)', flag)
      .addColumn('is_required', 'char(1)', flag)
      .addColumn('is_insert', 'char(1)', flag)
      .addColumn('is_edit', 'char(1)', flag)
      .addColumn('is_list', 'char(1)', flag)
      .addColumn('is_query', 'char(1)', flag)
      .addColumn('query_type', 'varchar(200)', (c) => c.notNull().defaultTo('EQ'))
      .addColumn('html_type', 'varchar(200)', (c) => c.notNull().defaultTo('input'))
      .addColumn('dict_type', 'varchar(200)', defaultEmpty)
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'gen_table_column_table_idx', 'gen_table_column', ['table_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['gen_table_column', 'gen_table']);
}
