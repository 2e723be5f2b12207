import { withApplicantColumns, withRecordTimes, withTitleAndContent } from './column-groups.js';
import { type AnyDb, defaultEmpty, isPostgres, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // Events (培训、会议、沙龙…): both languages, times as 'YYYY-MM-DD HH:mm:ss', fee in fen,
  // capacity 0 = unlimited; status '0' draft, '1' published, '2' cancelled.
  await withAudit(
    withId(db, db.schema.createTable('activity_event'), 'activity_id')
      .$call(withTitleAndContent)
      .addColumn('cover', 'varchar(255)', defaultEmpty)
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('location', 'varchar(255)', defaultEmpty)
      .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('sign_start', 'varchar(19)', (c) => c.notNull())
      .addColumn('sign_end', 'varchar(19)', (c) => c.notNull())
      .addColumn('cancel_deadline', 'varchar(19)', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('member_only', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('need_audit', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hours', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      // Moved by every sign-up decision first: its row lock makes decisions on one event take turns.
      .addColumn('seat_version', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await createIndex(db, 'activity_event_status_idx', 'activity_event', ['status', 'start_time']);

  await withId(db, db.schema.createTable('activity_sign'), 'sign_id')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity_event.activity_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .$call(withApplicantColumns)
    .addColumn('remark', 'varchar(500)', defaultEmpty)
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // `<activityId>:<userId>` while the sign-up is active, else null: one active sign-up per person.
    .addColumn('open_key', 'varchar(30)', (c) => c.unique())
    .addColumn('ticket_code', 'varchar(8)', (c) => c.notNull().unique())
    // When the sign-up joined the waiting list: its place in line.
    .addColumn('wait_since', 'varchar(19)')
    .addColumn('checkin_time', 'varchar(19)')
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .$call(withRecordTimes)
    .execute();
  await createIndex(db, 'activity_sign_event_idx', 'activity_sign', ['activity_id', 'status']);
  await createIndex(db, 'activity_sign_user_idx', 'activity_sign', ['user_id']);

  // Sign-up states are words (registered, waitlisted …): the trail's state columns grow to hold
  // them (SQLite does not enforce varchar lengths).
  if (isPostgres(db)) {
    for (const column of ['from_status', 'to_status']) {
      await db.schema
        .alterTable('biz_trail')
        .alterColumn(column, (c) => c.setDataType('varchar(12)'))
        .execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['activity_sign', 'activity_event']);
}
