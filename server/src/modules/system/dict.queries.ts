import type { Updateable } from 'kysely';
import { rowWrites, type Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withDateRange, withFilter, listReads } from '../../db/list-query.js';
import type { DictDataFilter, DictTypeFilter } from './dict.schema.js';
import type { SysDictDataTable } from './system.table.js';

// ---- dictionary types ----

const DICT_TYPE_COLUMNS = ['dictId', 'dictName', 'dictType', 'status', ...AUDIT_COLUMNS] as const;

/** The staff list: name and type contain the text, status equal, created within the range; in id order. */
export function dictTypeRows(db: Db, filter: DictTypeFilter) {
  const query = withDateRange(db.selectFrom('sysDictType'), 'createTime', filter);
  return withFilter(query, filter, { contains: ['dictName', 'dictType'], equals: ['status'] })
    .select(DICT_TYPE_COLUMNS)
    .orderBy('dictId');
}

export const { all: findDictTypes } = listReads(dictTypeRows);

/** The type whose id or name (`dictType`) is `value`. */
export const findDictTypeBy = (db: Db, column: 'dictId' | 'dictType', value: number | string) =>
  dictTypeRows(db, {}).where(column, '=', value).executeTakeFirst();

export const findDictTypesByIds = (db: Db, dictIds: number[]) =>
  dictTypeRows(db, {}).where('dictId', 'in', dictIds).execute();

export const dictTypeWrites = rowWrites('sysDictType', 'dictId');

// ---- dictionary data ----

const DICT_DATA_COLUMNS = [
  'dictCode',
  'dictSort',
  'dictLabel',
  'dictValue',
  'dictType',
  'cssClass',
  'listClass',
  'isDefault',
  'status',
  ...AUDIT_COLUMNS,
] as const;

/** Data of the type, the label containing the text, status equal; in their order. */
export function dictDataRows(db: Db, filter: DictDataFilter) {
  return withFilter(db.selectFrom('sysDictData'), filter, {
    contains: ['dictLabel'],
    equals: ['dictType', 'status'],
  })
    .select(DICT_DATA_COLUMNS)
    .orderBy('dictSort')
    .orderBy('dictCode');
}

export const { all: findDictData } = listReads(dictDataRows);

export const findDictDataRow = (db: Db, dictCode: number) =>
  dictDataRows(db, {}).where('dictCode', '=', dictCode).executeTakeFirst();

/** Whether any data still belongs to the type. */
export const dictTypeInUse = async (db: Db, dictType: string) =>
  (await dictDataRows(db, { dictType }).limit(1).executeTakeFirst()) !== undefined;

export const dictDataWrites = rowWrites('sysDictData', 'dictCode');

/** Moves every datum of type `from` to type `to` (the type was renamed). */
export async function moveDictData(db: Db, from: string, values: Updateable<SysDictDataTable>) {
  await db.updateTable('sysDictData').set(values).where('dictType', '=', from).execute();
}
