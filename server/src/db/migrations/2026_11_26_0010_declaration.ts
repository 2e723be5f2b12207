import { withRecordTimes, withTitleAndContent } from './column-groups.js';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // Declaration calls: kind award / project / other, status '0' draft, '1' published, '2' closed;
  // an award call's approved declarations are announced (公示) from publish_time to publicity_end.
  await withAudit(
    withId(db, db.schema.createTable('declare_call'), 'call_id')
      .$call(withTitleAndContent)
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
    .$call(withRecordTimes)
    .execute();
  await createIndex(db, 'declare_apply_call_idx', 'declare_apply', ['call_id', 'status']);
  await createIndex(db, 'declare_apply_user_idx', 'declare_apply', ['user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['declare_apply', 'declare_call']);
}
