import { withFileColumns } from './column-groups.js';
import { type AnyDb, withId } from './schema-helpers.js';
import { createIndex } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // Every uploaded file: who sent it (for deletion rights and the upload rate), under which name.
  await withId(db, db.schema.createTable('sys_file'), 'file_id')
    .$call(withFileColumns)
    .addColumn('create_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_file_uploader_idx', 'sys_file', ['create_by', 'create_time']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_file').execute();
}
