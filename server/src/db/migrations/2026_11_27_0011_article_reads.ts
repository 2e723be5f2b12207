// Part of the frozen migrations: import nothing from the app here.
import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers.js';

// Indexes that serve the public lists' order (pinned first, then newest, then id) over published,
// not deleted articles only, so a page, a neighbour and a home block are index seeks, not sorts.
const PUBLISHED = sql<boolean>`status = '0' and del_flag = '0'`;

export async function up(db: AnyDb): Promise<void> {
  // The whole site's list and the search results fall back on this order.
  await db.schema
    .createIndex('bll_article_published_idx')
    .on('bll_article')
    .columns(['is_top', 'publish_time', 'id'])
    .where(PUBLISHED)
    .execute();
  // A category's list, its home block and an article's neighbours.
  await db.schema
    .createIndex('bll_article_type_published_idx')
    .on('bll_article')
    .columns(['type_id', 'is_top', 'publish_time', 'id'])
    .where(PUBLISHED)
    .execute();
  // The staff list: every article that is not deleted, newest first.
  await db.schema
    .createIndex('bll_article_live_idx')
    .on('bll_article')
    .columns(['is_top', 'publish_time', 'id'])
    .where(sql<boolean>`del_flag = '0'`)
    .execute();
  await db.schema.dropIndex('bll_article_list_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of ['bll_article_published_idx', 'bll_article_type_published_idx', 'bll_article_live_idx'])
    await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('bll_article_list_idx')
    .on('bll_article')
    .columns(['type_id', 'status', 'publish_time'])
    .execute();
}
