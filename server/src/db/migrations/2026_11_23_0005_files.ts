import { type AnyDb, withId } from './schema-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  // Every uploaded file: who sent it (for deletion rights and the upload rate), under which name.
  await withId(db, db.schema.createTable('sys_file'), 'file_id')
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sys_file_uploader_idx')
    .on('sys_file')
    .columns(['create_by', 'create_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_file').execute();
}
