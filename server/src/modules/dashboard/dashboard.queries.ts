import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/row-writes.js';

// The counts behind the admin dashboard, read from the tables of the modules they describe.

export interface MonthCount {
  month: string;
  count: number;
}

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** How many rows `query` finds. */
async function countOf<TB extends keyof Database>(query: SelectQueryBuilder<Database, TB, object>) {
  const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Accounts not deleted. */
const liveUsers = (db: Db) => db.selectFrom('sysUser').where('delFlag', '=', '0');

/** Articles on the public site: published and not deleted. */
const publishedArticles = (db: Db) =>
  db.selectFrom('bllArticle').where('delFlag', '=', '0').where('status', '=', '0');

/** Live accounts; `userType` narrows to staff ('00') or public-site ('01') accounts. */
export const countUsers = (db: Db, userType?: string) =>
  countOf(userType ? liveUsers(db).where('userType', '=', userType) : liveUsers(db));

export const countPublishedArticles = (db: Db) => countOf(publishedArticles(db));

export const countLoginsSince = (db: Db, since: string) =>
  countOf(db.selectFrom('sysLogininfor').where('status', '=', '0').where('loginTime', '>=', since));

/** Rows of `query` per month ('yyyy-MM') of their `column` since `since`; months without any are left out. */
async function perMonth<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
  column: string,
  since: string,
): Promise<MonthCount[]> {
  const rows = await query
    .select((eb) => [month(column).as('month'), eb.fn.countAll().as('count')])
    .where(sql.ref(column), '>=', since)
    .groupBy(month(column))
    .execute();
  return rows.map((row) => ({ month: row.month, count: Number(row.count) }));
}

/** Accounts created per month since `since`. */
export const usersPerMonth = (db: Db, since: string) => perMonth(liveUsers(db), 'createTime', since);

/** Articles published per month since `since`. */
export const articlesPerMonth = (db: Db, since: string) =>
  perMonth(publishedArticles(db), 'publishTime', since);
