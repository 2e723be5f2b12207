import { type AnyDb, defaultEmpty, isPostgres, withAudit, withId } from './schema-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  // Events (培训、会议、沙龙…): both languages, times as 'YYYY-MM-DD HH:mm:ss', fee in fen,
  // capacity 0 = unlimited; status '0' draft, '1' published, '2' cancelled.
  await withAudit(
    withId(db, db.schema.createTable('activity_event'), 'activity_id')
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('title_es', 'varchar(200)', defaultEmpty)
      .addColumn('content', 'text', defaultEmpty)
      .addColumn('content_es', 'text', defaultEmpty)
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
  await db.schema
    .createIndex('activity_event_status_idx')
    .on('activity_event')
    .columns(['status', 'start_time'])
    .execute();

  await withId(db, db.schema.createTable('activity_sign'), 'sign_id')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity_event.activity_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('employer', 'varchar(100)', defaultEmpty)
    .addColumn('position', 'varchar(50)', defaultEmpty)
    .addColumn('remark', 'varchar(500)', defaultEmpty)
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // `<activityId>:<userId>` while the sign-up is active, else null: one active sign-up per person.
    .addColumn('open_key', 'varchar(30)', (c) => c.unique())
    .addColumn('ticket_code', 'varchar(8)', (c) => c.notNull().unique())
    // When the sign-up joined the waiting list: its place in line.
    .addColumn('wait_since', 'varchar(19)')
    .addColumn('checkin_time', 'varchar(19)')
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema
    .createIndex('activity_sign_event_idx')
    .on('activity_sign')
    .columns(['activity_id', 'status'])
    .execute();
  await db.schema.createIndex('activity_sign_user_idx').on('activity_sign').column('user_id').execute();

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
  await db.schema.dropTable('activity_sign').execute();
  await db.schema.dropTable('activity_event').execute();
}
