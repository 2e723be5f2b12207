import { describe, expect, it } from 'vitest';
import {
  backdate,
  headerOf,
  menuIdsOf,
  rowsWhere,
  useStaffApp,
  waitForOperLog,
} from '../../../test/helper.js';

const { t, editor, call, unique, addRow, exportSheet } = await useStaffApp();

const addRole = (fields: Record<string, unknown> = {}) =>
  addRow('sysRole', 'roleKey', '/system/role', {
    roleName: unique('角色'),
    roleKey: unique('key'),
    roleSort: 3,
    ...fields,
  });
const menusOf = (roleId: number) => menuIdsOf(t.db, roleId);

describe('roles CRUD', () => {
  it('creates, reads, edits, disables and deletes a role with its menus', async () => {
    const role = await addRole({ menuIds: [1, 100], remark: '备注', menuCheckStrictly: false });
    expect(role).toMatchObject({ createBy: 'admin', status: '0', menuCheckStrictly: 0, roleSort: 3 });
    expect(await menusOf(role.roleId)).toEqual([1, 100]);
    const detail = (await call('GET', `/system/role/${role.roleId}`)).json();
    expect(detail).toMatchObject({
      code: 200,
      data: { roleId: role.roleId, roleKey: role.roleKey, menuCheckStrictly: false },
    });

    const edit = await call('PUT', '/system/role', {
      roleId: role.roleId,
      roleName: '改名角色',
      roleKey: role.roleKey,
      roleSort: 9,
      menuIds: [1, 101],
      menuCheckStrictly: true,
    });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await menusOf(role.roleId)).toEqual([1, 101]);
    expect((await call('GET', `/system/role/${role.roleId}`)).json().data).toMatchObject({
      roleName: '改名角色',
      roleSort: 9,
      updateBy: 'admin',
      menuCheckStrictly: true,
    });
    expect(
      (await call('PUT', '/system/role/changeStatus', { roleId: role.roleId, status: '1' })).json().code,
    ).toBe(200);
    expect((await call('GET', `/system/role/${role.roleId}`)).json().data.status).toBe('1');

    expect((await call('DELETE', `/system/role/${role.roleId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', `/system/role/${role.roleId}`)).statusCode).toBe(404);
    expect(await menusOf(role.roleId)).toEqual([]);
  });

  it('answers the tree flags as JSON booleans wherever a role is shown', async () => {
    // RuoYi-Vue3 binds them to checkboxes: a 0 or 1 would leave the box wrong.
    const role = await addRole({ menuCheckStrictly: false, deptCheckStrictly: false });
    const user = await addRow('sysUser', 'userName', '/system/user', {
      userName: unique('u'),
      nickName: '标志',
      password: 'secret123',
      roleIds: [role.roleId],
    });
    const flagsOf = (rows: { roleId: number; menuCheckStrictly: unknown; deptCheckStrictly: unknown }[]) => {
      const found = rows.find((row) => row.roleId === role.roleId)!;
      return [found.menuCheckStrictly, found.deptCheckStrictly];
    };
    const shown = [
      (await call('GET', `/system/role/list?roleKey=${role.roleKey}`)).json().rows,
      [(await call('GET', `/system/role/${role.roleId}`)).json().data],
      (await call('GET', '/system/role/optionselect')).json().data,
      (await call('GET', '/system/user/')).json().roles,
      (await call('GET', `/system/user/${user.userId}`)).json().roles,
      (await call('GET', `/system/user/authRole/${user.userId}`)).json().roles,
    ];
    for (const rows of shown) expect(flagsOf(rows)).toEqual([false, false]);
    // Every role of every list: booleans, never 0/1.
    for (const rows of shown) {
      for (const row of rows) {
        expect(typeof row.menuCheckStrictly).toBe('boolean');
        expect(typeof row.deptCheckStrictly).toBe('boolean');
      }
    }
  });

  it.each([
    [true, true],
    [false, false],
    // What a form posting strings or 1/0 sends.
    ['true', true],
    [0, false],
    [1, true],
  ])('stores the tree flags written as %j and answers %j', async (written, answered) => {
    const role = await addRole({ menuCheckStrictly: written, deptCheckStrictly: written });
    const detail = async () => (await call('GET', `/system/role/${role.roleId}`)).json().data;
    expect(await detail()).toMatchObject({ menuCheckStrictly: answered, deptCheckStrictly: answered });
    // RuoYi-Vue3's edit form sends back the whole role it read, extra fields included.
    const form = { ...(await detail()), admin: false, flag: false, params: {}, menuIds: [], deptIds: [] };
    const edit = await call('PUT', '/system/role', {
      ...form,
      menuCheckStrictly: !answered,
      deptCheckStrictly: !answered,
    });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await detail()).toMatchObject({ menuCheckStrictly: !answered, deptCheckStrictly: !answered });
  });

  it('lists enabled and disabled roles for optionselect', async () => {
    const body = (await call('GET', '/system/role/optionselect')).json();
    expect(body.code).toBe(200);
    expect(body.data.slice(0, 2).map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'editor']);
  });

  it.each([
    [{ roleKey: 'k', roleSort: 1 }, '角色名称不能为空'],
    [{ roleName: 'n', roleSort: 1 }, '权限字符不能为空'],
    [{ roleName: 'n', roleKey: 'k' }, '显示顺序不能为空'],
    [{ roleName: 'n', roleKey: 'k', roleSort: -1 }, '显示顺序不能小于0'],
    [{ roleName: 'n', roleKey: 'k', roleSort: 1, status: '5' }, '角色状态取值不正确'],
    [{ roleName: 'n', roleKey: 'k', roleSort: 1, menuIds: ['x'] }, '菜单ID类型不正确'],
  ])('rejects %j with "%s" and writes nothing', async (payload, msg) => {
    const response = await call('POST', '/system/role', payload);
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await rowsWhere(t.db, 'sysRole', 'roleKey', 'k')).toEqual([]);
  });

  it('refuses unknown menus', async () => {
    const response = await call('POST', '/system/role', {
      roleName: 'nm',
      roleKey: 'nk',
      roleSort: 1,
      menuIds: [999999],
    });
    expect(response.json()).toEqual({ code: 400, msg: '菜单不存在：999999' });
  });
});

describe('rules', () => {
  it('keeps role names and keys unique', async () => {
    const role = await addRole();
    const add = (fields: object) =>
      call('POST', '/system/role', { roleName: 'fresh', roleKey: 'fresh', roleSort: 1, ...fields });
    expect((await add({ roleName: role.roleName })).json().msg).toBe(
      `新增角色'${role.roleName}'失败，角色名称已存在`,
    );
    expect((await add({ roleKey: role.roleKey })).json().msg).toBe("新增角色'fresh'失败，角色权限已存在");
    const other = await addRole();
    const edit = (fields: object) =>
      call('PUT', '/system/role', {
        roleId: other.roleId,
        roleName: other.roleName,
        roleKey: other.roleKey,
        roleSort: 1,
        ...fields,
      });
    expect((await edit({ roleName: role.roleName })).json().msg).toBe(
      `修改角色'${role.roleName}'失败，角色名称已存在`,
    );
    expect((await edit({ roleKey: role.roleKey })).json().msg).toBe(
      `修改角色'${other.roleName}'失败，角色权限已存在`,
    );
    expect((await edit({})).json().code).toBe(200);
  });

  it('never changes the admin role', async () => {
    const msg = '不允许操作超级管理员角色';
    expect(
      (await call('PUT', '/system/role', { roleId: 1, roleName: 'x', roleKey: 'x', roleSort: 1 })).json(),
    ).toEqual({ code: 400, msg });
    expect((await call('PUT', '/system/role/changeStatus', { roleId: 1, status: '1' })).json().msg).toBe(msg);
    expect((await call('DELETE', '/system/role/1')).json().msg).toBe(msg);
    expect((await call('PUT', '/system/role/authUser/cancel', { roleId: 1, userId: 1 })).json().msg).toBe(
      '不允许取消超级管理员的管理员角色',
    );
    const [role] = await rowsWhere(t.db, 'sysRole', 'roleId', 1);
    expect(role).toMatchObject({ roleName: '超级管理员', status: '0' });
  });

  it('refuses deleting a role in use', async () => {
    expect((await call('DELETE', '/system/role/2')).json()).toEqual({
      code: 400,
      msg: '内容编辑已分配,不能删除',
    });
    expect((await call('GET', '/system/role/2')).json().data.roleKey).toBe('editor');
  });

  it('answers 403 to an editor and 401 without a token', async () => {
    expect((await call('GET', '/system/role/list', undefined, editor)).statusCode).toBe(403);
    expect((await call('DELETE', '/system/role/2', undefined, editor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/prod-api/system/role/list' })).statusCode).toBe(401);
  });
});

describe('list and export', () => {
  it('pages and filters by name, key, status and date', async () => {
    const tag = unique('flt');
    for (let i = 0; i < 3; i += 1)
      await addRole({
        roleName: `${tag}名${i}`,
        roleKey: `${tag}_${i}`,
        roleSort: i,
        status: i === 1 ? '1' : '0',
      });
    await backdate(t.db, 'sysRole', 'roleKey', `${tag}_2`, '2021-03-03 08:00:00');
    const list = async (query: string) =>
      (await call('GET', `/system/role/list?roleKey=${tag}&${query}`)).json();
    const page = await list('pageNum=1&pageSize=2');
    expect(page).toMatchObject({ code: 200, total: 3 });
    expect(page.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual([`${tag}_0`, `${tag}_1`]);
    expect((await list('status=1')).rows.map((r: { roleKey: string }) => r.roleKey)).toEqual([`${tag}_1`]);
    expect((await list(`roleName=${encodeURIComponent(`${tag}名2`)}`)).total).toBe(1);
    const range = await list('params%5BbeginTime%5D=2021-03-03&params%5BendTime%5D=2021-03-03');
    expect(range.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual([`${tag}_2`]);
    expect((await list('orderByColumn=roleSort&isAsc=desc')).rows[0].roleKey).toBe(`${tag}_2`);
  });

  it('exports an xlsx with headers first and logs it', async () => {
    const sheet = await exportSheet('/system/role/export', 'roleKey=admin');
    expect(headerOf(sheet)).toEqual(['角色序号', '角色名称', '角色权限', '角色排序', '角色状态', '创建时间']);
    expect(sheet.getRow(2).getCell(3).value).toBe('admin');
    await exportSheet('/system/role/export');
    await waitForOperLog(t.db, { title: '角色管理', businessType: 5, operName: 'admin' });
  });
});

describe('auth users', () => {
  it('lists, grants and cancels users of a role, changing their menus', async () => {
    const role = await addRole({ menuIds: [4] });
    const [{ userId: editorId }] = await rowsWhere(t.db, 'sysUser', 'userName', 'editor');
    const list = async (kind: string) =>
      (await call('GET', `/system/role/authUser/${kind}?roleId=${role.roleId}&pageNum=1&pageSize=10`)).json();
    expect(await list('allocatedList')).toMatchObject({ code: 200, total: 0, rows: [] });
    const free = await list('unallocatedList');
    expect(free.rows.map((u: { userName: string }) => u.userName)).toEqual(
      expect.arrayContaining(['admin', 'editor']),
    );
    expect(free.rows[0]).not.toHaveProperty('password');

    const put = await call(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=${editorId}`,
    );
    expect(put.json()).toEqual({ code: 200, msg: '操作成功' });
    const held = await list('allocatedList');
    expect(held.rows.map((u: { userName: string }) => u.userName)).toEqual(['editor']);
    expect(
      (
        await call('GET', `/system/role/authUser/unallocatedList?roleId=${role.roleId}&userName=editor`)
      ).json().total,
    ).toBe(0);

    expect((await call('DELETE', `/system/role/${role.roleId}`)).json().msg).toBe(
      `${role.roleName}已分配,不能删除`,
    );
    expect(
      (await call('PUT', '/system/role/authUser/cancel', { roleId: role.roleId, userId: editorId })).json()
        .code,
    ).toBe(200);
    expect((await list('allocatedList')).total).toBe(0);
    await call('PUT', `/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=${editorId},1`);
    expect((await list('allocatedList')).total).toBe(2);
    expect(
      (
        await call('PUT', `/system/role/authUser/cancelAll?roleId=${role.roleId}&userIds=${editorId},1`)
      ).json().code,
    ).toBe(200);
    expect((await list('allocatedList')).total).toBe(0);

    await waitForOperLog(t.db, {
      businessType: 4,
      title: '角色管理',
      operName: 'admin',
      requestMethod: 'PUT',
    });
  });

  it('validates the query', async () => {
    expect((await call('GET', '/system/role/authUser/allocatedList')).json()).toEqual({
      code: 400,
      msg: '角色ID不能为空',
    });
    expect((await call('PUT', '/system/role/authUser/selectAll?roleId=2&userIds=a')).json()).toEqual({
      code: 400,
      msg: '用户格式不正确',
    });
  });
});
