import { findSiblingNamed, rowByKey } from '../../db/query-kit.js';
import { type Db, rowWrites } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withFilter } from '../../db/list-query.js';
import { configs } from '../../db/seed/configs.js';
import { formatTime } from '../../http/time.js';
import { findConfigValues } from '../system/config.queries.js';
import type { ArticleTypeListQuery } from './article-type.schema.js';
import type { LinkExportQuery } from './links.schema.js';

// The SQL of article types, friend links and site settings, for visitors and staff alike
// (articles are in article.queries.ts). Visitors see enabled rows only.

export type { Db };

// ----- article types -----

/** A type as visitors read it (and the tree helpers take it). */
const TYPE_COLUMNS = [
  'id',
  'parentId',
  'bllName',
  'bllEsName',
  'bllType',
  'bllValue',
  'indexArea',
  'sort',
] as const;
const STAFF_TYPE_COLUMNS = [...TYPE_COLUMNS, 'menuFlag', 'status', ...AUDIT_COLUMNS] as const;

/** Enabled types, parents first in menu order. */
export function findEnabledTypes(db: Db, filter: { menuFlag?: '0' | '1'; parentId?: number } = {}) {
  let query = db.selectFrom('bllArticleType').select(TYPE_COLUMNS).where('status', '=', '0');
  if (filter.menuFlag) query = query.where('menuFlag', '=', filter.menuFlag);
  if (filter.parentId !== undefined) query = query.where('parentId', '=', filter.parentId);
  return query.orderBy('parentId').orderBy('sort').orderBy('id').execute();
}

/** Enabled types with a home-page block, in block order. */
export function findHomeBlockTypes(db: Db) {
  return db
    .selectFrom('bllArticleType')
    .select(TYPE_COLUMNS)
    .where('status', '=', '0')
    .where('indexArea', 'is not', null)
    .orderBy('indexArea')
    .orderBy('sort')
    .execute();
}

/** Every type, enabled or not, in the shape the tree helpers take. */
export function findAllTypes(db: Db) {
  return db.selectFrom('bllArticleType').select(TYPE_COLUMNS).orderBy('parentId').orderBy('sort').execute();
}

/** The staff list and its export: every type (disabled ones too), parents first, in menu order. */
export function staffTypes(db: Db, filter: ArticleTypeListQuery) {
  const query = db.selectFrom('bllArticleType').select(STAFF_TYPE_COLUMNS);
  return withFilter(query, filter, { contains: ['bllName'], equals: ['status', 'menuFlag'] })
    .orderBy('parentId')
    .orderBy('sort')
    .orderBy('id');
}

export const findArticleType = rowByKey('bllArticleType', 'id', STAFF_TYPE_COLUMNS);

/** Another type of that name under the same parent. */
export const findSiblingByName = (db: Db, parentId: number, bllName: string, exceptId?: number) =>
  findSiblingNamed(
    db,
    'bllArticleType',
    { id: 'id', name: 'bllName' },
    { parentId, name: bllName, exceptId },
  );

export async function hasChildTypes(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('bllArticleType')
    .select('id')
    .where('parentId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the type holds articles that are not deleted. */
export async function hasLiveArticles(db: Db, typeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bllArticle')
    .select('id')
    .where('typeId', '=', typeId)
    .where('delFlag', '=', '0')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const { insert: insertArticleType, update: updateArticleTypeRow } = rowWrites('bllArticleType', 'id');

/** Removes a type with its deleted articles, which still reference it. */
export async function deleteArticleTypeRow(db: Db, id: number) {
  await db.deleteFrom('bllArticle').where('typeId', '=', id).execute();
  await db.deleteFrom('bllArticleType').where('id', '=', id).execute();
}

// ----- friend links -----

const LINK_COLUMNS = ['id', 'linkName', 'linkEsName', 'linkUrl'] as const;
const STAFF_LINK_COLUMNS = [...LINK_COLUMNS, 'sort', 'status', ...AUDIT_COLUMNS] as const;

/** The footer's links: enabled ones in footer order. */
export function findEnabledLinks(db: Db) {
  return db
    .selectFrom('bllLinks')
    .select(LINK_COLUMNS)
    .where('status', '=', '0')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The staff list and its export: disabled links too, in footer order. */
export function staffLinks(db: Db, filter: LinkExportQuery) {
  return withFilter(db.selectFrom('bllLinks').select(STAFF_LINK_COLUMNS), filter, {
    contains: ['linkName'],
    equals: ['status'],
  })
    .orderBy('sort')
    .orderBy('id');
}

export const findLink = rowByKey('bllLinks', 'id', STAFF_LINK_COLUMNS);

export const linkWrites = rowWrites('bllLinks', 'id');

// ----- site settings (sys_config values) and dictionary labels -----

/**
 * Writes each key's value; a key missing from the database (removed on the config page) comes
 * back as a built-in setting with its seeded name.
 */
export async function saveConfigValues(db: Db, values: Map<string, string>, userName: string) {
  const now = formatTime();
  const stored = await findConfigValues(db, [...values.keys()]);
  for (const [configKey, configValue] of values) {
    if (stored.get(configKey) === configValue) continue;
    if (stored.has(configKey)) {
      await db
        .updateTable('sysConfig')
        .set({ configValue, updateBy: userName, updateTime: now })
        .where('configKey', '=', configKey)
        .execute();
    } else {
      await db
        .insertInto('sysConfig')
        .values({
          configName: configs.find((config) => config.configKey === configKey)?.configName ?? configKey,
          configKey,
          configValue,
          configType: 'Y',
          createBy: userName,
          createTime: now,
        })
        .execute();
    }
  }
}

/** value → label of a dictionary (bll_type, bll_article_status), as the admin pages show them. */
export async function findDictLabels(db: Db, dictType: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sysDictData')
    .select(['dictValue', 'dictLabel'])
    .where('dictType', '=', dictType)
    .execute();
  return new Map(rows.map((row) => [row.dictValue, row.dictLabel]));
}
