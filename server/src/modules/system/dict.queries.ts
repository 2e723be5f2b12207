import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { type DateRange } from '../../http/schemas.js';
import { withDateRange } from '../../db/list-query.js';

export const DICT_TYPE_COLUMNS = [
  'dictId',
  'dictName',
  'dictType',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

export const DICT_DATA_COLUMNS = [
  'dictCode',
  'dictSort',
  'dictLabel',
  'dictValue',
  'dictType',
  'cssClass',
  'listClass',
  'isDefault',
  'status',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

export interface DictTypeFilterInput extends DateRange {
  dictName?: string;
  dictType?: string;
  status?: string;
}

export function dictTypeQuery(db: Kysely<Database>, filter: DictTypeFilterInput) {
  let query = withDateRange(db.selectFrom('sysDictType'), 'createTime', filter);
  if (filter.dictName) query = query.where(containsText('dictName', filter.dictName));
  if (filter.dictType) query = query.where(containsText('dictType', filter.dictType));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export interface DictDataFilterInput {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

export function dictDataQuery(db: Kysely<Database>, filter: DictDataFilterInput) {
  let query = db.selectFrom('sysDictData');
  if (filter.dictType) query = query.where('dictType', '=', filter.dictType);
  if (filter.dictLabel) query = query.where(containsText('dictLabel', filter.dictLabel));
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export async function findDictTypeByName(db: Kysely<Database>, dictType: string) {
  return db
    .selectFrom('sysDictType')
    .select(['dictId', 'dictType'])
    .where('dictType', '=', dictType)
    .executeTakeFirst();
}
