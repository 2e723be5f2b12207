import { sql } from 'kysely';
import type { Db } from '../../db/row-writes.js';

// The counts behind the admin dashboard, read from the tables of the modules they describe.

export interface MonthCount {
  month: string;
  count: number;
}

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
const toCount = (row: { count: unknown } | undefined) => Number(row?.count ?? 0);
const toMonths = (rows: { month: string; count: unknown }[]): MonthCount[] =>
  rows.map((row) => ({ month: row.month, count: Number(row.count) }));

/** Accounts not deleted; `userType` narrows to staff ('00') or public-site ('01') accounts. */
export async function countUsers(db: Db, userType?: string): Promise<number> {
  let query = db
    .selectFrom('sysUser')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('delFlag', '=', '0');
  if (userType) query = query.where('userType', '=', userType);
  return toCount(await query.executeTakeFirst());
}

export async function countPublishedArticles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bllArticle')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('delFlag', '=', '0')
    .where('status', '=', '0')
    .executeTakeFirst();
  return toCount(row);
}

export async function countLoginsSince(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('sysLogininfor')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', '0')
    .where('loginTime', '>=', since)
    .executeTakeFirst();
  return toCount(row);
}

/** Accounts created per month ('yyyy-MM') since `since`; months without any are left out. */
export async function usersPerMonth(db: Db, since: string): Promise<MonthCount[]> {
  const rows = await db
    .selectFrom('sysUser')
    .select([month('createTime').as('month'), (eb) => eb.fn.countAll().as('count')])
    .where('delFlag', '=', '0')
    .where('createTime', '>=', since)
    .groupBy(month('createTime'))
    .execute();
  return toMonths(rows);
}

/** Articles published per month ('yyyy-MM') since `since`; months without any are left out. */
export async function articlesPerMonth(db: Db, since: string): Promise<MonthCount[]> {
  const rows = await db
    .selectFrom('bllArticle')
    .select([month('publishTime').as('month'), (eb) => eb.fn.countAll().as('count')])
    .where('delFlag', '=', '0')
    .where('status', '=', '0')
    .where('publishTime', '>=', since)
    .groupBy(month('publishTime'))
    .execute();
  return toMonths(rows);
}
