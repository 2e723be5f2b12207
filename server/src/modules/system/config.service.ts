import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  type ConfigFilter,
  deleteConfigs,
  findConfig,
  findConfigByKey,
  findConfigPage,
  findConfigs,
  findConfigsByIds,
  findConfigValue,
  insertConfig,
  updateConfigRow,
} from './config.queries.js';
import type { ConfigBody, ConfigUpdateBody } from './config.schema.js';

// RuoYi's SysConfigServiceImpl: unique keys, built-in settings kept. Settings are read from the
// database on every use, so there is no cache to refresh.

type PageInput = Parameters<typeof pagingOf>[0];

export const listConfigs = (db: Kysely<Database>, query: ConfigFilter & PageInput) =>
  findConfigPage(db, query, pagingOf(query));

const EXPORT_COLUMNS: ExcelColumn<Awaited<ReturnType<typeof findConfigs>>[number]>[] = [
  { header: '参数主键', key: 'configId' },
  { header: '参数名称', key: 'configName', width: 30 },
  { header: '参数键名', key: 'configKey', width: 30 },
  { header: '参数键值', key: 'configValue', width: 30 },
  { header: '系统内置', key: 'configType', format: (value) => (value === 'Y' ? '是' : '否') },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];
export const exportConfigs = async (db: Kysely<Database>, filter: ConfigFilter) => ({
  columns: EXPORT_COLUMNS,
  rows: await findConfigs(db, filter),
});

/** A setting's value, '' when it is not set. */
export const configValue = async (db: Kysely<Database>, configKey: string) =>
  (await findConfigValue(db, configKey)) ?? '';

export async function configDetail(db: Kysely<Database>, configId: number) {
  const row = await findConfig(db, configId);
  if (!row) throw notFound('参数不存在');
  return row;
}

export async function createConfig(db: Kysely<Database>, input: ConfigBody, current: CurrentUser) {
  const configKey = input.configKey.trim();
  await db.transaction().execute(async (trx) => {
    if (await findConfigByKey(trx, configKey)) {
      throw badRequest(`新增参数'${input.configName}'失败，参数键名已存在`);
    }
    await insertConfig(trx, {
      configName: input.configName.trim(),
      configKey,
      configValue: input.configValue,
      configType: input.configType ?? 'N',
      remark: input.remark ?? '',
      createBy: current.userName,
      createTime: formatTime(),
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
    if (!(await findConfig(trx, configId))) throw notFound('参数不存在');
    const sameKey = await findConfigByKey(trx, configKey);
    if (sameKey && sameKey.configId !== configId) {
      throw badRequest(`修改参数'${input.configName}'失败，参数键名已存在`);
    }
    await updateConfigRow(trx, configId, {
      configName: input.configName.trim(),
      configKey,
      configValue: input.configValue,
      ...(input.configType ? { configType: input.configType } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
      updateBy: current.userName,
      updateTime: formatTime(),
    });
  });
}

/** Built-in settings ('Y') cannot be deleted. */
export async function deleteConfigsById(db: Kysely<Database>, configIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const builtIn = (await findConfigsByIds(trx, configIds)).find((row) => row.configType === 'Y');
    if (builtIn) throw badRequest(`内置参数【${builtIn.configKey}】不能删除`);
    await deleteConfigs(trx, configIds);
  });
}
