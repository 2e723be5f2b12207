import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { configs } from '../../db/seed/configs.js';
import { formatTime } from '../../http/time.js';
import { findConfigValues } from '../system/config.queries.js';

/**
 * Writes each key's value; a key missing from the database (removed on the config page) comes
 * back as a built-in setting with its seeded name.
 */
export async function saveConfigValues(db: Kysely<Database>, values: Map<string, string>, userName: string) {
  const now = formatTime();
  const stored = await findConfigValues(db, [...values.keys()]);
  for (const [configKey, configValue] of values) {
    if (stored.get(configKey) === configValue) continue;
    if (stored.has(configKey)) {
      await db
        .updateTable('sysConfig')
        .set({ configValue, updateBy: userName, updateTime: now })
        .where('configKey', '=', configKey)
        .execute();
    } else {
      await db
        .insertInto('sysConfig')
        .values({
          configName: configs.find((config) => config.configKey === configKey)?.configName ?? configKey,
          configKey,
          configValue,
          configType: 'Y',
          createBy: userName,
          createTime: now,
        })
        .execute();
    }
  }
}
