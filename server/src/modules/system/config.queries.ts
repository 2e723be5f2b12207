import { rowWrites, type Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withDateRange, withFilter, listReads } from '../../db/list-query.js';
import type { DateRange } from '../../http/schemas.js';

export async function findConfigValue(db: Db, configKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sysConfig')
    .select('configValue')
    .where('configKey', '=', configKey)
    .executeTakeFirst();
  return row?.configValue;
}

/** Several settings in one query; a key that is not set is absent from the answer. */
export async function findConfigValues(db: Db, configKeys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sysConfig')
    .select(['configKey', 'configValue'])
    .where('configKey', 'in', configKeys)
    .execute();
  return new Map(rows.map((row) => [row.configKey, row.configValue]));
}

const CONFIG_COLUMNS = [
  'configId',
  'configName',
  'configKey',
  'configValue',
  'configType',
  ...AUDIT_COLUMNS,
] as const;

export interface ConfigFilter extends DateRange {
  configName?: string;
  configKey?: string;
  configType?: string;
}

/** The staff list: name and key contain the text, type equal, created within the range; in id order. */
function configRows(db: Db, filter: ConfigFilter) {
  const query = withDateRange(db.selectFrom('sysConfig'), 'createTime', filter);
  return withFilter(query, filter, { contains: ['configName', 'configKey'], equals: ['configType'] })
    .select(CONFIG_COLUMNS)
    .orderBy('configId');
}

export const { page: findConfigPage, all: findConfigs } = listReads(configRows);

export function findConfig(db: Db, configId: number) {
  return db
    .selectFrom('sysConfig')
    .select(CONFIG_COLUMNS)
    .where('configId', '=', configId)
    .executeTakeFirst();
}

export function findConfigByKey(db: Db, configKey: string) {
  return db
    .selectFrom('sysConfig')
    .select(['configId', 'configKey'])
    .where('configKey', '=', configKey)
    .executeTakeFirst();
}

export function findConfigsByIds(db: Db, configIds: number[]) {
  return db
    .selectFrom('sysConfig')
    .select(['configKey', 'configType'])
    .where('configId', 'in', configIds)
    .execute();
}

export const {
  insert: insertConfig,
  update: updateConfigRow,
  remove: deleteConfigs,
} = rowWrites('sysConfig', 'configId');
