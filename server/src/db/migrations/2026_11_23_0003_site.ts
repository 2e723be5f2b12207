import { type AnyDb, defaultEmpty, withAudit, withId } from './schema-helpers.js';
import { createIndex, dropTables } from './table-statements.js';

export async function up(db: AnyDb): Promise<void> {
  // The public menu tree: each article type is a menu item and a category.
  await withAudit(
    withId(db, db.schema.createTable('bll_article_type'), 'id')
      .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bll_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('bll_es_name', 'varchar(200)', defaultEmpty)
      .addColumn('bll_type', 'integer', (c) => c.notNull())
      .addColumn('bll_value', 'varchar(255)', defaultEmpty)
      .addColumn('index_area', 'integer')
      .addColumn('menu_flag', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await createIndex(db, 'bll_article_type_parent_idx', 'bll_article_type', ['parent_id']);

  await withAudit(
    withId(db, db.schema.createTable('bll_article'), 'id')
      .addColumn('type_id', 'integer', (c) => c.notNull().references('bll_article_type.id'))
      .addColumn('article_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('article_es_name', 'varchar(255)', defaultEmpty)
      .addColumn('summary', 'varchar(500)', defaultEmpty)
      .addColumn('summary_es', 'varchar(1000)', defaultEmpty)
      .addColumn('content', 'text', defaultEmpty)
      .addColumn('content_es', 'text', defaultEmpty)
      .addColumn('cover', 'varchar(255)', defaultEmpty)
      .addColumn('author', 'varchar(64)', defaultEmpty)
      .addColumn('source', 'varchar(100)', defaultEmpty)
      .addColumn('publish_time', 'varchar(19)')
      // '0' published, '1' draft: only published articles reach visitors.
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('is_top', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await createIndex(db, 'bll_article_list_idx', 'bll_article', ['type_id', 'status', 'publish_time']);

  await withAudit(
    withId(db, db.schema.createTable('bll_links'), 'id')
      .addColumn('link_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('link_es_name', 'varchar(200)', defaultEmpty)
      .addColumn('link_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['bll_links', 'bll_article', 'bll_article_type']);
}
