import type { Kysely } from 'kysely';
import { containsText } from '../../db/contains-text.js';
import type { Database } from '../../db/database.js';
import { type DateRange } from '../../http/schemas.js';
import { withDateRange } from '../../db/list-query.js';

export async function findConfigValue(db: Kysely<Database>, configKey: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sysConfig')
    .select('configValue')
    .where('configKey', '=', configKey)
    .executeTakeFirst();
  return row?.configValue;
}

/** Several settings in one query; a key that is not set is absent from the answer. */
export async function findConfigValues(
  db: Kysely<Database>,
  configKeys: string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sysConfig')
    .select(['configKey', 'configValue'])
    .where('configKey', 'in', configKeys)
    .execute();
  return new Map(rows.map((row) => [row.configKey, row.configValue]));
}

export interface ConfigFilterInput extends DateRange {
  configName?: string;
  configKey?: string;
  configType?: string;
}

/** The staff list's filter: name and key contain the text, type equal, created within the range. */
export function configQuery(db: Kysely<Database>, filter: ConfigFilterInput) {
  let query = withDateRange(db.selectFrom('sysConfig'), 'createTime', filter);
  if (filter.configName) query = query.where(containsText('configName', filter.configName));
  if (filter.configKey) query = query.where(containsText('configKey', filter.configKey));
  if (filter.configType) query = query.where('configType', '=', filter.configType);
  return query;
}

export const CONFIG_COLUMNS = [
  'configId',
  'configName',
  'configKey',
  'configValue',
  'configType',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'remark',
] as const;

export async function findConfigByKey(db: Kysely<Database>, configKey: string) {
  return db
    .selectFrom('sysConfig')
    .select(['configId', 'configKey'])
    .where('configKey', '=', configKey)
    .executeTakeFirst();
}
