import { type AnyDb, defaultEmpty, withId } from './schema-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  // A session is a bearer token's SHA-256; the token itself is never stored.
  await db.schema
    .createTable('sys_session')
    .addColumn('session_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
    .addColumn('ipaddr', 'varchar(128)', defaultEmpty)
    .addColumn('login_location', 'varchar(255)', defaultEmpty)
    .addColumn('browser', 'varchar(50)', defaultEmpty)
    .addColumn('os', 'varchar(50)', defaultEmpty)
    .addColumn('login_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('last_access_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_session_user_idx').on('sys_session').column('user_id').execute();

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
  await db.schema
    .createIndex('sys_sms_code_phone_idx')
    .on('sys_sms_code')
    .columns(['phone', 'purpose'])
    .execute();

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
  await db.schema
    .createIndex('sys_sms_log_phone_idx')
    .on('sys_sms_log')
    .columns(['phone', 'create_time'])
    .execute();
  await db.schema
    .createIndex('sys_sms_log_ip_idx')
    .on('sys_sms_log')
    .columns(['ipaddr', 'create_time'])
    .execute();

  await db.schema
    .createTable('sys_captcha')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sys_logininfor'), 'info_id')
    .addColumn('user_name', 'varchar(50)', defaultEmpty)
    .addColumn('ipaddr', 'varchar(128)', defaultEmpty)
    .addColumn('login_location', 'varchar(255)', defaultEmpty)
    .addColumn('browser', 'varchar(50)', defaultEmpty)
    .addColumn('os', 'varchar(50)', defaultEmpty)
    .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('msg', 'varchar(255)', defaultEmpty)
    .addColumn('login_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sys_logininfor_user_idx')
    .on('sys_logininfor')
    .columns(['user_name', 'login_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['sys_logininfor', 'sys_captcha', 'sys_sms_log', 'sys_sms_code', 'sys_session']) {
    await db.schema.dropTable(table).execute();
  }
}
