import type { Updateable } from 'kysely';
import { rowWrites, type Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withDateRange, withFilter, listReads } from '../../db/list-query.js';
import type { DateRange } from '../../http/schemas.js';
import type { SysDictDataTable } from './system.table.js';

// ---- dictionary types ----

const DICT_TYPE_COLUMNS = ['dictId', 'dictName', 'dictType', 'status', ...AUDIT_COLUMNS] as const;

export interface DictTypeFilter extends DateRange {
  dictName?: string;
  dictType?: string;
  status?: string;
}

/** The staff list: name and type contain the text, status equal, created within the range; in id order. */
function dictTypeRows(db: Db, filter: DictTypeFilter) {
  const query = withDateRange(db.selectFrom('sysDictType'), 'createTime', filter);
  return withFilter(query, filter, { contains: ['dictName', 'dictType'], equals: ['status'] })
    .select(DICT_TYPE_COLUMNS)
    .orderBy('dictId');
}

export const { page: findDictTypePage, all: findDictTypes } = listReads(dictTypeRows);

export function findDictType(db: Db, dictId: number) {
  return db
    .selectFrom('sysDictType')
    .select(DICT_TYPE_COLUMNS)
    .where('dictId', '=', dictId)
    .executeTakeFirst();
}

export function findDictTypeByName(db: Db, dictType: string) {
  return db
    .selectFrom('sysDictType')
    .select(['dictId', 'dictType'])
    .where('dictType', '=', dictType)
    .executeTakeFirst();
}

export function findDictTypesByIds(db: Db, dictIds: number[]) {
  return db
    .selectFrom('sysDictType')
    .select(['dictName', 'dictType'])
    .where('dictId', 'in', dictIds)
    .execute();
}

export const {
  insert: insertDictType,
  update: updateDictTypeRow,
  remove: deleteDictTypes,
} = rowWrites('sysDictType', 'dictId');

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

export interface DictDataFilter {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

/** Data of the type, the label containing the text, status equal; in their order. */
function dictDataRows(db: Db, filter: DictDataFilter) {
  return withFilter(db.selectFrom('sysDictData'), filter, {
    contains: ['dictLabel'],
    equals: ['dictType', 'status'],
  })
    .select(DICT_DATA_COLUMNS)
    .orderBy('dictSort')
    .orderBy('dictCode');
}

export const { page: findDictDataPage, all: findDictData } = listReads(dictDataRows);

export function findDictDataRow(db: Db, dictCode: number) {
  return db
    .selectFrom('sysDictData')
    .select(DICT_DATA_COLUMNS)
    .where('dictCode', '=', dictCode)
    .executeTakeFirst();
}

/** Whether any data still belongs to the type. */
export async function dictTypeInUse(db: Db, dictType: string): Promise<boolean> {
  const row = await db
    .selectFrom('sysDictData')
    .select('dictCode')
    .where('dictType', '=', dictType)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const {
  insert: insertDictData,
  update: updateDictDataRow,
  remove: deleteDictData,
} = rowWrites('sysDictData', 'dictCode');

/** Moves every datum of type `from` to type `to` (the type was renamed). */
export async function moveDictData(db: Db, from: string, values: Updateable<SysDictDataTable>) {
  await db.updateTable('sysDictData').set(values).where('dictType', '=', from).execute();
}
