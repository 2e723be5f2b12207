import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MSG } from '../src/http/envelope.js';
import { callAs, createTestApp, loginAs, registerVisitor, rowsWhere, type TestApp } from './helper.js';

// Generated from the app's own route table: every route that declares a permission or a role
// answers 401 without a token, 403 to a logged-in visitor and to a staff member whose role grants
// nothing, and is let through for admin (whatever the route then says about the input, it is not
// 401, 403 or 5xx).

let t: TestApp;
let adminToken: string;
let visitorToken: string;
let powerlessStaffToken: string;

/** A staff account whose only role has no menus, so no permission. */
async function powerlessStaff(): Promise<string> {
  const asAdmin = (url: string, body: object) => callAs(t, adminToken, 'POST', url, body);
  const role = { roleName: '无权限角色', roleKey: 'powerless', roleSort: 9, status: '0', menuIds: [] };
  expect((await asAdmin('/system/role', role)).json()).toMatchObject({ code: 200 });
  const [{ roleId }] = await rowsWhere(t.db, 'sysRole', 'roleKey', 'powerless');
  const user = { userName: 'powerless', nickName: '无权限', password: 'powerless123', roleIds: [roleId] };
  expect((await asAdmin('/system/user', user)).json()).toMatchObject({ code: 200 });
  return loginAs(t, 'powerless', 'powerless123');
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t, 'admin', 'admin123');
  visitorToken = await registerVisitor(t);
  powerlessStaffToken = await powerlessStaff();
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route pattern: every :param becomes 999999 (nothing real is touched). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999').replace(/\*$/, 'x');

const staffRoutes = () => (t?.app.routeTable ?? []).filter((route) => typeof route.access === 'object');

describe('every staff route is guarded on the server', () => {
  it('there are staff routes to check', () => {
    expect(staffRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 without a token, 403 without the permission (visitor or staff), and lets admin through', async () => {
    const problems: string[] = [];
    for (const route of staffRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const call = (token?: string) =>
        t.app.inject({
          method,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
        });
      const anonymous = await call();
      if (anonymous.statusCode !== 401)
        problems.push(`${method} ${url} without token: ${anonymous.statusCode}`);
      const visitor = await call(visitorToken);
      if (visitor.statusCode !== 403) problems.push(`${method} ${url} as visitor: ${visitor.statusCode}`);
      if (visitor.statusCode === 403) expect(visitor.json().code).toBe(403);
      const staff = await call(powerlessStaffToken);
      // The refusal of the permission itself, not of something else a new account may meet first.
      if (staff.statusCode !== 403 || staff.json().msg !== FORBIDDEN_MSG)
        problems.push(`${method} ${url} as staff without permissions: ${staff.statusCode} ${staff.body}`);
      const admin = await call(adminToken);
      if ([401, 403].includes(admin.statusCode))
        problems.push(`${method} ${url} as admin: ${admin.statusCode}`);
      if (admin.statusCode >= 500) problems.push(`${method} ${url} as admin: ${admin.statusCode}`);
      // A read that needs no input works for admin outright (some lists require a filter: 400).
      const plainRead = method === 'GET' && !route.url.includes(':');
      if (plainRead && ![200, 400].includes(admin.statusCode)) {
        problems.push(`GET ${url} as admin: ${admin.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
