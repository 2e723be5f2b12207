import {
  type Compilable,
  type CompiledQuery,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Updateable,
} from 'kysely';
import { containsTextInAny } from './contains-text.js';
import type { Database } from './database.js';
import { type Db, type Loose, rowWrites, type Table, untyped } from './row-writes.js';

// Query steps several domains share: a record's owner's phone, a search box over columns, a write
// that only one of racing requests wins, a table's numbered rows, one row by its key, the ids that
// exist, a tree's sibling names, a person's writes counted for a rate limit, and a query of a fixed
// shape compiled once.

type Column<T extends Table> = keyof Database[T] & string;

/**
 * The phone of the account that owns each row (`ownerColumn`, e.g. `d.userId`) as `phone`, '' once
 * the account is gone. The account joins as `u`, so a keyword may search `u.phonenumber`.
 */
export function withOwnerPhone<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ownerColumn: string,
): SelectQueryBuilder<DB, TB, O & { phone: string }> {
  // The owner's table and alias are fixed here; the caller's tables are not known to Kysely.
  const loose = query as unknown as SelectQueryBuilder<Record<string, Loose>, string, O>;
  return loose
    .leftJoin('sysUser as u', 'u.userId', ownerColumn)
    .select((eb) => eb.fn.coalesce(sql.ref<string | null>('u.phonenumber'), eb.val('')).as('phone')) as never;
}

/** A search box: the keyword, when given, found in any of `columns` (any case). */
export const withKeyword = <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keyword: string | undefined,
  columns: string[],
) => (keyword ? query.where(containsTextInAny(columns, keyword)) : query);

/**
 * Changes the one row whose columns still hold the values of `where` (null: is null), so that of
 * requests racing for the same row only the first changes it; answers whether this one did.
 */
export async function compareAndSet<T extends Table>(
  db: Db,
  table: T,
  where: Partial<Selectable<Database[T]>>,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  let query = untyped(db)
    .updateTable(table as string)
    .set(values as Loose);
  for (const [column, value] of Object.entries(where)) {
    query = query.where(column, value === null ? 'is' : '=', value);
  }
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * The writes of a table whose rows the database numbers: add (answering the new id), change one
 * (answering whether it was there), delete by ids, and RuoYi's logical delete (del_flag '2').
 */
export function numberedRows<T extends Table>(table: T, idColumn: Column<T>) {
  const name: string = table;
  const id: string = idColumn;
  return {
    insert: async (db: Db, values: Insertable<Database[T]>): Promise<number> => {
      const row = await untyped(db)
        .insertInto(name)
        .values(values as Loose)
        .returning(id)
        .executeTakeFirstOrThrow();
      return Number(row[id]);
    },
    update: (db: Db, recordId: number, values: Updateable<Database[T]>) =>
      compareAndSet(db, table, { [id]: recordId } as Partial<Selectable<Database[T]>>, values),
    remove: rowWrites(table, idColumn).remove,
    markDeleted: async (db: Db, ids: number[], stamp: { updateBy: string; updateTime: string }) => {
      await untyped(db)
        .updateTable(name)
        .set({ delFlag: '2', ...stamp })
        .where(id, 'in', ids)
        .execute();
    },
  };
}

/** The reader of one row of `table` by its key (an id, a file name): its `columns`, or undefined. */
export function rowByKey<
  T extends Table,
  K extends keyof Selectable<Database[T]> & string,
  C extends keyof Selectable<Database[T]> & string,
>(table: T, keyColumn: K, columns: readonly C[]) {
  const [name, key]: string[] = [table, keyColumn];
  return (db: Db, value: Selectable<Database[T]>[K]) =>
    untyped(db).selectFrom(name).select(columns).where(key, '=', value).executeTakeFirst() as Promise<
      Pick<Selectable<Database[T]>, C> | undefined
    >;
}

/** Of `ids`, those of rows of `table` that exist (with `live`, that are not deleted either), in no order. */
export async function findExistingIds<T extends Table>(
  db: Db,
  table: T,
  idColumn: Column<T>,
  ids: number[],
  { live = false } = {},
): Promise<number[]> {
  if (ids.length === 0) return [];
  const id: string = idColumn;
  let query = untyped(db)
    .selectFrom(table as string)
    .select(id)
    .where(id, 'in', ids);
  if (live) query = query.where('delFlag', '=', '0');
  const rows = await query.execute();
  return rows.map((row) => Number(row[id]));
}

/** The id of another row of a tree named `name` under the same parent (names are unique among siblings). */
export async function findSiblingNamed<T extends Table>(
  db: Db,
  table: T,
  columns: { id: Column<T>; name: Column<T> },
  sibling: { parentId: number; name: string; exceptId?: number },
): Promise<number | undefined> {
  const [id, name]: string[] = [columns.id, columns.name];
  let query = untyped(db)
    .selectFrom(table as string)
    .select(id)
    .where('parentId', '=', sibling.parentId)
    .where(name, '=', sibling.name);
  if (sibling.exceptId !== undefined) query = query.where(id, '<>', sibling.exceptId);
  const row = await query.executeTakeFirst();
  return row && Number(row[id]);
}

/** How many rows of `table` whose `ownerColumn` is `owner` were written since `since` (a person's rate). */
export async function countWrittenSince<T extends Table>(
  db: Db,
  table: T,
  ownerColumn: Column<T>,
  owner: string | number,
  since: string,
): Promise<number> {
  const owned: string = ownerColumn;
  const row = await untyped(db)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(owned, '=', owner)
    .where('createTime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per database: each call runs
 * the same SQL with its own values. Building and compiling the six-join session lookup cost ten
 * times running it (82 µs against 7 µs on SQLite), on every signed-in request. `build` must use each
 * of its arguments as a value (a bound parameter), which is checked when it is compiled.
 */
export function compiledOnce<A extends unknown[], O>(build: (db: Db, ...args: A) => Compilable<O>) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<O>; argumentAt: number[] }>();
  function compile(db: Db, arity: number) {
    // Stand-ins no real value equals, to find where each argument lands among the parameters.
    const standIns = Array.from({ length: arity }, (_, i) => `\u0000compiledOnce argument ${i}`);
    const query = build(db, ...(standIns as A)).compile();
    const argumentAt = query.parameters.map((value) => standIns.indexOf(value as string));
    if (standIns.some((_, i) => !argumentAt.includes(i))) {
      throw new Error('compiledOnce: every argument must be a bound value of the query');
    }
    return { query, argumentAt };
  }
  return async (db: Db, ...args: A): Promise<O[]> => {
    let entry = compiled.get(db);
    if (!entry) compiled.set(db, (entry = compile(db, args.length)));
    const { query, argumentAt } = entry;
    const parameters = query.parameters.map((value, i) => (argumentAt[i] < 0 ? value : args[argumentAt[i]]));
    return (await db.executeQuery<O>({ ...query, parameters })).rows;
  };
}
