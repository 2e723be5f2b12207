import { sql } from 'kysely';
import type { TestApp } from './helper.js';

// The business rows a request may not change unless it is allowed to: a snapshot of every table
// but those that record the requests themselves, and the rows two snapshots differ in.

/** Tables that record the requests themselves (logs, sessions, codes, job runs), not business data. */
const RECORDS_OF_REQUESTS = new Set([
  'sys_oper_log',
  'sys_logininfor',
  'sys_sms_log',
  'sys_sms_code',
  'sys_session',
  'sys_captcha',
  'sys_job_log',
  'sys_job_fire',
]);

/** Counters a read moves (an article's views): not a change anybody made. */
const READ_COUNTERS = new Set(['viewCount', 'view_count']);

export type BusinessRows = Map<string, string[]>;

/** Every business row, as JSON text per table. */
export async function businessRows(t: TestApp): Promise<BusinessRows> {
  const tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !RECORDS_OF_REQUESTS.has(name) && !name.startsWith('kysely_'));
  const rows: BusinessRows = new Map();
  for (const name of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    const texts = result.rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(Object.entries(row).filter(([column]) => !READ_COUNTERS.has(column))),
      ),
    );
    rows.set(name, texts.sort());
  }
  return rows;
}

export interface ChangedRow {
  table: string;
  row: Record<string, unknown>;
}

/** The rows two snapshots differ in; a changed row appears twice, as it was and as it is. */
export function changedRows(before: BusinessRows, after: BusinessRows): ChangedRow[] {
  const changes: ChangedRow[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const unmatched = new Map<string, number>();
    for (const row of before.get(table) ?? []) unmatched.set(row, (unmatched.get(row) ?? 0) + 1);
    for (const row of after.get(table) ?? []) {
      const count = unmatched.get(row) ?? 0;
      if (count) unmatched.set(row, count - 1);
      else changes.push({ table, row: JSON.parse(row) });
    }
    for (const [row, count] of unmatched) {
      for (let index = 0; index < count; index += 1) changes.push({ table, row: JSON.parse(row) });
    }
  }
  return changes;
}

export interface Person {
  userId: number;
  userName: string;
}

/** Whether a row is the person's own: their account, or a record they made, own or act in. */
export function ownedBy({ row }: ChangedRow, person: Person): boolean {
  const values = (...names: string[]) =>
    names.map((name) => row[name]).filter((value) => value !== undefined);
  return (
    values('userId', 'user_id', 'ownerId', 'owner_id', 'actorId', 'actor_id').includes(person.userId) ||
    values('createBy', 'create_by', 'updateBy', 'update_by').includes(person.userName)
  );
}
