import { rowWrites, type Db } from '../../db/row-writes.js';
import { AUDIT_COLUMNS, withDateRange, withFilter } from '../../db/list-query.js';
import type { ConfigFilter } from './config.schema.js';

const CONFIG_COLUMNS = [
  'configId',
  'configName',
  'configKey',
  'configValue',
  'configType',
  ...AUDIT_COLUMNS,
] as const;

/** The staff list: name and key contain the text, type equal, created within the range; in id order. */
export function configRows(db: Db, filter: ConfigFilter) {
  const query = withDateRange(db.selectFrom('sysConfig'), 'createTime', filter);
  return withFilter(query, filter, { contains: ['configName', 'configKey'], equals: ['configType'] })
    .select(CONFIG_COLUMNS)
    .orderBy('configId');
}

/** The setting whose id or key is `value`. */
export const findConfigBy = (db: Db, column: 'configId' | 'configKey', value: number | string) =>
  configRows(db, {}).where(column, '=', value).executeTakeFirst();

export const findConfigsByIds = (db: Db, configIds: number[]) =>
  configRows(db, {}).where('configId', 'in', configIds).execute();

export const findConfigValue = async (db: Db, configKey: string) =>
  (await findConfigBy(db, 'configKey', configKey))?.configValue;

/** Several settings in one query; a key that is not set is absent from the answer. */
export async function findConfigValues(db: Db, configKeys: string[]): Promise<Map<string, string>> {
  const rows = await configRows(db, {}).where('configKey', 'in', configKeys).execute();
  return new Map(rows.map((row) => [row.configKey, row.configValue]));
}

export const configWrites = rowWrites('sysConfig', 'configId');
