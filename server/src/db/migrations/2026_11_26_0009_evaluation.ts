import { withApplicantColumns, withRecordTimes } from './column-groups.js';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // One numbering for everything the association numbers (members XH…, certificates PJ…/PX…):
  // the last number given out per prefix and year, moved by one atomic upsert.
  await db.schema
    .createTable('biz_sequence')
    .addColumn('seq_key', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();
  const years = await db.selectFrom('member_no_seq').select(['year', 'last_no']).execute();
  if (years.length) {
    await db
      .insertInto('biz_sequence')
      .values(years.map((row) => ({ seq_key: `XH${row.year}`, last_no: row.last_no })))
      .execute();
  }
  await db.schema.dropTable('member_no_seq').execute();

  // Certificates of every kind: an evaluation's pass, a training's attendance. One per record.
  await withId(db, db.schema.createTable('biz_certificate'), 'cert_id')
    .addColumn('cert_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(200)', defaultEmpty)
    .addColumn('level', 'varchar(10)', defaultEmpty)
    .addColumn('hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', defaultEmpty)
    // '0' valid, '1' revoked.
    .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('revoke_reason', 'varchar(500)', defaultEmpty)
    .addColumn('revoke_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('biz_certificate_record_uq', ['kind', 'record_id'])
    .execute();
  await createIndex(db, 'biz_certificate_user_idx', 'biz_certificate', ['user_id']);

  // Evaluation programmes: levels as a comma list, fee in fen, status '0' draft, '1' published,
  // '2' closed; a certificate stays valid `valid_years` (0 = no end).
  await withAudit(
    withId(db, db.schema.createTable('evaluate_program'), 'program_id')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_es', 'varchar(200)', defaultEmpty)
      .addColumn('levels', 'varchar(100)', (c) => c.notNull())
      .addColumn('requirements', 'text', defaultEmpty)
      .addColumn('requirements_es', 'text', defaultEmpty)
      .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('apply_start', 'varchar(19)', (c) => c.notNull())
      .addColumn('apply_end', 'varchar(19)', (c) => c.notNull())
      .addColumn('exam_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('valid_years', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();

  await withId(db, db.schema.createTable('evaluate_apply'), 'apply_id')
    .addColumn('program_id', 'integer', (c) => c.notNull().references('evaluate_program.program_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .$call(withApplicantColumns)
    .addColumn('education', 'varchar(30)', defaultEmpty)
    .addColumn('major', 'varchar(50)', defaultEmpty)
    .addColumn('experience', 'varchar(2000)', defaultEmpty)
    // The fee's transfer voucher, one of the record's private attachments.
    .addColumn('voucher_id', 'integer')
    .addColumn('status', 'char(1)', (c) => c.notNull())
    // `<programId>:<userId>` while the application is open, else null: one open application each.
    .addColumn('open_key', 'varchar(30)', (c) => c.unique())
    .addColumn('score', 'integer')
    .addColumn('result_comment', 'varchar(500)', defaultEmpty)
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .$call(withRecordTimes)
    .execute();
  await createIndex(db, 'evaluate_apply_program_idx', 'evaluate_apply', ['program_id', 'status']);
  await createIndex(db, 'evaluate_apply_user_idx', 'evaluate_apply', ['user_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['evaluate_apply', 'evaluate_program', 'biz_certificate']);
  await db.schema
    .createTable('member_no_seq')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('biz_sequence').execute();
}
