import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { FORBIDDEN_MSG, HttpError } from '../../http/envelope.js';
import { startOfToday } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { pendingSignUps } from '../activity/sign.service.js';
import { SITE_USER_TYPE } from '../auth/auth.service.js';
import { membershipCounts } from '../member/membership.service.js';
import { ADMIN_ROLE_KEY } from '../system/access.queries.js';
import {
  articlesPerMonth,
  countLoginsSince,
  countPublishedArticles,
  countUsers,
  type MonthCount,
  usersPerMonth,
} from './dashboard.queries.js';
import type { DashboardStats } from './dashboard.schema.js';

const MONTHS = 12;

/** The last 12 months as 'yyyy-MM', oldest first. */
export function lastMonths(now = dayjs()): string[] {
  return Array.from({ length: MONTHS }, (_, i) => now.subtract(MONTHS - 1 - i, 'month').format('YYYY-MM'));
}

/** Every month of `months`, with 0 for those without rows. */
function fillMonths(months: string[], rows: MonthCount[]): MonthCount[] {
  const byMonth = new Map(rows.map((row) => [row.month, row.count]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/** Staff only: a role admin or at least one permission (a public-site account has none). */
export function checkStaff(user: CurrentUser): void {
  if (!user.roles.includes(ADMIN_ROLE_KEY) && user.permissions.length === 0) {
    throw new HttpError(403, FORBIDDEN_MSG);
  }
}

export async function dashboardStats(db: Kysely<Database>): Promise<DashboardStats> {
  const months = lastMonths();
  const since = `${months[0]}-01 00:00:00`;
  const [users, visitors, articles, loginsToday, userRows, articleRows, membership, signUps] =
    await Promise.all([
      countUsers(db),
      countUsers(db, SITE_USER_TYPE),
      countPublishedArticles(db),
      countLoginsSince(db, startOfToday()),
      usersPerMonth(db, since),
      articlesPerMonth(db, since),
      membershipCounts(db),
      pendingSignUps(db),
    ]);
  return {
    users,
    articles,
    visitors,
    loginsToday,
    members: membership.members,
    applications: membership.pendingApplications,
    pendingPayments: membership.pendingPayments,
    expiringMembers: membership.expiringMembers,
    signUps,
    userTrend: fillMonths(months, userRows),
    articleTrend: fillMonths(months, articleRows),
  };
}
