import { withFileColumns } from './column-groups.js';
import { type AnyDb, defaultEmpty, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

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
  await createIndex(db, 'biz_trail_record_idx', 'biz_trail', ['kind', 'record_id']);

  // Private files of those records, stored outside the public /profile area.
  await withId(db, db.schema.createTable('biz_attachment'), 'attachment_id')
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .$call(withFileColumns)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'biz_attachment_record_idx', 'biz_attachment', ['kind', 'record_id']);
  await createIndex(db, 'biz_attachment_owner_idx', 'biz_attachment', ['owner_id', 'create_time']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['biz_attachment', 'biz_trail']);
}
