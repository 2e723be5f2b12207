import { describe, expect, it } from 'vitest';
import { loginAs, menuIdsOf, roleIdsOf, rowsWhere, useStaffApp } from '../../../test/helper.js';

// Every path that changes who holds which role or menu: the super admin (user 1) never loses the
// admin role (role 1), and a link to a user, role or menu that does not exist is refused by name
// before it reaches a foreign key. A refused request changes nothing.

const { t, call, unique, addRow } = await useStaffApp();
const KEEP_ADMIN = { code: 400, msg: '不允许取消超级管理员的管理员角色' };
const MISSING = 999999;

const rolesOf = (userId: number) => roleIdsOf(t.db, userId);
const menusOf = (roleId: number) => menuIdsOf(t.db, roleId);

async function addUser(roleIds: number[] = []) {
  const body = { userName: unique('link'), nickName: '授权测试', password: 'secret123', roleIds };
  const { userId, userName } = await addRow('sysUser', 'userName', '/system/user', body);
  return { userId, userName };
}

async function addRole(menuIds: number[] = []) {
  const roleKey = unique('linkrole');
  return (
    await addRow('sysRole', 'roleKey', '/system/role', { roleName: roleKey, roleKey, roleSort: 5, menuIds })
  ).roleId;
}

/** The super admin can still log in and holds the admin role with every permission. */
async function expectAdminIntact() {
  expect(await rolesOf(1)).toContain(1);
  const info = (await call('GET', '/getInfo', undefined, await loginAs(t, 'admin', 'admin123'))).json();
  expect(info).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] });
}

describe('the super admin keeps the admin role', () => {
  it('refuses authRole without role 1 for user 1, by query or JSON body', async () => {
    expect((await call('PUT', '/system/user/authRole?userId=1&roleIds=2')).json()).toEqual(KEEP_ADMIN);
    expect((await call('PUT', '/system/user/authRole?userId=1&roleIds=')).json()).toEqual(KEEP_ADMIN);
    expect((await call('PUT', '/system/user/authRole', { userId: 1, roleIds: [] })).json()).toEqual(
      KEEP_ADMIN,
    );
    expect(await rolesOf(1)).toEqual([1]);
    await expectAdminIntact();
  });

  it('refuses a user save that drops role 1 from user 1, changing nothing else either', async () => {
    const response = await call('PUT', '/system/user', { userId: 1, nickName: '改名', roleIds: [2] });
    expect(response.json()).toEqual(KEEP_ADMIN);
    const [admin] = await rowsWhere(t.db, 'sysUser', 'userId', 1);
    expect(admin.nickName).toBe('管理员');
    expect(await rolesOf(1)).toEqual([1]);
    await expectAdminIntact();
  });

  it('still lets user 1 hold more roles besides admin', async () => {
    expect((await call('PUT', '/system/user/authRole?userId=1&roleIds=1,2')).json().code).toBe(200);
    expect(await rolesOf(1)).toEqual([1, 2]);
    expect((await call('PUT', '/system/user/authRole?userId=1&roleIds=1')).json().code).toBe(200);
    expect(await rolesOf(1)).toEqual([1]);
  });

  it('refuses cancel and cancelAll of role 1 for user 1, whichever admin asks', async () => {
    const other = await addUser([1]);
    const otherToken = await loginAs(t, other.userName, 'secret123');
    for (const token of [undefined, otherToken]) {
      expect(
        (await call('PUT', '/system/role/authUser/cancel', { roleId: 1, userId: 1 }, token)).json(),
      ).toEqual(KEEP_ADMIN);
      const cancelAll = await call(
        'PUT',
        `/system/role/authUser/cancelAll?roleId=1&userIds=${other.userId},1`,
        undefined,
        token,
      );
      expect(cancelAll.json()).toEqual(KEEP_ADMIN);
    }
    // Nothing was removed, not even the other admin's role.
    expect(await rolesOf(other.userId)).toEqual([1]);
    await expectAdminIntact();
    // Another holder of the admin role can lose it.
    const cancel = await call('PUT', '/system/role/authUser/cancel', { roleId: 1, userId: other.userId });
    expect(cancel.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await rolesOf(other.userId)).toEqual([]);
  });
});

describe('links to rows that do not exist', () => {
  it('refuses granting a role to unknown or deleted users, adding none of the list', async () => {
    const roleId = await addRole();
    const known = await addUser();
    const deleted = await addUser();
    expect((await call('DELETE', `/system/user/${deleted.userId}`)).json().code).toBe(200);
    const grant = (userIds: string) =>
      call('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${userIds}`);
    expect((await grant(`${known.userId},${MISSING}`)).json()).toEqual({
      code: 400,
      msg: `用户不存在：${MISSING}`,
    });
    expect((await grant(String(deleted.userId))).json()).toEqual({
      code: 400,
      msg: `用户不存在：${deleted.userId}`,
    });
    expect(await rolesOf(known.userId)).toEqual([]);
    expect((await grant(String(known.userId))).json().code).toBe(200);
    expect(await rolesOf(known.userId)).toEqual([roleId]);
  });

  it('refuses unknown roles on user saves', async () => {
    const user = await addUser([2]);
    const missing = { code: 400, msg: `角色不存在：${MISSING}` };
    const edit = await call('PUT', '/system/user', {
      userId: user.userId,
      nickName: '改名',
      roleIds: [2, MISSING],
    });
    expect(edit.json()).toEqual(missing);
    expect(
      (await call('PUT', `/system/user/authRole?userId=${user.userId}&roleIds=${MISSING}`)).json(),
    ).toEqual(missing);
    const [row] = await rowsWhere(t.db, 'sysUser', 'userId', user.userId);
    expect(row.nickName).toBe('授权测试');
    expect(await rolesOf(user.userId)).toEqual([2]);

    const userName = unique('ghost');
    const add = await call('POST', '/system/user', {
      userName,
      nickName: 'n',
      password: 'secret123',
      roleIds: [MISSING],
    });
    expect(add.json()).toEqual(missing);
    expect(await rowsWhere(t.db, 'sysUser', 'userName', userName)).toEqual([]);
  });

  it('refuses unknown menus on role saves', async () => {
    const roleId = await addRole([1]);
    const missing = { code: 400, msg: `菜单不存在：${MISSING}` };
    const roleKey = unique('ghostrole');
    const add = await call('POST', '/system/role', {
      roleName: roleKey,
      roleKey,
      roleSort: 1,
      menuIds: [1, MISSING],
    });
    expect(add.json()).toEqual(missing);
    expect(await rowsWhere(t.db, 'sysRole', 'roleKey', roleKey)).toEqual([]);
    const edit = await call('PUT', '/system/role', {
      roleId,
      roleName: '改名角色',
      roleKey: `${roleKey}x`,
      roleSort: 1,
      menuIds: [MISSING],
    });
    expect(edit.json()).toEqual(missing);
    expect(await menusOf(roleId)).toEqual([1]);
    const [role] = await rowsWhere(t.db, 'sysRole', 'roleId', roleId);
    expect(role.roleName).not.toBe('改名角色');
  });
});
