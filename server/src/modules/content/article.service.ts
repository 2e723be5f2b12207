import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import type { ReadCache } from '../../db/read-cache.js';
import { badRequest, orNotFound, table } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { type Paging, pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { isMember } from '../member/membership.service.js';
import { sanitizeArticleHtml } from './article-html.js';
import type { ViewCounter } from './article-views.js';
import {
  findArticle,
  findArticleNames,
  findNeighbour,
  findPublishedArticle,
  insertArticle,
  markArticlesDeleted,
  countPublished,
  findPublishedPage,
  staffRows,
  updateArticleRow,
} from './article.queries.js';
import type {
  ArticleBody,
  ArticleDetailRow,
  ArticleExportQuery,
  ArticleListQuery,
  ArticleRow,
  ArticleStatusBody,
  ArticleUpdateBody,
  PublicArticleListQuery,
} from './article.schema.js';
import { typeAndDescendantIds } from './article-type.service.js';
import { type Db, findArticleType, findDictLabels, findEnabledTypes } from './content.queries.js';
import { yesNoText } from './content.rules.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// Articles: visitors page, search and read published ones (a read counts a view); staff write
// them with sanitised HTML in both languages, publish and withdraw them, and delete by marking.

// ----- visitors -----

/**
 * Published articles of a type, or of a parent and all its sub-categories, by name. The total is
 * kept in `cache` per filter (staff writes clear it), so paging does not count again.
 */
export async function articlePage(
  db: Kysely<Database>,
  cache: ReadCache,
  query: PublicArticleListQuery,
  paging: Paging,
) {
  let typeIds: number[] | undefined;
  if (query.parentId !== undefined)
    typeIds = typeAndDescendantIds(await cache.get('types', () => findEnabledTypes(db)), query.parentId);
  if (query.typeId !== undefined) {
    typeIds = typeIds ? typeIds.filter((id) => id === query.typeId) : [query.typeId];
  }
  if (typeIds?.length === 0) return table([], 0);
  const filter = { typeIds, name: query.articleName?.trim() };
  const key = JSON.stringify(filter);
  const [rows, total] = await Promise.all([
    cache.get(`page:${key}:${paging.offset}:${paging.limit}`, () => findPublishedPage(db, filter, paging)),
    cache.get(`count:${key}`, () => countPublished(db, filter)),
  ]);
  return table(rows, total);
}

export const SUGGESTION_LIMIT = 10;

export const articleSuggestions = (db: Kysely<Database>, name: string) =>
  findArticleNames(db, name.trim(), SUGGESTION_LIMIT);

/** Where a published article is kept: the row, and the answer for readers it is open or locked to. */
export const articleCacheKeys = (id: number) => [
  `article:${id}`,
  `article:${id}:open`,
  `article:${id}:locked`,
];

async function publishedArticleWithNeighbours(db: Kysely<Database>, id: number) {
  const article = await findPublishedArticle(db, id);
  if (!article) return undefined;
  const [prev, next] = await Promise.all([
    findNeighbour(db, article, 'prev'),
    findNeighbour(db, article, 'next'),
  ]);
  return { ...article, prev: prev ?? null, next: next ?? null };
}

/**
 * A published article for a visitor, packed by `pack`; reading it counts a view. A members-only
 * article keeps its bodies from anyone who is not a member (`reader`: the caller, if logged in).
 * The answer is kept for every reader alike, so the views it shows are those counted when it was
 * packed: at most CACHE_SECONDS behind, and read again once the counted views are written.
 */
export async function readArticle<Packed>(
  db: Kysely<Database>,
  cache: ReadCache,
  views: ViewCounter,
  { id, reader }: { id: number; reader: { userId: number } | null },
  pack: (answer: unknown) => Packed,
): Promise<Packed> {
  const [rowKey, openKey, lockedKey] = articleCacheKeys(id);
  const article = orNotFound(
    await cache.get(rowKey, () => publishedArticleWithNeighbours(db, id)),
    '文章不存在或未发布',
  );
  const counted = views.count(id);
  const locked = article.membersOnly === '1' && !(reader && (await isMember(db, reader.userId)));
  return cache.get(locked ? lockedKey : openKey, async () =>
    pack({
      ...article,
      ...(locked ? { content: '', contentEs: '' } : {}),
      locked,
      viewCount: article.viewCount + counted,
    }),
  );
}

// ----- staff -----

export const listArticles = (db: Kysely<Database>, query: ArticleListQuery) =>
  tablePage(staffRows(db, query), pagingOf(query));

export async function requireArticle(db: Db, id: number): Promise<ArticleDetailRow> {
  return orNotFound(await findArticle(db, id), '文章不存在');
}

/** The stored form of the fields sent: title trimmed, HTML sanitised, an empty time as none. */
function cleaned<T extends Partial<ArticleBody>>(body: T) {
  return {
    ...body,
    ...(body.articleName !== undefined ? { articleName: body.articleName.trim() } : {}),
    ...(body.content !== undefined ? { content: sanitizeArticleHtml(body.content) } : {}),
    ...(body.contentEs !== undefined ? { contentEs: sanitizeArticleHtml(body.contentEs) } : {}),
    ...(body.publishTime !== undefined ? { publishTime: body.publishTime || null } : {}),
  };
}

async function requireType(db: Db, typeId: number) {
  if (!(await findArticleType(db, typeId))) throw badRequest('所属分类不存在');
}

/** A published article always has a publish time: the moment of publishing unless one was set. */
const publishTimeOf = (status: string, publishTime: string | null) =>
  status === '0' && !publishTime ? formatTime() : publishTime;

/** A new article: a draft unless its status says published. */
export async function createArticle(db: Kysely<Database>, body: ArticleBody, { userName }: CurrentUser) {
  const article = cleaned(body);
  const status = article.status ?? '1';
  await db.transaction().execute(async (trx) => {
    await requireType(trx, article.typeId);
    await insertArticle(trx, {
      ...article,
      status,
      publishTime: publishTimeOf(status, article.publishTime ?? null),
      ...createdBy(userName),
    });
  });
}

/** Changes the fields sent; the others keep their value. */
export async function updateArticle(
  db: Kysely<Database>,
  { id, ...body }: ArticleUpdateBody,
  { userName }: CurrentUser,
) {
  const article = cleaned(body);
  await db.transaction().execute(async (trx) => {
    const current = await requireArticle(trx, id);
    await requireType(trx, article.typeId);
    const status = article.status ?? current.status;
    const publishTime = article.publishTime !== undefined ? article.publishTime : current.publishTime;
    await updateArticleRow(trx, id, {
      ...article,
      publishTime: publishTimeOf(status, publishTime),
      ...updatedBy(userName),
    });
  });
}

/** 发布 ('0') or 撤回 ('1') one article. */
export async function changeArticleStatus(
  db: Kysely<Database>,
  { id, status }: ArticleStatusBody,
  { userName }: CurrentUser,
) {
  await db.transaction().execute(async (trx) => {
    const current = await requireArticle(trx, id);
    await updateArticleRow(trx, id, {
      status,
      publishTime: publishTimeOf(status, current.publishTime),
      ...updatedBy(userName),
    });
  });
}

export async function deleteArticles(db: Kysely<Database>, ids: number[], { userName }: CurrentUser) {
  await markArticlesDeleted(db, ids, updatedBy(userName));
}

/** The export's columns (coded values as the admin pages label them) and rows. */
export async function exportArticles(db: Kysely<Database>, filter: ArticleExportQuery) {
  const statusLabels = await findDictLabels(db, 'bll_article_status');
  const columns: ExcelColumn<ArticleRow>[] = [
    { header: '文章编号', key: 'id' },
    { header: '所属分类', key: 'typeName', width: 16 },
    { header: '文章标题', key: 'articleName', width: 40 },
    { header: '英文标题', key: 'articleEsName', width: 40 },
    { header: '作者', key: 'author' },
    { header: '来源', key: 'source', width: 16 },
    { header: '发布时间', key: 'publishTime', width: 20 },
    {
      header: '发布状态',
      key: 'status',
      format: (value) => statusLabels.get(String(value)) ?? String(value),
    },
    { header: '是否置顶', key: 'isTop', format: yesNoText },
    { header: '浏览量', key: 'viewCount' },
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
  return { columns, rows: await exportRows(staffRows(db, filter)) };
}
