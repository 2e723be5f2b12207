import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';

export const ARTICLE_TYPE_COLUMNS = [
  'id',
  'parentId',
  'bllName',
  'bllEsName',
  'bllType',
  'bllValue',
  'indexArea',
  'menuFlag',
  'sort',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

/** What the tree helpers of the public site read (public.service buildTypeTree, typeAndDescendantIds). */
const TREE_COLUMNS = [
  'id',
  'parentId',
  'bllName',
  'bllEsName',
  'bllType',
  'bllValue',
  'indexArea',
  'sort',
] as const;

export interface ArticleTypeFilter {
  bllName?: string;
  status?: string;
  menuFlag?: string;
}

/** The staff list and its export: every type (disabled ones too), parents first, in menu order. */
export function articleTypeRows(db: Kysely<Database>, filter: ArticleTypeFilter) {
  let query = db.selectFrom('bllArticleType').select(ARTICLE_TYPE_COLUMNS);
  if (filter.bllName) query = query.where(containsText('bllName', filter.bllName));
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.menuFlag) query = query.where('menuFlag', '=', filter.menuFlag);
  return query.orderBy('parentId').orderBy('sort').orderBy('id');
}

export function findArticleType(db: Kysely<Database>, id: number) {
  return db.selectFrom('bllArticleType').select(ARTICLE_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every type, enabled or not, in the shape the tree helpers take. */
export function findTypeTreeRows(db: Kysely<Database>) {
  return db.selectFrom('bllArticleType').select(TREE_COLUMNS).orderBy('parentId').orderBy('sort').execute();
}

export async function findSiblingByName(
  db: Kysely<Database>,
  parentId: number,
  bllName: string,
  exceptId?: number,
) {
  let query = db
    .selectFrom('bllArticleType')
    .select('id')
    .where('parentId', '=', parentId)
    .where('bllName', '=', bllName);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function hasChildTypes(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('bllArticleType')
    .select('id')
    .where('parentId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the type holds articles that are not deleted. */
export async function hasLiveArticles(db: Kysely<Database>, typeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bllArticle')
    .select('id')
    .where('typeId', '=', typeId)
    .where('delFlag', '=', '0')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
