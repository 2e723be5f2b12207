// Part of the frozen migrations: import nothing from the app here.
import { type AnyDb, isPostgres } from './schema-helpers.js';

// The database driver of the upload store (UPLOAD_STORE=database): every instance behind a load
// balancer reads the files from the one database instead of a folder of its own. The key is the
// stored name (upload/… or private/…), the name rows of sys_file and biz_attachment refer to.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_upload')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_upload').execute();
}
