import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AUDIT_COLUMNS, aliased, withDateRange, withFilter, withSort } from '../../db/list-query.js';
import { type Db, rowWrites } from '../../db/row-writes.js';
import { titleContains } from '../../db/text-search.js';
import type { Paging } from '../../http/schemas.js';
import type { ArticleExportQuery } from './article.schema.js';

// The SQL of articles. Visitors read published ('0'), not deleted articles of enabled types; staff
// read drafts too, never the deleted ones (delFlag '2').

/** Columns of the article table, as selected under its alias `a`. */
const ofArticle = <C extends readonly string[]>(columns: C) => aliased('a', columns);

/** An article as lists show it: no body. */
const SUMMARY_COLUMNS = ofArticle([
  'id',
  'typeId',
  'articleName',
  'articleEsName',
  'summary',
  'summaryEs',
  'cover',
  'author',
  'source',
  'publishTime',
  'isTop',
  'membersOnly',
  'viewCount',
] as const);
const BODY_COLUMNS = ofArticle(['content', 'contentEs'] as const);
const LINK_COLUMNS = ofArticle(['id', 'articleName', 'articleEsName'] as const);
/** The staff list adds the type's name, the status and who changed it. */
const STAFF_COLUMNS = [
  ...SUMMARY_COLUMNS,
  't.bllName as typeName',
  'a.status',
  ...ofArticle(AUDIT_COLUMNS),
] as const;

function articles(db: Db) {
  return db.selectFrom('bllArticle as a').innerJoin('bllArticleType as t', 't.id', 'a.typeId');
}

/** Published articles of enabled types. */
export function published(db: Db) {
  return articles(db).where('a.status', '=', '0').where('a.delFlag', '=', '0').where('t.status', '=', '0');
}

/** Articles that are not deleted, drafts too. */
const live = (db: Db) => articles(db).where('a.delFlag', '=', '0');

// ----- visitors -----

export interface PublishedFilter {
  typeIds?: number[];
  name?: string;
}

/** The public lists' order: pinned first, then newest, then id. */
function inListOrder<Q extends SelectQueryBuilder<Database & { a: Database['bllArticle'] }, 'a', object>>(
  query: Q,
): Q {
  return query.orderBy('a.isTop', 'desc').orderBy('a.publishTime', 'desc').orderBy('a.id', 'desc') as Q;
}

/** Published articles by type, in list order (a query to page or limit). */
function publishedRows(db: Db, typeIds?: number[]) {
  const rows = inListOrder(published(db).select(SUMMARY_COLUMNS));
  return typeIds ? rows.where('a.typeId', 'in', typeIds) : rows;
}

/**
 * Published articles matching the filter, read from the article table alone (the type's status
 * through a subquery, not a join), so the partial index (is_top, publish_time, id, type_id) of
 * migration 0015 covers a page's walk and a count.
 */
function publishedMatching(db: Db, filter: PublishedFilter) {
  let matched = db
    .selectFrom('bllArticle as a')
    .where('a.status', '=', '0')
    .where('a.delFlag', '=', '0')
    // The unary plus keeps SQLite from answering this test with the type index and then sorting:
    // walking the list-order index and testing each entry is far cheaper for a page.
    .where(
      sql`+${sql.ref('a.typeId')}`,
      'in',
      db.selectFrom('bllArticleType').select('id').where('status', '=', '0'),
    );
  if (filter.typeIds) matched = matched.where('a.typeId', 'in', filter.typeIds);
  if (filter.name) matched = matched.where(titleContains(db, filter.name));
  return matched;
}

/**
 * A page of published articles: first its ids, skipping `offset` index entries without reading a
 * row, then those rows — so page 200 costs about what page 1 does.
 */
export function findPublishedPage(db: Db, filter: PublishedFilter, { limit, offset }: Paging) {
  const pageIds = inListOrder(publishedMatching(db, filter).select('a.id')).limit(limit).offset(offset);
  return publishedRows(db).where('a.id', 'in', pageIds).execute();
}

export async function countPublished(db: Db, filter: PublishedFilter): Promise<number> {
  const row = await publishedMatching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest published articles of these types (a home block, a sub-category). */
export function findNewestArticles(db: Db, typeIds: number[], limit: number) {
  return publishedRows(db, typeIds).limit(limit).execute();
}

/** Search suggestions: the newest matches by name in either language. */
export function findArticleNames(db: Db, name: string, limit: number) {
  return published(db)
    .where(titleContains(db, name))
    .select([...LINK_COLUMNS, 'a.typeId'])
    .orderBy('a.publishTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export function findPublishedArticle(db: Db, id: number) {
  return published(db)
    .select([...SUMMARY_COLUMNS, ...BODY_COLUMNS])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/**
 * The article listed just before (newer) or after (older) this one in its category, in the
 * order lists use: pinned first, then publish time, then id. A published article always has a
 * publish time, so the row comparison is a seek in the category's index.
 */
export function findNeighbour(
  db: Db,
  article: { id: number; typeId: number; isTop: string; publishTime: string | null },
  direction: 'prev' | 'next',
) {
  const after = direction === 'next';
  const order = after ? 'desc' : 'asc';
  return published(db)
    .select(LINK_COLUMNS)
    .where('a.typeId', '=', article.typeId)
    .where(
      sql`(${sql.ref('a.isTop')}, ${sql.ref('a.publishTime')}, ${sql.ref('a.id')})`,
      after ? '<' : '>',
      sql`(${article.isTop}, ${article.publishTime}, ${article.id})`,
    )
    .orderBy('a.isTop', order)
    .orderBy('a.publishTime', order)
    .orderBy('a.id', order)
    .limit(1)
    .executeTakeFirst();
}

/** Adds counted views (article id → views) in one transaction. */
export async function addViews(db: Kysely<Database>, views: Map<number, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, count] of views) {
      await trx
        .updateTable('bllArticle')
        .set((eb) => ({ viewCount: eb('viewCount', '+', count) }))
        .where('id', '=', id)
        .execute();
    }
  });
}

/** Everything a sitemap lists: published articles with their last change. */
export function findSitemapArticles(db: Db, limit: number) {
  return published(db)
    .select(['a.id', 'a.publishTime', 'a.updateTime'])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

// ----- staff -----

const SORTABLE = { publishTime: 'a.publishTime', viewCount: 'a.viewCount', createTime: 'a.createTime' };

/**
 * The list and the export: filtered by type, status, pin, name (either language) and publish
 * time; pinned first (or by the column asked for), then newest.
 */
export function staffRows(db: Db, filter: ArticleExportQuery) {
  let query = withFilter(withDateRange(live(db), 'a.publishTime', filter), filter, {
    alias: 'a',
    equals: ['typeId', 'status', 'isTop'],
  });
  const name = filter.articleName?.trim();
  if (name) query = query.where(titleContains(db, name));
  return (
    withSort(query.select(STAFF_COLUMNS), filter, SORTABLE, { column: 'a.isTop', direction: 'desc' })
      // Drafts without a time last on both databases (PostgreSQL puts nulls first when descending).
      .orderBy(sql`coalesce(${sql.ref('a.publishTime')}, '')`, 'desc')
      .orderBy('a.id', 'desc')
  );
}

/** One article that is not deleted, with its bodies. */
export function findArticle(db: Db, id: number) {
  return live(db)
    .select([...STAFF_COLUMNS, ...BODY_COLUMNS])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

export const { insert: insertArticle, update: updateArticleRow } = rowWrites('bllArticle', 'id');

/** Marks the articles deleted (delFlag '2'), as RuoYi does. */
export async function markArticlesDeleted(
  db: Db,
  ids: number[],
  changes: { updateBy: string; updateTime: string },
) {
  await db
    .updateTable('bllArticle')
    .set({ delFlag: '2', ...changes })
    .where('id', 'in', ids)
    .where('delFlag', '=', '0')
    .execute();
}
