// Part of the frozen migrations: import nothing from the app here.
import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers.js';

// The public list's index gains the type, so a page's ids and a list's count are read from the index
// alone (the type's status is checked by a subquery): a deep page skips index entries, not rows.
const PUBLISHED = sql<boolean>`status = '0' and del_flag = '0'`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('bll_article_published_page_idx')
    .on('bll_article')
    .columns(['is_top', 'publish_time', 'id', 'type_id'])
    .where(PUBLISHED)
    .execute();
  await db.schema.dropIndex('bll_article_published_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('bll_article_published_idx')
    .on('bll_article')
    .columns(['is_top', 'publish_time', 'id'])
    .where(PUBLISHED)
    .execute();
  await db.schema.dropIndex('bll_article_published_page_idx').execute();
}
