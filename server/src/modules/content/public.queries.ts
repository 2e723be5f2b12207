import { type Kysely, sql } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import type { Paging } from '../../http/schemas.js';

// All SQL of the public site. Visitors see enabled types and published, not deleted articles.

const typeColumns = [
  'id',
  'parentId',
  'bllName',
  'bllEsName',
  'bllType',
  'bllValue',
  'indexArea',
  'sort',
] as const;

const summaryColumns = [
  'bllArticle.id',
  'bllArticle.typeId',
  'bllArticle.articleName',
  'bllArticle.articleEsName',
  'bllArticle.summary',
  'bllArticle.summaryEs',
  'bllArticle.cover',
  'bllArticle.author',
  'bllArticle.source',
  'bllArticle.publishTime',
  'bllArticle.isTop',
  'bllArticle.viewCount',
] as const;

export function findEnabledTypes(
  db: Kysely<Database>,
  filter: { menuFlag?: string; parentId?: number } = {},
) {
  let query = db.selectFrom('bllArticleType').select(typeColumns).where('status', '=', '0');
  if (filter.menuFlag) query = query.where('menuFlag', '=', filter.menuFlag);
  if (filter.parentId !== undefined) query = query.where('parentId', '=', filter.parentId);
  return query.orderBy('parentId').orderBy('sort').orderBy('id').execute();
}

export function findHomeBlockTypes(db: Kysely<Database>) {
  return db
    .selectFrom('bllArticleType')
    .select(typeColumns)
    .where('status', '=', '0')
    .where('indexArea', 'is not', null)
    .orderBy('indexArea')
    .orderBy('sort')
    .execute();
}

/** Published articles, pinned first, then newest. */
function publishedArticles(db: Kysely<Database>) {
  return db
    .selectFrom('bllArticle')
    .innerJoin('bllArticleType', 'bllArticleType.id', 'bllArticle.typeId')
    .where('bllArticle.status', '=', '0')
    .where('bllArticle.delFlag', '=', '0')
    .where('bllArticleType.status', '=', '0');
}

export interface ArticleFilter {
  typeIds?: number[];
  name?: string;
}

function filtered(db: Kysely<Database>, filter: ArticleFilter) {
  let query = publishedArticles(db);
  if (filter.typeIds) query = query.where('bllArticle.typeId', 'in', filter.typeIds);
  const name = filter.name?.trim();
  if (name) {
    query = query.where((eb) =>
      eb.or([containsText('bllArticle.articleName', name), containsText('bllArticle.articleEsName', name)]),
    );
  }
  return query;
}

/** One page of published articles, pinned first, then newest. */
export function findArticleRows(db: Kysely<Database>, filter: ArticleFilter, paging: Paging) {
  return filtered(db, filter)
    .select(summaryColumns)
    .orderBy('bllArticle.isTop', 'desc')
    .orderBy('bllArticle.publishTime', 'desc')
    .orderBy('bllArticle.id', 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
}

export async function findArticlePage(db: Kysely<Database>, filter: ArticleFilter, paging: Paging) {
  if (filter.typeIds?.length === 0) return { rows: [], total: 0 };
  const [rows, count] = await Promise.all([
    findArticleRows(db, filter, paging),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Search suggestions: the newest matches by name in either language. */
export function findArticleNames(db: Kysely<Database>, name: string, limit: number) {
  return filtered(db, { name })
    .select(['bllArticle.id', 'bllArticle.typeId', 'bllArticle.articleName', 'bllArticle.articleEsName'])
    .orderBy('bllArticle.publishTime', 'desc')
    .orderBy('bllArticle.id', 'desc')
    .limit(limit)
    .execute();
}

export function findPublishedArticle(db: Kysely<Database>, id: number) {
  return publishedArticles(db)
    .select([...summaryColumns, 'bllArticle.content', 'bllArticle.contentEs'])
    .where('bllArticle.id', '=', id)
    .executeTakeFirst();
}

/**
 * The article listed just before (newer) or after (older) this one in its category, in the
 * order lists use: pinned first, then publish time, then id.
 */
export function findNeighbour(
  db: Kysely<Database>,
  article: { id: number; typeId: number; isTop: string; publishTime: string | null },
  direction: 'prev' | 'next',
) {
  const after = direction === 'next';
  const time = article.publishTime ?? '';
  return publishedArticles(db)
    .select(['bllArticle.id', 'bllArticle.articleName', 'bllArticle.articleEsName'])
    .where('bllArticle.typeId', '=', article.typeId)
    .where(
      sql`(${sql.ref('bllArticle.isTop')}, coalesce(${sql.ref('bllArticle.publishTime')}, ''), ${sql.ref('bllArticle.id')})`,
      after ? '<' : '>',
      sql`(${article.isTop}, ${time}, ${article.id})`,
    )
    .orderBy('bllArticle.isTop', after ? 'desc' : 'asc')
    .orderBy(sql`coalesce(${sql.ref('bllArticle.publishTime')}, '')`, after ? 'desc' : 'asc')
    .orderBy('bllArticle.id', after ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
}

export async function addView(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('bllArticle')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function findEnabledLinks(db: Kysely<Database>) {
  return db
    .selectFrom('bllLinks')
    .select(['id', 'linkName', 'linkEsName', 'linkUrl'])
    .where('status', '=', '0')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Everything a sitemap lists: published articles with their last change. */
export function findSitemapArticles(db: Kysely<Database>, limit: number) {
  return publishedArticles(db)
    .select(['bllArticle.id', 'bllArticle.publishTime', 'bllArticle.updateTime'])
    .orderBy('bllArticle.id', 'desc')
    .limit(limit)
    .execute();
}
