import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs, registerVisitor, useTestApp } from '../../../test/helper.js';
import { lastMonths } from './dashboard.service.js';

const t = await useTestApp();

const stats = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/prod-api/system/dashboard/stats', headers });

describe('GET /system/dashboard/stats', () => {
  it('gives staff the counts and 12-month trends', async () => {
    await registerVisitor(t);
    const response = await stats(bearer(await loginAs(t, 'admin', 'admin123')));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    const data = body.data;
    const users = await t.db.selectFrom('sysUser').select('userId').where('delFlag', '=', '0').execute();
    expect(data.users).toBe(users.length);
    expect(data.visitors).toBeGreaterThanOrEqual(1);
    expect(data.visitors).toBeLessThan(data.users);
    const published = await t.db
      .selectFrom('bllArticle')
      .select('id')
      .where('delFlag', '=', '0')
      .where('status', '=', '0')
      .execute();
    expect(data.articles).toBe(published.length);
    // The admin's own login of this test counts.
    expect(data.loginsToday).toBeGreaterThanOrEqual(1);
    // The demo seed's membership: 30 members (one lapsed), 5 of them (or more) expiring within 30
    // days; 3 applications waiting for review and 2 payments for confirmation; the demo events'
    // 2 sign-ups waiting for approval.
    expect(data).toMatchObject({ members: 29, applications: 3, pendingPayments: 2, signUps: 2 });
    expect(data.expiringMembers).toBeGreaterThanOrEqual(5);
    expect(data.userTrend.map((m: { month: string }) => m.month)).toEqual(lastMonths());
    expect(data.articleTrend).toHaveLength(12);
    const thisMonth = data.userTrend.at(-1);
    expect(thisMonth.month).toBe(dayjs().format('YYYY-MM'));
    // The visitor registered above (and the seeded accounts, created now) are this month's.
    expect(thisMonth.count).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without a token', async () => {
    const response = await stats();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it('answers 403 to a public-site account without permissions', async () => {
    const response = await stats(bearer(await registerVisitor(t)));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(403);
  });

  it('lets a staff member with some permission in', async () => {
    const response = await stats(bearer(await loginAs(t, 'editor', 'editor123')));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userTrend).toHaveLength(12);
  });
});
