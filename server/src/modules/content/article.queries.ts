import { type Kysely, sql } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { type DateRange } from '../../http/schemas.js';
import { withDateRange, withSort } from '../../db/list-query.js';

// Staff reads of articles: drafts too, never the deleted ones (delFlag '2').

/** An article as the staff list shows it: no body, with its type's name. */
const LIST_COLUMNS = [
  'a.id',
  'a.typeId',
  't.bllName as typeName',
  'a.articleName',
  'a.articleEsName',
  'a.summary',
  'a.summaryEs',
  'a.cover',
  'a.author',
  'a.source',
  'a.publishTime',
  'a.status',
  'a.isTop',
  'a.viewCount',
  'a.createBy',
  'a.createTime',
  'a.updateBy',
  'a.updateTime',
  'a.remark',
] as const;

const SORTABLE = { publishTime: 'a.publishTime', viewCount: 'a.viewCount', createTime: 'a.createTime' };

export interface ArticleFilter extends DateRange {
  typeId?: number;
  articleName?: string;
  status?: string;
  isTop?: string;
  orderByColumn?: string;
  isAsc?: string;
}

function liveArticles(db: Kysely<Database>) {
  return db
    .selectFrom('bllArticle as a')
    .innerJoin('bllArticleType as t', 't.id', 'a.typeId')
    .where('a.delFlag', '=', '0');
}

/**
 * The list and the export: filtered by type, status, pin, name (either language) and publish
 * time; pinned first (or by the column asked for), then newest.
 */
export function articleRows(db: Kysely<Database>, filter: ArticleFilter) {
  let query = withDateRange(liveArticles(db), 'a.publishTime', filter);
  if (filter.typeId !== undefined) query = query.where('a.typeId', '=', filter.typeId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.isTop) query = query.where('a.isTop', '=', filter.isTop);
  const name = filter.articleName?.trim();
  if (name) {
    query = query.where((eb) =>
      eb.or([containsText('a.articleName', name), containsText('a.articleEsName', name)]),
    );
  }
  return (
    withSort(query.select(LIST_COLUMNS), filter, SORTABLE, { column: 'a.isTop', direction: 'desc' })
      // Drafts without a time last on both databases (PostgreSQL puts nulls first when descending).
      .orderBy(sql`coalesce(${sql.ref('a.publishTime')}, '')`, 'desc')
      .orderBy('a.id', 'desc')
  );
}

/** One article with its bodies. */
export function findArticle(db: Kysely<Database>, id: number) {
  return liveArticles(db)
    .select([...LIST_COLUMNS, 'a.content', 'a.contentEs'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
