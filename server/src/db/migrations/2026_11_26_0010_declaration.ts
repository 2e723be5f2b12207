import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  // Declaration calls: kind award / project / other, status '0' draft, '1' published, '2' closed;
  // an award call's approved declarations are announced (公示) from publish_time to publicity_end.
  await withAudit(
    withId(db, db.schema.createTable('declare_call'), 'call_id')
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_es', 'varchar(200)', defaultEmpty)
      .addColumn('content', 'text', defaultEmpty)
      .addColumn('content_es', 'text', defaultEmpty)
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('required_files', 'varchar(500)', defaultEmpty)
      .addColumn('member_only', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('publish_time', 'varchar(19)')
      .addColumn('publicity_end', 'varchar(19)'),
  ).execute();

  await withId(db, db.schema.createTable('declare_apply'), 'declare_id')
    .addColumn('call_id', 'integer', (c) => c.notNull().references('declare_call.call_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('applicant_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(5000)', defaultEmpty)
    .addColumn('status', 'char(1)', (c) => c.notNull())
    // `<callId>:<userId>` while the declaration is open, else null: one open declaration each.
    .addColumn('open_key', 'varchar(30)', (c) => c.unique())
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('declare_apply_call_idx')
    .on('declare_apply')
    .columns(['call_id', 'status'])
    .execute();
  await db.schema.createIndex('declare_apply_user_idx').on('declare_apply').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('declare_apply').execute();
  await db.schema.dropTable('declare_call').execute();
}
