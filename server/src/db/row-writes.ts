import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from './database.js';

/** The database or a transaction: what every query function takes first. */
export type Db = Kysely<Database> | Transaction<Database>;

export type Table = keyof Database & string;

// Kysely cannot check a query on a table chosen by a type parameter. The table and its columns are
// checked against Database where a helper is called; the query itself is then built untyped.
export const untyped = (db: Db) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;
export type Loose = Record<string, unknown>;

/** The writes of a table whose rows are addressed by one id column: add, change one, delete by ids. */
export function rowWrites<T extends Table>(table: T, idColumn: keyof Database[T] & string) {
  return {
    insert: async (db: Db, values: Insertable<Database[T]>): Promise<void> => {
      await untyped(db)
        .insertInto(table as string)
        .values(values as Loose)
        .execute();
    },
    update: async (db: Db, id: number, values: Updateable<Database[T]>): Promise<void> => {
      await untyped(db)
        .updateTable(table as string)
        .set(values as Loose)
        .where(idColumn as string, '=', id)
        .execute();
    },
    remove: async (db: Db, ids: number[]): Promise<void> => {
      await untyped(db)
        .deleteFrom(table as string)
        .where(idColumn as string, 'in', ids)
        .execute();
    },
  };
}

/** The clean-ups of a log table: empty it, or delete what was written before a time (how many went). */
export function logCleanup<T extends Table>(table: T, timeColumn: keyof Database[T] & string) {
  return {
    removeAll: async (db: Db): Promise<void> => {
      await untyped(db)
        .deleteFrom(table as string)
        .execute();
    },
    removeBefore: async (db: Db, time: string): Promise<number> => {
      const result = await untyped(db)
        .deleteFrom(table as string)
        .where(timeColumn as string, '<', time)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
