import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { listAnswers } from '../../db/list-query.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import { auditColumns, type ExcelColumn } from '../../http/excel.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  configRows,
  configWrites,
  findConfigBy,
  findConfigsByIds,
  findConfigValue,
} from './config.queries.js';
import type { ConfigBody, ConfigRow, ConfigUpdateBody } from './config.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';
import { sentFields, withDefaults } from '../../http/optional-fields.js';

// RuoYi's SysConfigServiceImpl: unique keys, built-in settings kept. Settings are read from the
// database on every use, so there is no cache to refresh.

const EXPORT_COLUMNS: ExcelColumn<ConfigRow>[] = [
  { header: '参数主键', key: 'configId' },
  { header: '参数名称', key: 'configName', width: 30 },
  { header: '参数键名', key: 'configKey', width: 30 },
  { header: '参数键值', key: 'configValue', width: 30 },
  { header: '系统内置', key: 'configType', format: (value) => (value === 'Y' ? '是' : '否') },
  ...auditColumns<ConfigRow>(),
];
export const { list: listConfigs, export: exportConfigs } = listAnswers(configRows, EXPORT_COLUMNS);

/** A setting's value, '' when it is not set. */
export const configValue = async (db: Kysely<Database>, configKey: string) =>
  (await findConfigValue(db, configKey)) ?? '';

export const configDetail = async (db: Kysely<Database>, configId: number) =>
  orNotFound(await findConfigBy(db, 'configId', configId), '参数不存在');

export async function createConfig(db: Kysely<Database>, input: ConfigBody, current: CurrentUser) {
  const configKey = input.configKey.trim();
  await db.transaction().execute(async (trx) => {
    if (await findConfigBy(trx, 'configKey', configKey)) {
      throw badRequest(`新增参数'${input.configName}'失败，参数键名已存在`);
    }
    await configWrites.insert(trx, {
      configName: input.configName.trim(),
      configKey,
      configValue: input.configValue,
      ...withDefaults(input, { configType: 'N', remark: '' }),
      ...createdBy(current.userName),
    });
  });
}

export async function updateConfig(
  db: Kysely<Database>,
  { configId, ...input }: ConfigUpdateBody,
  current: CurrentUser,
) {
  const configKey = input.configKey.trim();
  await db.transaction().execute(async (trx) => {
    if (!(await findConfigBy(trx, 'configId', configId))) throw notFound('参数不存在');
    const sameKey = await findConfigBy(trx, 'configKey', configKey);
    if (sameKey && sameKey.configId !== configId) {
      throw badRequest(`修改参数'${input.configName}'失败，参数键名已存在`);
    }
    await configWrites.update(trx, configId, {
      configName: input.configName.trim(),
      configKey,
      configValue: input.configValue,
      ...sentFields(input, ['configType', 'remark']),
      ...updatedBy(current.userName),
    });
  });
}

/** Built-in settings ('Y') cannot be deleted. */
export async function deleteConfigsById(db: Kysely<Database>, configIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const builtIn = (await findConfigsByIds(trx, configIds)).find((row) => row.configType === 'Y');
    if (builtIn) throw badRequest(`内置参数【${builtIn.configKey}】不能删除`);
    await configWrites.remove(trx, configIds);
  });
}
