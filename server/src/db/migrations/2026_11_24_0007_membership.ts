import { withRecordTimes } from './column-groups.js';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // Levels and their fees (fen), per kind: personal members and member units.
  await withAudit(
    withId(db, db.schema.createTable('member_level'), 'level_id')
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('level_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('level_es_name', 'varchar(100)', defaultEmpty)
      .addColumn('fee', 'integer', (c) => c.notNull())
      .addColumn('period_months', 'integer', (c) => c.notNull())
      .addColumn('benefits', 'varchar(2000)', defaultEmpty)
      .addColumn('benefits_es', 'varchar(4000)', defaultEmpty)
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  // Applications and renewal orders, both forms in one row (the other form's columns stay empty).
  await withId(db, db.schema.createTable('member_apply'), 'apply_id')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('apply_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('level_id', 'integer', (c) => c.notNull().references('member_level.level_id'))
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    // Unique while open: NULLs do not collide, so closed applications never block a new one.
    .addColumn('open_key', 'varchar(30)', (c) => c.unique())
    .addColumn('member_id', 'integer')
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .addColumn('real_name', 'varchar(30)', defaultEmpty)
    .addColumn('gender', 'char(1)', defaultEmpty)
    .addColumn('id_number', 'varchar(18)', defaultEmpty)
    .addColumn('birthday', 'varchar(10)', defaultEmpty)
    .addColumn('employer', 'varchar(100)', defaultEmpty)
    .addColumn('position', 'varchar(50)', defaultEmpty)
    .addColumn('education', 'varchar(30)', defaultEmpty)
    .addColumn('specialty', 'varchar(100)', defaultEmpty)
    .addColumn('resume', 'varchar(2000)', defaultEmpty)
    .addColumn('photo_id', 'integer')
    .addColumn('org_name', 'varchar(100)', defaultEmpty)
    .addColumn('credit_code', 'varchar(18)', defaultEmpty)
    .addColumn('legal_person', 'varchar(30)', defaultEmpty)
    .addColumn('address', 'varchar(200)', defaultEmpty)
    .addColumn('contact_name', 'varchar(30)', defaultEmpty)
    .addColumn('contact_phone', 'varchar(20)', defaultEmpty)
    .addColumn('staff_size', 'integer')
    .addColumn('business_scope', 'varchar(2000)', defaultEmpty)
    .addColumn('licence_id', 'integer')
    .addColumn('email', 'varchar(100)', defaultEmpty)
    .$call(withRecordTimes)
    .execute();
  await createIndex(db, 'member_apply_user_idx', 'member_apply', ['user_id', 'kind']);
  await createIndex(db, 'member_apply_status_idx', 'member_apply', ['status', 'create_time']);

  await withId(db, db.schema.createTable('member_payment'), 'pay_id')
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('member_apply.apply_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('method', 'varchar(10)', (c) => c.notNull().defaultTo('bank'))
    .addColumn('payer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank', 'varchar(100)', (c) => c.notNull())
    .addColumn('account', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', defaultEmpty)
    .addColumn('paid_date', 'varchar(10)', (c) => c.notNull())
    // Null only for payments recorded without an upload (demo data, imports).
    .addColumn('voucher_id', 'integer')
    .addColumn('invoice_title', 'varchar(100)', defaultEmpty)
    .addColumn('invoice_tax_no', 'varchar(20)', defaultEmpty)
    .addColumn('invoice_email', 'varchar(100)', defaultEmpty)
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', defaultEmpty)
    .addColumn('period_from', 'varchar(10)')
    .addColumn('period_to', 'varchar(10)')
    .addColumn('audit_by', 'varchar(64)', defaultEmpty)
    .addColumn('audit_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'member_payment_apply_idx', 'member_payment', ['apply_id']);
  await createIndex(db, 'member_payment_status_idx', 'member_payment', ['status', 'create_time']);

  await withId(db, db.schema.createTable('member_vip'), 'member_id')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('member_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('level_id', 'integer', (c) => c.notNull().references('member_level.level_id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('apply_id', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('status_reason', 'varchar(500)', defaultEmpty)
    .addColumn('show_in_directory', 'char(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('intro', 'varchar(2000)', defaultEmpty)
    .addColumn('website', 'varchar(255)', defaultEmpty)
    .addColumn('logo', 'varchar(255)', defaultEmpty)
    .addColumn('reminded_for', 'varchar(20)', defaultEmpty)
    .$call(withRecordTimes)
    .addUniqueConstraint('member_vip_user_kind_unique', ['user_id', 'kind'])
    .execute();
  await createIndex(db, 'member_vip_status_idx', 'member_vip', ['status', 'valid_to']);

  // Member numbers: the row of a year is moved by one atomic upsert, so racing confirmations
  // each get their own number.
  await db.schema
    .createTable('member_no_seq')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .execute();

  // Members-only articles: visitors and non-members get the title and summary, never the body.
  await db.schema
    .alterTable('bll_article')
    .addColumn('members_only', 'char(1)', (c) => c.notNull().defaultTo('0'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('bll_article').dropColumn('members_only').execute();
  await dropTables(db, ['member_no_seq', 'member_vip', 'member_payment', 'member_apply', 'member_level']);
}
