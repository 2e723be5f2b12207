import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

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
