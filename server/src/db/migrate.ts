import { Migrator } from 'kysely';
import type { DatabaseHandle } from './dialect.js';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest({ db }: DatabaseHandle): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${cause}` : cause);
  }
}
