import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // Every write through the admin API (RuoYi's sys_oper_log).
  await withId(db, db.schema.createTable('sys_oper_log'), 'oper_id')
    .addColumn('title', 'varchar(50)', defaultEmpty)
    // 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean
    .addColumn('business_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'varchar(200)', defaultEmpty)
    .addColumn('request_method', 'varchar(10)', defaultEmpty)
    .addColumn('operator_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('oper_name', 'varchar(50)', defaultEmpty)
    .addColumn('dept_name', 'varchar(50)', defaultEmpty)
    .addColumn('oper_url', 'varchar(255)', defaultEmpty)
    .addColumn('oper_ip', 'varchar(128)', defaultEmpty)
    .addColumn('oper_location', 'varchar(255)', defaultEmpty)
    .addColumn('oper_param', 'varchar(2000)', defaultEmpty)
    .addColumn('json_result', 'varchar(2000)', defaultEmpty)
    // 0 success, 1 failure
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_msg', 'varchar(2000)', defaultEmpty)
    .addColumn('oper_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('cost_time', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'sys_oper_log_time_idx', 'sys_oper_log', ['oper_time']);

  // Scheduled jobs: invoke_target names a handler of the server's registry, never code.
  await withAudit(
    withId(db, db.schema.createTable('sys_job'), 'job_id')
      .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('job_group', 'varchar(64)', (c) => c.notNull().defaultTo('DEFAULT'))
      .addColumn('invoke_target', 'varchar(500)', (c) => c.notNull())
      .addColumn('cron_expression', 'varchar(255)', defaultEmpty)
      // 1 run now, 2 run once, 3 skip (RuoYi's misfire policies; 3 is the default)
      .addColumn('misfire_policy', 'varchar(20)', (c) => c.notNull().defaultTo('3'))
      .addColumn('concurrent', 'char(1)', (c) => c.notNull().defaultTo('1'))
      // '0' running, '1' paused
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('1')),
  ).execute();

  await withId(db, db.schema.createTable('sys_job_log'), 'job_log_id')
    .addColumn('job_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('job_group', 'varchar(64)', (c) => c.notNull())
    .addColumn('invoke_target', 'varchar(500)', (c) => c.notNull())
    .addColumn('job_message', 'varchar(500)', defaultEmpty)
    .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('exception_info', 'varchar(2000)', defaultEmpty)
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await createIndex(db, 'sys_job_log_job_idx', 'sys_job_log', ['job_id', 'create_time']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['sys_job_log', 'sys_job', 'sys_oper_log']);
}
