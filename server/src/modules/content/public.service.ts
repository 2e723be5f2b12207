import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/envelope.js';
import type { Paging } from '../../http/schemas.js';
import { findConfigValues } from '../system/config.queries.js';
import {
  addView,
  findArticleNames,
  findArticlePage,
  findArticleRows,
  findEnabledTypes,
  findHomeBlockTypes,
  findNeighbour,
  findPublishedArticle,
} from './public.queries.js';
import type { ArticleTypeNode } from './public.schema.js';
import { SITE_SETTING_KEYS } from './settings-keys.js';

type ArticleTypeRow = Omit<ArticleTypeNode, 'children'>;

/** Flat rows → tree (children sorted as the rows are); orphans of disabled parents are dropped. */
export function buildTypeTree(rows: ArticleTypeRow[]): ArticleTypeNode[] {
  const nodes = new Map<number, ArticleTypeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: ArticleTypeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const bySort = (a: ArticleTypeNode, b: ArticleTypeNode) => a.sort - b.sort || a.id - b.id;
  const sortDeep = (list: ArticleTypeNode[]) => {
    list.sort(bySort);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

export async function typeTree(db: Kysely<Database>, menuFlag?: string): Promise<ArticleTypeNode[]> {
  return buildTypeTree(await findEnabledTypes(db, { menuFlag }));
}

/** The ids of a type and every type below it, among the given (enabled) types. */
export function typeAndDescendantIds(types: ArticleTypeRow[], typeId: number): number[] {
  if (!types.some((type) => type.id === typeId)) return [];
  return [
    typeId,
    ...types.filter((t) => t.parentId === typeId).flatMap((t) => typeAndDescendantIds(types, t.id)),
  ];
}

/** Types with their newest articles (theirs and their sub-categories'). */
async function withArticles(db: Kysely<Database>, types: ArticleTypeRow[], size: number) {
  const enabled = await findEnabledTypes(db);
  return Promise.all(
    types.map(async (type) => {
      const typeIds = typeAndDescendantIds(enabled, type.id);
      // Blocks show their newest articles, no count.
      const articles = typeIds.length
        ? await findArticleRows(db, { typeIds }, { limit: size, offset: 0 })
        : [];
      return { ...type, articles };
    }),
  );
}

/** Home-page blocks: every type with an indexArea (6 membership, 9 training events, …). */
export async function homeBlocks(db: Kysely<Database>, size = 8) {
  return withArticles(db, await findHomeBlockTypes(db), size);
}

/** The sub-categories of a parent, each with its newest articles. */
export async function childTypesWithArticles(db: Kysely<Database>, parentId: number, size = 6) {
  return withArticles(db, await findEnabledTypes(db, { parentId }), size);
}

export async function articlePage(
  db: Kysely<Database>,
  query: { typeId?: number; parentId?: number; articleName?: string },
  paging: Paging,
) {
  let typeIds: number[] | undefined;
  if (query.parentId !== undefined)
    typeIds = typeAndDescendantIds(await findEnabledTypes(db), query.parentId);
  if (query.typeId !== undefined) {
    typeIds = typeIds ? typeIds.filter((id) => id === query.typeId) : [query.typeId];
  }
  return findArticlePage(db, { typeIds, name: query.articleName }, paging);
}

export const SUGGESTION_LIMIT = 10;

export function articleSuggestions(db: Kysely<Database>, name: string) {
  return findArticleNames(db, name.trim(), SUGGESTION_LIMIT);
}

/** A published article for a visitor; reading it counts a view. */
export async function readArticle(db: Kysely<Database>, id: number) {
  const article = await findPublishedArticle(db, id);
  if (!article) throw notFound('文章不存在或未发布');
  await addView(db, id);
  const [prev, next] = await Promise.all([
    findNeighbour(db, article, 'prev'),
    findNeighbour(db, article, 'next'),
  ]);
  return { ...article, viewCount: article.viewCount + 1, prev: prev ?? null, next: next ?? null };
}

/** What the footer and the maintenance notice show, from sys_config (staff change it without a deploy). */
export async function siteSettings(db: Kysely<Database>) {
  const values = await findConfigValues(db, Object.values(SITE_SETTING_KEYS));
  const get = (key: keyof typeof SITE_SETTING_KEYS) => values.get(SITE_SETTING_KEYS[key])?.trim() ?? '';
  return {
    name: get('name'),
    nameEs: get('nameEs'),
    address: get('address'),
    addressEs: get('addressEs'),
    phone: get('phone'),
    email: get('email'),
    hours: get('hours'),
    hoursEs: get('hoursEs'),
    icp: get('icp'),
    officialAccountImage: get('officialAccountImage'),
    notice: {
      visible: get('noticeVisible') === 'true',
      startDate: get('noticeStartDate'),
      endDate: get('noticeEndDate'),
      text: get('noticeText'),
      textEs: get('noticeTextEs'),
    },
  };
}
