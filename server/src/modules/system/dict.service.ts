import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { listAnswers } from '../../db/list-query.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import { type ExcelColumn, statusAndAuditColumns } from '../../http/excel.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  dictDataRows,
  dictDataWrites,
  dictTypeInUse,
  dictTypeRows,
  dictTypeWrites,
  findDictData,
  findDictDataRow,
  findDictTypeBy,
  findDictTypes,
  findDictTypesByIds,
  moveDictData,
} from './dict.queries.js';
import type {
  DictDataBody,
  DictDataRow,
  DictDataUpdateBody,
  DictTypeBody,
  DictTypeRow,
  DictTypeUpdateBody,
} from './dict.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysDictTypeServiceImpl / SysDictDataServiceImpl: unique type names, a renamed type takes
// its data along, a type in use is kept, data only of a known type. Dictionaries are read from the
// database on every use, so there is no cache to refresh.

type Db = Kysely<Database>;

// ---- dictionary types ----

const TYPE_EXPORT_COLUMNS: ExcelColumn<DictTypeRow>[] = [
  { header: '字典主键', key: 'dictId' },
  { header: '字典名称', key: 'dictName', width: 24 },
  { header: '字典类型', key: 'dictType', width: 24 },
  ...statusAndAuditColumns<DictTypeRow>(),
];
export const { list: listDictTypes, export: exportDictTypes } = listAnswers(
  dictTypeRows,
  TYPE_EXPORT_COLUMNS,
);

/** Every type, in id order (the type picker of the data screen). */
export const dictTypeOptions = (db: Db) => findDictTypes(db, {});

export const dictTypeDetail = async (db: Db, dictId: number) =>
  orNotFound(await findDictTypeBy(db, 'dictId', dictId), '字典类型不存在');

export async function createDictType(db: Db, input: DictTypeBody, current: CurrentUser) {
  await db.transaction().execute(async (trx) => {
    if (await findDictTypeBy(trx, 'dictType', input.dictType)) {
      throw badRequest(`新增字典'${input.dictName}'失败，字典类型已存在`);
    }
    await dictTypeWrites.insert(trx, {
      dictName: input.dictName.trim(),
      dictType: input.dictType,
      ...withDefaults(input, { status: '0', remark: '' }),
      ...createdBy(current.userName),
    });
  });
}

/** Renaming the type renames it in its data too. */
export async function updateDictType(db: Db, { dictId, ...input }: DictTypeUpdateBody, current: CurrentUser) {
  await db.transaction().execute(async (trx) => {
    const existing = orNotFound(await findDictTypeBy(trx, 'dictId', dictId), '字典类型不存在');
    const same = await findDictTypeBy(trx, 'dictType', input.dictType);
    if (same && same.dictId !== dictId) throw badRequest(`修改字典'${input.dictName}'失败，字典类型已存在`);
    const stamp = updatedBy(current.userName);
    if (existing.dictType !== input.dictType) {
      await moveDictData(trx, existing.dictType, { dictType: input.dictType, ...stamp });
    }
    await dictTypeWrites.update(trx, dictId, {
      dictName: input.dictName.trim(),
      dictType: input.dictType,
      ...sentFields(input, ['status', 'remark']),
      ...stamp,
    });
  });
}

/** A type that still has data cannot be deleted. */
export async function removeDictTypes(db: Db, dictIds: number[]) {
  await db.transaction().execute(async (trx) => {
    for (const type of await findDictTypesByIds(trx, dictIds)) {
      if (await dictTypeInUse(trx, type.dictType)) throw badRequest(`${type.dictName}已分配,不能删除`);
    }
    await dictTypeWrites.remove(trx, dictIds);
  });
}

// ---- dictionary data ----

const DATA_EXPORT_COLUMNS: ExcelColumn<DictDataRow>[] = [
  { header: '字典编码', key: 'dictCode' },
  { header: '字典排序', key: 'dictSort' },
  { header: '字典标签', key: 'dictLabel', width: 20 },
  { header: '字典键值', key: 'dictValue', width: 20 },
  { header: '字典类型', key: 'dictType', width: 24 },
  { header: '是否默认', key: 'isDefault', format: (value) => (value === 'Y' ? '是' : '否') },
  ...statusAndAuditColumns<DictDataRow>(),
];
export const { list: listDictData, export: exportDictData } = listAnswers(dictDataRows, DATA_EXPORT_COLUMNS);

/** The enabled data of a type, in their order: what selects and tags show. */
export const dictDataOfType = (db: Db, dictType: string) => findDictData(db, { dictType, status: '0' });

export const dictDataDetail = async (db: Db, dictCode: number) =>
  orNotFound(await findDictDataRow(db, dictCode), '字典数据不存在');

async function checkTypeExists(db: Parameters<typeof findDictTypeBy>[0], dictType: string) {
  if (!(await findDictTypeBy(db, 'dictType', dictType))) throw badRequest(`字典类型'${dictType}'不存在`);
}

export async function createDictData(db: Db, input: DictDataBody, current: CurrentUser) {
  await db.transaction().execute(async (trx) => {
    await checkTypeExists(trx, input.dictType);
    await dictDataWrites.insert(trx, {
      dictLabel: input.dictLabel.trim(),
      dictValue: input.dictValue,
      dictType: input.dictType,
      ...withDefaults(input, {
        dictSort: 0,
        cssClass: '',
        listClass: '',
        isDefault: 'N',
        status: '0',
        remark: '',
      }),
      ...createdBy(current.userName),
    });
  });
}

export async function updateDictData(
  db: Db,
  { dictCode, ...input }: DictDataUpdateBody,
  current: CurrentUser,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await findDictDataRow(trx, dictCode))) throw notFound('字典数据不存在');
    await checkTypeExists(trx, input.dictType);
    await dictDataWrites.update(trx, dictCode, {
      dictLabel: input.dictLabel.trim(),
      dictValue: input.dictValue,
      dictType: input.dictType,
      ...sentFields(input, ['dictSort', 'cssClass', 'listClass', 'isDefault', 'status', 'remark']),
      ...updatedBy(current.userName),
    });
  });
}

export const removeDictData = (db: Db, dictCodes: number[]) => dictDataWrites.remove(db, dictCodes);
