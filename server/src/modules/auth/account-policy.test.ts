import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  useDescribeApp,
  loginAs,
  loginResponse,
  registerVisitor,
  setSetting,
  type TestApp,
} from '../../../test/helper.js';

// The account settings staff rely on outside demo mode: the seeded admin password must be changed
// before anything else, and sys.login.blackIPList keeps listed addresses out of every login.

describe('the initial password outside demo mode', () => {
  let t: TestApp;
  useDescribeApp((app) => (t = app), { demo: false });

  it('lets the seeded admin only read who it is, its menu and change the password until it does', async () => {
    const token = await loginAs(t, 'admin', 'admin123');
    const info = await callAs(t, token, 'GET', '/getInfo');
    expect(info.json()).toMatchObject({ code: 200, isDefaultModifyPwd: true });
    expect((await callAs(t, token, 'GET', '/getRouters')).statusCode).toBe(200);
    expect((await callAs(t, token, 'GET', '/system/user/profile')).statusCode).toBe(200);

    const before = await t.db.selectFrom('sysRole').select('roleId').execute();
    for (const [method, url, payload] of [
      ['GET', '/system/user/list'],
      ['POST', '/system/role', { roleName: '新角色', roleKey: 'newrole', roleSort: 9 }],
      ['GET', '/monitor/operlog/list'],
    ] as const) {
      const refused = await callAs(t, token, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '请先修改初始密码' });
    }
    expect(await t.db.selectFrom('sysRole').select('roleId').execute()).toEqual(before);

    const changed = await callAs(t, token, 'PUT', '/system/user/profile/updatePwd', {
      oldPassword: 'admin123',
      newPassword: 'Strong-pass-2026',
    });
    expect(changed.json()).toMatchObject({ code: 200 });
    expect((await callAs(t, token, 'GET', '/getInfo')).json()).toMatchObject({
      isDefaultModifyPwd: false,
    });
    expect((await callAs(t, token, 'GET', '/system/user/list')).statusCode).toBe(200);
  });

  it('never holds back an account without a password (made by phone or the member import)', async () => {
    const token = await registerVisitor(t, '10.77.0.1');
    const { user } = (await callAs(t, token, 'GET', '/getInfo')).json();
    // As the member import leaves an account it creates: no password, never set by its owner.
    await t.db
      .updateTable('sysUser')
      .set({ password: '', pwdUpdateDate: null })
      .where('userId', '=', user.userId)
      .execute();
    expect((await callAs(t, token, 'GET', '/getInfo')).json()).toMatchObject({ isDefaultModifyPwd: false });
    expect((await callAs(t, token, 'GET', '/member/vip/getVip')).json()).toMatchObject({ code: 200 });
  });
});

describe('sys.login.blackIPList', () => {
  let t: TestApp;
  useDescribeApp((app) => (t = app));
  beforeAll(async () => {
    await setSetting(t.db, 'sys.login.blackIPList', '203.0.113.0/24; 198.18.0.*;192.0.2.7;2001:db8::/32');
  });

  // Refused attempts are failures of the name they tried: each uses its own, so none locks admin.
  const loginFrom = (remoteAddress: string, username = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username, password: 'admin123' },
      remoteAddress,
    });

  it.each(['203.0.113.9', '198.18.0.77', '192.0.2.7', '::ffff:192.0.2.7', '2001:db8::5'])(
    'refuses a login from %s, recorded in the login log',
    async (ip) => {
      const response = await loginFrom(ip, `visitor-${ip}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '很遗憾，访问IP已被列入系统黑名单' });
      const logged = await t.db
        .selectFrom('sysLogininfor')
        .select(['status', 'msg'])
        .where('ipaddr', '=', ip)
        .execute();
      expect(logged).toEqual([{ status: '1', msg: '很遗憾，访问IP已被列入系统黑名单' }]);
    },
  );

  it.each(['192.0.2.8', '198.19.0.1', '127.0.0.1'])('lets %s log in', async (ip) => {
    expect((await loginFrom(ip)).json()).toMatchObject({ code: 200, token: expect.any(String) });
  });

  it('also refuses a login by SMS code from a listed address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/viplogin',
      payload: { phone: '13900000000', code: '123456' },
      remoteAddress: '203.0.113.10',
    });
    expect(response.json()).toEqual({ code: 403, msg: '很遗憾，访问IP已被列入系统黑名单' });
  });

  it('logs in again once the list is cleared', async () => {
    expect((await loginResponse(t, 'admin', 'admin123')).statusCode).toBe(200);
  });
});
