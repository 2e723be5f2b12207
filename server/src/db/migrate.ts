import { Migrator } from 'kysely';
import type { DatabaseHandle } from './dialect.js';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest({ db }: DatabaseHandle): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
