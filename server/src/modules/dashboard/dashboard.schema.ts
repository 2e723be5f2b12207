import { type Static, Type } from 'typebox';
import { OkData } from '../../http/schemas.js';

const MonthCount = Type.Object({ month: Type.String({ description: 'yyyy-MM' }), count: Type.Integer() });

export const DashboardStats = Type.Object({
  users: Type.Integer({ description: 'Accounts (not deleted)' }),
  articles: Type.Integer({ description: 'Published articles' }),
  visitors: Type.Integer({ description: 'Accounts registered on the public site' }),
  loginsToday: Type.Integer({ description: 'Successful logins since midnight' }),
  members: Type.Integer({ description: 'Current members (within validity and the grace days)' }),
  applications: Type.Integer({ description: 'Membership applications waiting for review' }),
  pendingPayments: Type.Integer({ description: 'Membership payments waiting for confirmation' }),
  expiringMembers: Type.Integer({ description: 'Memberships whose validity ends within 30 days' }),
  signUps: Type.Integer(),
  userTrend: Type.Array(MonthCount, { description: 'New users per month, last 12 months' }),
  articleTrend: Type.Array(MonthCount, { description: 'Articles published per month, last 12 months' }),
});
export type DashboardStats = Static<typeof DashboardStats>;

export const DashboardStatsReply = OkData(DashboardStats);
