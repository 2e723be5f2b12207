import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { nextSequence } from './workflow.queries.js';

// The association's numbers (member XH2026 00001, certificates PJ… and PX…): a prefix, the year
// and a 5-digit sequence of that prefix and year, never given out twice.

export async function nextNumber(
  db: Kysely<Database> | Transaction<Database>,
  prefix: string,
  year: number,
): Promise<string> {
  const sequence = await nextSequence(db, `${prefix}${year}`);
  return `${prefix}${year}${String(sequence).padStart(5, '0')}`;
}
