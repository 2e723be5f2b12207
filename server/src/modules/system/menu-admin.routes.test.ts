import { describe, expect, it } from 'vitest';
import { menuIdsOf, rowsWhere, useStaffApp, waitForOperLog } from '../../../test/helper.js';

const { t, editor, call, unique, addRow } = await useStaffApp();

const addMenu = (fields: Record<string, unknown> = {}) =>
  addRow('sysMenu', 'menuName', '/system/menu', {
    menuName: unique('菜单'),
    parentId: 1,
    orderNum: 50,
    path: unique('p'),
    component: 'system/x/index',
    isFrame: '1',
    isCache: '0',
    menuType: 'C',
    visible: '0',
    status: '0',
    perms: 'system:x:list',
    icon: 'user',
    ...fields,
  });

describe('menus', () => {
  it('lists menus flat, ordered by parent and order', async () => {
    const body = (await call('GET', '/system/menu/list')).json();
    expect(body.code).toBe(200);
    const keys = body.data.map((m: { parentId: number; orderNum: number }) => [m.parentId, m.orderNum]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const user = body.data.find((m: { menuId: number }) => m.menuId === 100);
    expect(user).toMatchObject({
      menuName: '用户管理',
      isFrame: '1',
      isCache: '0',
      menuType: 'C',
      perms: 'system:user:list',
      children: [],
    });
    const filtered = (
      await call('GET', `/system/menu/list?menuName=${encodeURIComponent('用户')}&status=0`)
    ).json();
    expect(filtered.data.map((m: { menuName: string }) => m.menuName)).toContain('用户管理');
    expect(filtered.data.every((m: { menuName: string }) => m.menuName.includes('用户'))).toBe(true);
  });

  it('creates, reads, edits and deletes a menu', async () => {
    const menu = await addMenu();
    expect(menu).toMatchObject({ createBy: 'admin', isFrame: 1, parentId: 1 });
    const detail = (await call('GET', `/system/menu/${menu.menuId}`)).json();
    expect(detail).toMatchObject({ code: 200, data: { menuId: menu.menuId, isFrame: '1' } });
    const edit = await call('PUT', '/system/menu', {
      menuId: menu.menuId,
      menuName: '改名菜单',
      parentId: 1,
      orderNum: 51,
      path: 'https://example.org',
      isFrame: '0',
      menuType: 'C',
    });
    expect(edit.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('GET', `/system/menu/${menu.menuId}`)).json().data).toMatchObject({
      menuName: '改名菜单',
      isFrame: '0',
      updateBy: 'admin',
    });
    expect((await call('DELETE', `/system/menu/${menu.menuId}`)).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect((await call('GET', `/system/menu/${menu.menuId}`)).statusCode).toBe(404);
    await waitForOperLog(t.db, {
      title: '菜单管理',
      businessType: 3,
      operName: 'admin',
      requestMethod: 'DELETE',
    });
  });

  it.each([
    [{ orderNum: 1, menuType: 'M' }, '菜单名称不能为空'],
    [{ menuName: 'zz', menuType: 'M' }, '显示排序不能为空'],
    [{ menuName: 'zz', orderNum: 1, menuType: 'X' }, '菜单类型取值不正确'],
    [{ menuName: 'zz', orderNum: 1, menuType: 'M', isFrame: '3' }, '是否外链格式不正确'],
  ])('rejects %j with "%s" and writes nothing', async (payload, msg) => {
    expect((await call('POST', '/system/menu', payload)).json()).toEqual({ code: 400, msg });
    expect(await rowsWhere(t.db, 'sysMenu', 'menuName', 'zz')).toEqual([]);
  });

  it('applies RuoYi rules', async () => {
    const menu = await addMenu();
    expect(
      (
        await call('POST', '/system/menu', { menuName: '用户管理', parentId: 1, orderNum: 1, menuType: 'C' })
      ).json(),
    ).toEqual({
      code: 400,
      msg: "新增菜单'用户管理'失败，菜单名称已存在",
    });
    // The same name under another parent is fine.
    await addMenu({ menuName: '用户管理', parentId: menu.menuId, menuType: 'F', path: '' });
    expect(
      (
        await call('POST', '/system/menu', {
          menuName: 'lnk',
          orderNum: 1,
          menuType: 'M',
          isFrame: '0',
          path: 'www.x.org',
        })
      ).json().msg,
    ).toBe("新增菜单'lnk'失败，地址必须以http(s)://开头");
    const edit = (fields: object) =>
      call('PUT', '/system/menu', {
        menuId: menu.menuId,
        menuName: menu.menuName,
        orderNum: 1,
        menuType: 'C',
        parentId: 1,
        ...fields,
      });
    expect((await edit({ parentId: menu.menuId })).json().msg).toBe(
      `修改菜单'${menu.menuName}'失败，上级菜单不能选择自己`,
    );
    expect((await edit({ menuName: '角色管理' })).json().msg).toBe("修改菜单'角色管理'失败，菜单名称已存在");
    expect((await call('DELETE', '/system/menu/1')).json()).toEqual({
      code: 400,
      msg: '存在子菜单,不允许删除',
    });
    const leaf = await addMenu({ parentId: 0, menuType: 'M' });
    await t.db.insertInto('sysRoleMenu').values({ roleId: 2, menuId: leaf.menuId }).execute();
    expect((await call('DELETE', `/system/menu/${leaf.menuId}`)).json()).toEqual({
      code: 400,
      msg: '菜单已分配,不允许删除',
    });
    expect(await rowsWhere(t.db, 'sysMenu', 'menuId', leaf.menuId)).toHaveLength(1);
  });

  it('answers trees for the menu and role screens', async () => {
    const tree = (await call('GET', '/system/menu/treeselect')).json();
    const system = tree.data.find((n: { id: number }) => n.id === 1);
    expect(system.label).toBe('系统管理');
    const user = system.children.find((n: { id: number }) => n.id === 100);
    expect(user).toMatchObject({ id: 100, label: '用户管理' });
    expect(user.children.length).toBeGreaterThan(0);
    expect(Object.keys(user.children[0]).sort()).toEqual(['id', 'label']);

    const role = (await call('GET', '/system/menu/roleMenuTreeselect/2')).json();
    expect(role.code).toBe(200);
    expect(role.menus.length).toBe(tree.data.length);
    expect(role.checkedKeys).not.toContain(4); // strictly: a parent with checked children is left out
    const assigned = await menuIdsOf(t.db, 2);
    expect(role.checkedKeys.length).toBeGreaterThan(0);
    expect(role.checkedKeys.every((id: number) => assigned.includes(id))).toBe(true);
    expect((await call('GET', '/system/menu/roleMenuTreeselect/9999')).statusCode).toBe(404);
  });

  it('answers 403 to an editor and 401 without a token', async () => {
    expect((await call('GET', '/system/menu/list', undefined, editor)).statusCode).toBe(403);
    expect((await call('DELETE', '/system/menu/100', undefined, editor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/prod-api/system/menu/list' })).statusCode).toBe(401);
  });
});
