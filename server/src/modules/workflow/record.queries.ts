import { type Expression, type Selectable, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import { listReads } from '../../db/list-query.js';
import { compareAndSet, numberedRows } from '../../db/query-kit.js';
import { type Db, type Loose, type Table, untyped } from '../../db/row-writes.js';

// The SQL every business table of §4b shares: a record added (answering its id), changed, moved
// between states only from the state it was read in, deleted, counted by state, and its open record
// (one a person and target at most) found by its open key.

/** The writes and state reads of a table whose rows are addressed by one numeric id column. */
export function recordWrites<T extends Table, I extends keyof Database[T] & string>(table: T, idColumn: I) {
  const name: string = table;
  const { insert, update, remove } = numberedRows(table, idColumn);
  return {
    table,
    idColumn,
    /** Adds a row; answers its id. */
    insert,
    /** Changes one row; answers whether it was there. */
    update,
    /** Changes the row only if it is still in state `from`; answers whether it did. */
    move: (db: Db, recordId: number, from: string, values: Updateable<Database[T]>): Promise<boolean> =>
      compareAndSet(
        db,
        table,
        { [idColumn]: recordId, status: from } as Loose as Partial<Selectable<Database[T]>>,
        values,
      ),
    remove,
    /** Rows in a state (a dashboard's pending count). */
    countIn: async (db: Db, status: string): Promise<number> => {
      const row = await untyped(db)
        .selectFrom(name)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The open record (neither final nor refused) under `openKey`: its `columns`. */
    findOpen: <C extends keyof Selectable<Database[T]> & string>(
      db: Db,
      openKey: string,
      columns: readonly C[],
    ) =>
      untyped(db)
        .selectFrom(name)
        .select(columns)
        .where('openKey', '=', openKey)
        .executeTakeFirst() as Promise<Pick<Selectable<Database[T]>, C> | undefined>,
  };
}

export type RecordWrites<T extends Table, I extends keyof Database[T] & string> = ReturnType<
  typeof recordWrites<T, I>
>;

/** Rows of `child` that refer (by `key`) to a row of `parent`: a call's declarations, an event's sign-ups. */
export interface ChildLink<P extends Table = Table> {
  child: Table;
  parent: P;
  key: string;
}

/**
 * Beside each `parent` row, how many of its `child` rows are in each count's states: `counts` maps
 * the answer's field to its states, as `{ approved: ['3'] }`.
 */
export function childCounts<K extends string>(
  { child, parent, key }: ChildLink,
  counts: Record<K, readonly string[]>,
) {
  const countIn = (states: readonly string[]) =>
    sql<number>`(select count(*) from ${sql.table(child)} where ${sql.ref(`${child}.${key}`)} = ${sql.ref(`${parent}.${key}`)} and ${sql.ref(`${child}.status`)} in (${sql.join(states)}))`;
  return Object.entries<readonly string[]>(counts).map(([field, states]) => countIn(states).as(field as K));
}

/**
 * Of the `parent` rows `ids`, the `nameColumn` of one that some `child` row refers to (by `key`):
 * what a refused delete names, such as a call that already has declarations.
 */
export async function nameOfOneReferred<P extends Table>(
  db: Db,
  { child, parent, key, nameColumn }: ChildLink<P> & { nameColumn: keyof Database[P] & string },
  ids: number[],
): Promise<string | undefined> {
  const [from, joined]: string[] = [`${child} as c`, `${parent} as p`];
  const row = await untyped(db)
    .selectFrom(from)
    .innerJoin(joined, `p.${key}`, `c.${key}`)
    .select(sql.ref<string>(`p.${nameColumn}`).as('name'))
    .where(`c.${key}`, 'in', ids)
    .executeTakeFirst();
  return row?.name;
}

/**
 * The SQL of an offering's table (see offering.ts): staff's filtered `rows` (a page, or all for the
 * export), one row by id, its writes, and of some rows the `nameColumn` of one that people have
 * applied to (its `applications` refer to it), which is therefore kept.
 */
export function offeringQueries<
  P extends Table,
  K extends keyof Database[P] & string,
  F,
  DB,
  TB extends keyof DB,
  O,
  Rec,
>(offering: {
  applications: { child: Table; parent: P; key: K };
  nameColumn: keyof Database[P] & string;
  rows: (db: Db, filter: F) => SelectQueryBuilder<DB, TB, O>;
  find: (db: Db, id: number) => Promise<Rec | undefined>;
}) {
  const { applications, nameColumn } = offering;
  return {
    reads: listReads(offering.rows),
    find: offering.find,
    writes: recordWrites(applications.parent, applications.key),
    inUse: (db: Db, ids: number[]) => nameOfOneReferred(db, { ...applications, nameColumn }, ids),
  };
}

/**
 * The reads of a record as its views show it (`rows`, a select of the table under `alias`): one by
 * its id, and its owner's, newest first.
 */
export function recordReads<DB, TB extends keyof DB, O>(
  rows: (db: Db) => SelectQueryBuilder<DB, TB, O>,
  alias: string,
  idColumn: string,
) {
  const id = sql.ref(`${alias}.${idColumn}`);
  return {
    byId: (db: Db, recordId: number) => rows(db).where(id, '=', recordId).executeTakeFirst(),
    ofUser: (db: Db, userId: number) =>
      rows(db)
        .where(sql.ref(`${alias}.userId`), '=', userId)
        .orderBy(id as Expression<unknown>, 'desc')
        .execute(),
  };
}
