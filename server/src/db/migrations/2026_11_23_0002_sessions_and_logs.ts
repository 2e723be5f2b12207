import { withClientColumns } from './column-groups.js';
import { type AnyDb, defaultEmpty, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // A session is a bearer token's SHA-256; the token itself is never stored.
  await db.schema
    .createTable('sys_session')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
    .$call(withClientColumns)
    .addColumn('login_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('last_access_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_session_user_idx', 'sys_session', ['user_id']);

  await withId(db, db.schema.createTable('sys_sms_code'), 'id')
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(19)')
    .addColumn('ticket_hash', 'varchar(64)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_sms_code_phone_idx', 'sys_sms_code', ['phone', 'purpose']);

  await withId(db, db.schema.createTable('sys_sms_log'), 'log_id')
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('driver', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', defaultEmpty)
    .addColumn('status', 'char(1)', (c) => c.notNull())
    .addColumn('error_msg', 'varchar(500)', defaultEmpty)
    .addColumn('ipaddr', 'varchar(128)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_sms_log_phone_idx', 'sys_sms_log', ['phone', 'create_time']);
  await createIndex(db, 'sys_sms_log_ip_idx', 'sys_sms_log', ['ipaddr', 'create_time']);

  await db.schema
    .createTable('sys_captcha')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sys_logininfor'), 'info_id')
    .addColumn('user_name', 'varchar(50)', defaultEmpty)
    .$call(withClientColumns)
    .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('msg', 'varchar(255)', defaultEmpty)
    .addColumn('login_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_logininfor_user_idx', 'sys_logininfor', ['user_name', 'login_time']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['sys_logininfor', 'sys_captcha', 'sys_sms_log', 'sys_sms_code', 'sys_session']);
}
