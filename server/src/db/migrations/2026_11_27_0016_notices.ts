// Part of the frozen migrations: import nothing from the app here.
import { sql } from 'kysely';
import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { dropTables } from './table-statements.js';

// RuoYi's notices (sys_notice) with an English title and body, who has read which (the navbar
// bell), and their admin menu. A new database gets the menu from the seed, which runs after the
// migrations on an empty sys_menu; a database seeded before notices existed gets it here.

const CREATED = '2026-11-27 00:00:00';
const NOTICE_MENU_ID = 107;
/** RuoYi's button ids, names and actions (`system:notice:<action>`). */
const NOTICE_BUTTONS = [
  [1035, '公告查询', 'query'],
  [1036, '公告新增', 'add'],
  [1037, '公告修改', 'edit'],
  [1038, '公告删除', 'remove'],
] as const;

const menuRow = {
  query: null,
  route_name: '',
  is_frame: 1,
  is_cache: 0,
  visible: '0',
  status: '0',
  create_by: 'admin',
  create_time: CREATED,
};

const noticeMenus = [
  {
    ...menuRow,
    menu_id: NOTICE_MENU_ID,
    menu_name: '通知公告',
    parent_id: 1,
    order_num: 8,
    path: 'notice',
    component: 'system/notice/index',
    menu_type: 'C',
    perms: 'system:notice:list',
    icon: 'message',
    remark: '通知公告菜单',
  },
  ...NOTICE_BUTTONS.map(([menuId, name, action], i) => ({
    ...menuRow,
    menu_id: menuId,
    menu_name: name,
    parent_id: NOTICE_MENU_ID,
    order_num: i + 1,
    path: '#',
    component: null,
    menu_type: 'F',
    perms: `system:notice:${action}`,
    icon: '#',
    remark: '',
  })),
];

export async function up(db: AnyDb): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('sys_notice'), 'notice_id')
      .addColumn('notice_title', 'varchar(50)', (c) => c.notNull())
      .addColumn('notice_title_es', 'varchar(200)', defaultEmpty)
      .addColumn('notice_type', 'char(1)', (c) => c.notNull())
      .addColumn('notice_content', 'text', defaultEmpty)
      .addColumn('notice_content_es', 'text', defaultEmpty)
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();

  await db.schema
    .createTable('sys_notice_read')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
    .addColumn('notice_id', 'integer', (c) =>
      c.notNull().references('sys_notice.notice_id').onDelete('cascade'),
    )
    .addColumn('read_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_notice_read_pk', ['user_id', 'notice_id'])
    .execute();

  // Only an install that already has 系统管理 (id 1) and not yet the notice menu.
  // Aliased: the app's connection camel-cases result columns (menu_id would come back as menuId).
  const rows = (await db
    .selectFrom('sys_menu')
    .select(sql.ref('menu_id').as('id'))
    .where('menu_id', 'in', [1, NOTICE_MENU_ID])
    .execute()) as { id: number }[];
  const present = new Set(rows.map((row) => Number(row.id)));
  if (present.has(1) && !present.has(NOTICE_MENU_ID)) {
    await db.insertInto('sys_menu').values(noticeMenus).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db
    .deleteFrom('sys_menu')
    .where('menu_id', 'in', [NOTICE_MENU_ID, ...NOTICE_BUTTONS.map(([menuId]) => menuId)])
    .execute();
  await dropTables(db, ['sys_notice_read', 'sys_notice']);
}
