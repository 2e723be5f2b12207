import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';

export const LINK_COLUMNS = [
  'id',
  'linkName',
  'linkEsName',
  'linkUrl',
  'sort',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

export interface LinkFilter {
  linkName?: string;
  status?: string;
}

/** The staff list and its export: disabled links too, in footer order. */
export function linkRows(db: Kysely<Database>, filter: LinkFilter) {
  let query = db.selectFrom('bllLinks').select(LINK_COLUMNS);
  if (filter.linkName) query = query.where(containsText('linkName', filter.linkName));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('sort').orderBy('id');
}

export function findLink(db: Kysely<Database>, id: number) {
  return db.selectFrom('bllLinks').select(LINK_COLUMNS).where('id', '=', id).executeTakeFirst();
}
