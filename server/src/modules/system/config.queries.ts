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
