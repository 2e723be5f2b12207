import { type AnyDb, defaultEmpty, withId } from './schema-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  // Every state change of every business record (applications, payments, sign-ups …).
  await withId(db, db.schema.createTable('biz_trail'), 'trail_id')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'varchar(2)')
    .addColumn('to_status', 'varchar(2)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(64)', defaultEmpty)
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('biz_trail_record_idx')
    .on('biz_trail')
    .columns(['kind', 'record_id'])
    .execute();

  // Private files of those records, stored outside the public /profile area.
  await withId(db, db.schema.createTable('biz_attachment'), 'attachment_id')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('biz_attachment_record_idx')
    .on('biz_attachment')
    .columns(['kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('biz_attachment_owner_idx')
    .on('biz_attachment')
    .columns(['owner_id', 'create_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('biz_attachment').execute();
  await db.schema.dropTable('biz_trail').execute();
}
