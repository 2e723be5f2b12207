import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './database.js';

/**
 * Work that must not run twice at once, even on several instances of one database. Each key is an
 * advisory lock number of its own.
 */
export const TRANSACTION_LOCKS = { seed: 722_014, smsSend: 722_015 } as const;

/**
 * Waits for the lock `key` and holds it until the transaction `trx` ends. PostgreSQL takes an
 * advisory lock; SQLite needs none, as its one connection runs one transaction at a time.
 */
export async function holdTransactionLock(
  trx: Transaction<Database>,
  key: (typeof TRANSACTION_LOCKS)[keyof typeof TRANSACTION_LOCKS],
): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
  }
}
