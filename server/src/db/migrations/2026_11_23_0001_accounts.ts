import { sql } from 'kysely';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, createLinkTable, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('sys_user'), 'user_id')
      .addColumn('user_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('nick_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('user_type', 'varchar(2)', (c) => c.notNull().defaultTo('00'))
      .addColumn('email', 'varchar(50)', defaultEmpty)
      .addColumn('phonenumber', 'varchar(11)', defaultEmpty)
      .addColumn('sex', 'char(1)', (c) => c.notNull().defaultTo('2'))
      .addColumn('avatar', 'varchar(200)', defaultEmpty)
      .addColumn('password', 'varchar(100)', defaultEmpty)
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('login_ip', 'varchar(128)', defaultEmpty)
      .addColumn('login_date', 'varchar(19)')
      .addColumn('pwd_update_date', 'varchar(19)'),
  ).execute();
  await createIndex(db, 'sys_user_name_uq', 'sys_user', ['user_name'], { unique: true });
  // A phone number belongs to one live account; deleted accounts keep theirs for the record.
  await db.schema
    .createIndex('sys_user_phone_uq')
    .on('sys_user')
    .column('phonenumber')
    .unique()
    .where(sql.ref('phonenumber'), '<>', '')
    .where(sql.ref('del_flag'), '=', '0')
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('sys_role'), 'role_id')
      .addColumn('role_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('role_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('role_sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('data_scope', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('menu_check_strictly', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('dept_check_strictly', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();

  await withAudit(
    withId(db, db.schema.createTable('sys_menu'), 'menu_id')
      .addColumn('menu_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('path', 'varchar(200)', defaultEmpty)
      .addColumn('component', 'varchar(255)')
      .addColumn('query', 'varchar(255)')
      .addColumn('route_name', 'varchar(50)', defaultEmpty)
      .addColumn('is_frame', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_cache', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('menu_type', 'char(1)', (c) => c.notNull())
      .addColumn('visible', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('perms', 'varchar(100)')
      .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo('#')),
  ).execute();
  await createIndex(db, 'sys_menu_parent_idx', 'sys_menu', ['parent_id']);

  await createLinkTable(db, 'sys_user_role', 'sys_user.user_id', 'sys_role.role_id');
  await createLinkTable(db, 'sys_role_menu', 'sys_role.role_id', 'sys_menu.menu_id');

  await withAudit(
    withId(db, db.schema.createTable('sys_dict_type'), 'dict_id')
      .addColumn('dict_name', 'varchar(100)', defaultEmpty)
      .addColumn('dict_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await createIndex(db, 'sys_dict_type_uq', 'sys_dict_type', ['dict_type'], { unique: true });
  await withAudit(
    withId(db, db.schema.createTable('sys_dict_data'), 'dict_code')
      .addColumn('dict_sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dict_label', 'varchar(100)', defaultEmpty)
      .addColumn('dict_value', 'varchar(100)', defaultEmpty)
      .addColumn('dict_type', 'varchar(100)', defaultEmpty)
      .addColumn('css_class', 'varchar(100)', defaultEmpty)
      .addColumn('list_class', 'varchar(100)', defaultEmpty)
      .addColumn('is_default', 'char(1)', (c) => c.notNull().defaultTo('N'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await createIndex(db, 'sys_dict_data_type_idx', 'sys_dict_data', ['dict_type']);

  await withAudit(
    withId(db, db.schema.createTable('sys_config'), 'config_id')
      .addColumn('config_name', 'varchar(100)', defaultEmpty)
      .addColumn('config_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('config_value', 'varchar(500)', defaultEmpty)
      .addColumn('config_type', 'char(1)', (c) => c.notNull().defaultTo('N')),
  ).execute();
  await createIndex(db, 'sys_config_key_uq', 'sys_config', ['config_key'], { unique: true });
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    'sys_config',
    'sys_dict_data',
    'sys_dict_type',
    'sys_role_menu',
    'sys_user_role',
    'sys_menu',
    'sys_role',
    'sys_user',
  ]);
}
