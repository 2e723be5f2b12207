import { describe, expect, it } from 'vitest';
import {
  backdate,
  headerOf,
  loginAs,
  newPhone,
  rowsWhere,
  useStaffApp,
  waitForOperLog,
} from '../../../test/helper.js';

const { t, editor, call, unique, addRow, exportSheet } = await useStaffApp();

const addUser = (fields: Record<string, unknown> = {}) =>
  addRow('sysUser', 'userName', '/system/user', {
    userName: unique('u'),
    nickName: '测试用户',
    password: 'secret123',
    ...fields,
  });

describe('users CRUD', () => {
  it('creates, reads, lists, edits and deletes a user', async () => {
    const phone = newPhone();
    const user = await addUser({
      phonenumber: phone,
      email: 'a1@example.com',
      sex: '1',
      roleIds: [2],
      remark: 'r',
    });
    expect(user).toMatchObject({
      nickName: '测试用户',
      userType: '00',
      createBy: 'admin',
      status: '0',
      sex: '1',
    });
    expect(user.password).toMatch(/^\$2[aby]\$/);
    expect(user.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const detail = (await call('GET', `/system/user/${user.userId}`)).json();
    expect(detail).toMatchObject({
      code: 200,
      data: { userId: user.userId, phonenumber: phone },
      roleIds: [2],
      postIds: [],
      posts: [],
    });
    expect(detail.data).not.toHaveProperty('password');
    expect(detail.roles.map((role: { roleId: number }) => role.roleId).slice(0, 2)).toEqual([1, 2]);

    const list = (await call('GET', `/system/user/list?userName=${user.userName}`)).json();
    expect(list).toMatchObject({ code: 200, msg: '查询成功', total: 1 });
    expect(list.rows[0]).not.toHaveProperty('password');

    const edit = await call('PUT', '/system/user', {
      userId: user.userId,
      userName: user.userName,
      nickName: '改名',
      phonenumber: '',
      email: '',
      status: '0',
      roleIds: [],
    });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    const after = (await call('GET', `/system/user/${user.userId}`)).json();
    expect(after).toMatchObject({
      data: { nickName: '改名', phonenumber: '', updateBy: 'admin' },
      roleIds: [],
    });

    expect((await call('DELETE', `/system/user/${user.userId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const [row] = await rowsWhere(t.db, 'sysUser', 'userId', user.userId);
    expect(row.delFlag).toBe('2');
    expect((await call('GET', `/system/user/${user.userId}`)).statusCode).toBe(404);
  });

  it('offers roles for a new user', async () => {
    const body = (await call('GET', '/system/user/')).json();
    expect(body).toMatchObject({ code: 200, posts: [] });
    expect(body.roles.map((role: { roleKey: string }) => role.roleKey).slice(0, 2)).toEqual([
      'admin',
      'editor',
    ]);
  });

  it.each([
    [{ nickName: 'n', password: 'secret123' }, '用户账号不能为空'],
    [{ userName: 'okname', password: 'secret123' }, '用户昵称不能为空'],
    [{ userName: 'okname', nickName: 'n' }, '密码不能为空'],
    [{ userName: 'okname', nickName: 'n', password: '123' }, '密码长度不能少于6个字符'],
    [{ userName: 'okname', nickName: 'n', password: 'secret123', phonenumber: '123' }, '手机号码格式不正确'],
    [{ userName: 'okname', nickName: 'n', password: 'secret123', email: 'bad' }, '邮箱格式不正确'],
    [{ userName: 'okname', nickName: 'n', password: 'secret123', status: '7' }, '帐号状态取值不正确'],
  ])('rejects %j with "%s" and writes nothing', async (payload, msg) => {
    const response = await call('POST', '/system/user', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await rowsWhere(t.db, 'sysUser', 'userName', 'okname')).toEqual([]);
  });

  it('rejects a non-numeric id', async () => {
    expect((await call('GET', '/system/user/abc')).statusCode).toBe(400);
    expect((await call('DELETE', '/system/user/1;drop')).statusCode).toBe(400);
  });
});

describe('uniqueness', () => {
  it('refuses a taken account name, phone or email on add and edit', async () => {
    const phone = newPhone();
    const first = await addUser({ phonenumber: phone, email: 'uniq@example.com' });
    const add = (fields: object) =>
      call('POST', '/system/user', { nickName: 'n', password: 'secret123', userName: 'fresh1', ...fields });
    expect((await add({ userName: first.userName })).json()).toEqual({
      code: 400,
      msg: `新增用户'${first.userName}'失败，登录账号已存在`,
    });
    expect((await add({ phonenumber: phone })).json().msg).toBe("新增用户'fresh1'失败，手机号码已存在");
    expect((await add({ email: 'uniq@example.com' })).json().msg).toBe(
      "新增用户'fresh1'失败，邮箱账号已存在",
    );

    const second = await addUser();
    const edit = (fields: object) =>
      call('PUT', '/system/user', {
        userId: second.userId,
        userName: second.userName,
        nickName: 'n',
        ...fields,
      });
    expect((await edit({ userName: first.userName })).json().msg).toBe(
      `修改用户'${first.userName}'失败，登录账号已存在`,
    );
    expect((await edit({ phonenumber: phone })).json().msg).toBe(
      `修改用户'${second.userName}'失败，手机号码已存在`,
    );
    expect((await edit({ email: 'uniq@example.com' })).json().msg).toBe(
      `修改用户'${second.userName}'失败，邮箱账号已存在`,
    );
    // Keeping its own values is fine.
    expect(
      (await call('PUT', '/system/user', { userId: first.userId, nickName: 'x', phonenumber: phone })).json()
        .code,
    ).toBe(200);
  });
});

describe('protections', () => {
  it('keeps the super admin out of reach of other staff', async () => {
    const manager = await addUser({ roleIds: [] });
    // A staff role with user permissions but not admin.
    await t.db
      .insertInto('sysRole')
      .values({ roleName: unique('经理'), roleKey: unique('mgr'), roleSort: 5 })
      .execute();
    const role = await t.db
      .selectFrom('sysRole')
      .select('roleId')
      .orderBy('roleId', 'desc')
      .executeTakeFirstOrThrow();
    const perms = await t.db
      .selectFrom('sysMenu')
      .select('menuId')
      .where('perms', 'like', 'system:user:%')
      .execute();
    await t.db
      .insertInto('sysRoleMenu')
      .values(perms.map((m) => ({ roleId: role.roleId, menuId: m.menuId })))
      .execute();
    await t.db.insertInto('sysUserRole').values({ userId: manager.userId, roleId: role.roleId }).execute();
    const token = await loginAs(t, manager.userName, 'secret123');

    const msg = '不允许操作超级管理员用户';
    expect((await call('PUT', '/system/user', { userId: 1, nickName: 'x' }, token)).json()).toEqual({
      code: 400,
      msg,
    });
    expect(
      (await call('PUT', '/system/user/changeStatus', { userId: 1, status: '1' }, token)).json().msg,
    ).toBe(msg);
    expect(
      (await call('PUT', '/system/user/resetPwd', { userId: 1, password: 'hacked123' }, token)).json().msg,
    ).toBe(msg);
    expect((await call('DELETE', '/system/user/1', undefined, token)).json().msg).toBe(msg);
    expect((await call('PUT', '/system/user/authRole?userId=1&roleIds=2', undefined, token)).json().msg).toBe(
      msg,
    );
    // Nor can they hand out the admin role.
    const other = await addUser();
    expect(
      (await call('PUT', `/system/user/authRole?userId=${other.userId}&roleIds=1`, undefined, token)).json()
        .msg,
    ).toBe('不允许操作超级管理员角色');
    const form = (await call('GET', '/system/user/', undefined, token)).json();
    expect(form.roles.map((r: { roleKey: string }) => r.roleKey)).not.toContain('admin');
    const [admin1] = await rowsWhere(t.db, 'sysUser', 'userId', 1);
    expect(admin1).toMatchObject({ nickName: '管理员', status: '0' });
    expect(await loginAs(t, 'admin', 'admin123')).toBeTruthy();
  });

  it('refuses to delete yourself', async () => {
    expect((await call('DELETE', '/system/user/1')).json()).toEqual({ code: 400, msg: '当前用户不能删除' });
  });

  it('answers 403 to an editor and 401 without a token', async () => {
    expect((await call('GET', '/system/user/list', undefined, editor)).statusCode).toBe(403);
    expect(
      (await call('POST', '/system/user', { userName: 'zz', nickName: 'z', password: 'secret123' }, editor))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/prod-api/system/user/list' })).statusCode).toBe(401);
  });
});

describe('deptTree', () => {
  const tree = async (token?: string) => call('GET', '/system/user/deptTree', undefined, token);

  it("answers RuoYi's tree: one root node, the association under its configured name", async () => {
    const response = await tree();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: [{ id: 100, label: '文化产业协会', disabled: false, children: [] }],
    });

    // Renamed in 参数设置, the root follows.
    const [setting] = (await call('GET', '/system/config/list?configKey=site.name')).json().rows;
    const rename = (configValue: string) => call('PUT', '/system/config', { ...setting, configValue });
    expect((await rename('新名字协会')).statusCode).toBe(200);
    try {
      expect((await tree()).json().data[0].label).toBe('新名字协会');
    } finally {
      await rename(setting.configValue);
    }
  });

  it("lists every user under the root, as RuoYi's user page asks on a click on it", async () => {
    const all = (await call('GET', '/system/user/list')).json();
    const underRoot = (await call('GET', '/system/user/list?deptId=100')).json();
    expect(underRoot).toMatchObject({ code: 200, total: all.total });
  });

  it('needs system:user:list, as in RuoYi', async () => {
    expect((await tree(editor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/prod-api/system/user/deptTree' })).statusCode).toBe(401);
  });
});

describe('list filters', () => {
  it('pages, filters by name, phone, status and creation date', async () => {
    const tag = unique('pg');
    for (let i = 0; i < 3; i += 1) await addUser({ userName: `${tag}_${i}`, status: i === 2 ? '1' : '0' });
    await backdate(t.db, 'sysUser', 'userName', `${tag}_0`, '2020-01-05 10:00:00');
    const list = async (query: string) =>
      (await call('GET', `/system/user/list?userName=${tag}&${query}`)).json();
    const page = await list('pageNum=2&pageSize=2&orderByColumn=userName&isAsc=asc');
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { userName: string }) => r.userName)).toEqual([`${tag}_2`]);
    expect((await list('status=1')).rows.map((r: { userName: string }) => r.userName)).toEqual([`${tag}_2`]);
    const range = await list('params%5BbeginTime%5D=2020-01-01&params%5BendTime%5D=2020-01-05');
    expect(range.rows.map((r: { userName: string }) => r.userName)).toEqual([`${tag}_0`]);
    expect((await list('orderByColumn=password;drop&isAsc=asc')).code).toBe(400);
    expect((await list('orderByColumn=password')).total).toBe(3);
    // Names every object has are not columns either.
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect((await list(`orderByColumn=${name}&isAsc=desc`)).total, name).toBe(3);
    }
    const phone = (await call('GET', '/system/user/list?phonenumber=15666666666')).json();
    expect(phone.rows.map((r: { userName: string }) => r.userName)).toEqual(['editor']);
  });
});

describe('export', () => {
  it.each(['GET', 'POST'] as const)('%s answers an xlsx with headers first', async (method) => {
    const sheet =
      method === 'GET'
        ? await exportSheet('/system/user/export?userName=admin')
        : await exportSheet('/system/user/export', 'userName=admin&pageNum=1&pageSize=10');
    expect(headerOf(sheet)).toEqual([
      '用户序号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '帐号状态',
      '最后登录IP',
      '最后登录时间',
      '创建时间',
    ]);
    expect(sheet.getRow(2).getCell(2).value).toBe('admin');
    await waitForOperLog(t.db, { businessType: 5, title: '用户管理', operName: 'admin' });
  });
});

describe('sessions and roles', () => {
  it('resetPwd ends the user’s sessions and sets the new password', async () => {
    const user = await addUser();
    const token = await loginAs(t, user.userName, 'secret123');
    expect((await call('GET', '/getInfo', undefined, token)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/system/user/resetPwd', { userId: user.userId, password: 'newpass123' })).json()
        .code,
    ).toBe(200);
    expect((await call('GET', '/getInfo', undefined, token)).statusCode).toBe(401);
    expect(await loginAs(t, user.userName, 'newpass123')).toBeTruthy();
  });

  it('disabling ends sessions', async () => {
    const user = await addUser();
    const token = await loginAs(t, user.userName, 'secret123');
    expect(
      (await call('PUT', '/system/user/changeStatus', { userId: user.userId, status: '1' })).json().code,
    ).toBe(200);
    expect((await call('GET', '/getInfo', undefined, token)).statusCode).toBe(401);
  });

  it('authRole shows flags and changes getRouters', async () => {
    const user = await addUser();
    const token = await loginAs(t, user.userName, 'secret123');
    const routers = async () =>
      (await call('GET', '/getRouters', undefined, token)).json().data.map((r: { path: string }) => r.path);
    expect(await routers()).toEqual([]);
    const put = await call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=2`);
    expect(put.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await routers()).toEqual(['/content']);
    const body = (await call('GET', `/system/user/authRole/${user.userId}`)).json();
    expect(body.user).toMatchObject({ userId: user.userId });
    expect(body.user).not.toHaveProperty('password');
    expect(body.roles.slice(0, 2).map((r: { roleId: number; flag: boolean }) => [r.roleId, r.flag])).toEqual([
      [1, false],
      [2, true],
    ]);
    // A JSON body works too; an empty list removes every role.
    expect(
      (await call('PUT', '/system/user/authRole', { userId: user.userId, roleIds: [] })).json().code,
    ).toBe(200);
    expect(await routers()).toEqual([]);
  });

  it('logs writes in sys_oper_log', async () => {
    const user = await addUser();
    const log = await waitForOperLog(t.db, {
      businessType: 1,
      operParam: expect.stringContaining(user.userName),
    });
    expect(log).toMatchObject({ title: '用户管理', operName: 'admin', requestMethod: 'POST', status: 0 });
    expect(log.operParam).not.toContain('secret123');
  });
});
