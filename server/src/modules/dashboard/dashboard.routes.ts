import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { FORBIDDEN_MSG, HttpError, okData } from '../../http/envelope.js';
import { startOfToday } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { ADMIN_ROLE_KEY } from '../system/access.queries.js';
import { DashboardStatsResponse } from './dashboard.schema.js';

const MONTHS = 12;

/** The last 12 months as 'yyyy-MM', oldest first. */
export function lastMonths(now = dayjs()): string[] {
  return Array.from({ length: MONTHS }, (_, i) => now.subtract(MONTHS - 1 - i, 'month').format('YYYY-MM'));
}

const toCount = (value: unknown) => Number(value ?? 0);

function fillMonths(months: string[], rows: { month: string | null; count: unknown }[]) {
  const byMonth = new Map(rows.map((r) => [r.month, toCount(r.count)]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

export async function dashboardStats(db: Kysely<Database>) {
  const months = lastMonths();
  const since = `${months[0]}-01 00:00:00`;
  const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

  const [users, visitors, articles, logins, userRows, articleRows] = await Promise.all([
    db
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('delFlag', '=', '0')
      .executeTakeFirst(),
    db
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('delFlag', '=', '0')
      .where('userType', '=', '01')
      .executeTakeFirst(),
    db
      .selectFrom('bllArticle')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('delFlag', '=', '0')
      .where('status', '=', '0')
      .executeTakeFirst(),
    db
      .selectFrom('sysLogininfor')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', '0')
      .where('loginTime', '>=', startOfToday())
      .executeTakeFirst(),
    db
      .selectFrom('sysUser')
      .select([month('createTime').as('month'), (eb) => eb.fn.countAll().as('count')])
      .where('delFlag', '=', '0')
      .where('createTime', '>=', since)
      .groupBy(month('createTime'))
      .execute(),
    db
      .selectFrom('bllArticle')
      .select([month('publishTime').as('month'), (eb) => eb.fn.countAll().as('count')])
      .where('delFlag', '=', '0')
      .where('status', '=', '0')
      .where('publishTime', '>=', since)
      .groupBy(month('publishTime'))
      .execute(),
  ]);

  return {
    users: toCount(users?.count),
    articles: toCount(articles?.count),
    visitors: toCount(visitors?.count),
    loginsToday: toCount(logins?.count),
    // Membership, applications and event sign-ups come with their modules.
    members: 0,
    applications: 0,
    signUps: 0,
    userTrend: fillMonths(months, userRows),
    articleTrend: fillMonths(months, articleRows),
  };
}

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/system/dashboard/stats',
    {
      schema: {
        tags: ['system'],
        summary: 'Counts and 12-month trends for the admin dashboard (staff only)',
        response: { 200: DashboardStatsResponse },
      },
    },
    async (request) => {
      // Staff only: a role admin or at least one permission (a public-site account has none).
      const user = requireUser(request);
      if (!user.roles.includes(ADMIN_ROLE_KEY) && user.permissions.length === 0) {
        throw new HttpError(403, FORBIDDEN_MSG);
      }
      return okData(await dashboardStats(app.db));
    },
  );
};

export default dashboardRoutes;
