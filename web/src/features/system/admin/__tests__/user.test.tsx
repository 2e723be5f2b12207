import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, refused, setupApiServer } from '@/testing/api-server';
import { pickDateRange } from '@/testing/date-picker';
import UserPage from '../pages/user/index';
import * as crud from '@/testing/crud-page';
import { dictOf, normalDisable, serveDicts } from '@/testing/render-page';

const users = [
  {
    userId: 1,
    userName: 'admin',
    nickName: '管理员',
    phonenumber: '15888888888',
    status: '0',
    createTime: '2026-01-01 10:00:00',
  },
  {
    userId: 2,
    userName: 'ry',
    nickName: '若依',
    phonenumber: '15666666666',
    status: '0',
    createTime: '2026-01-02 10:00:00',
  },
];

const api = setupApiServer((api) => {
  serveDicts(api, { sys_normal_disable: normalDisable, sys_user_sex: dictOf(['0', '男'], ['1', '女']) });
  api.on('GET /system/user/list', ok({ total: 2, rows: users }));
  api.on(
    'GET /system/user/',
    ok({ roles: [{ roleId: 2, roleName: '普通角色', roleKey: 'common', status: '0' }] }),
  );
});

/** Opens 添加用户 and types a nickname, an account name and `password`; answers the form. */
async function fillNewUser(password: string) {
  await crud.showPageRow(<UserPage />, '若依');
  const form = await crud.openAddForm('添加用户');
  await waitFor(() => expect(api.callsTo('GET /system/user/').length).toBe(1));
  crud.typeInto(form, '用户昵称', '小王');
  crud.typeInto(form, '用户名称', 'wang');
  crud.typeInto(form, '用户密码', password);
  return form;
}

describe('system/user/index', () => {
  it('loads the list with paging and sends a date range as params[beginTime]/params[endTime]', async () => {
    await crud.showPageRow(<UserPage />, '若依');
    crud.expectFirstPage(api, 'GET /system/user/list');

    const search = screen.getByRole('form', { name: '搜索' });
    fireEvent.change(within(search).getByPlaceholderText('请输入用户名称'), { target: { value: 'ry' } });
    await pickDateRange(search, '2026-01-01', '2026-01-31');
    fireEvent.click(within(search).getByRole('button', { name: '搜 索' }));
    await crud.waitForLastQuery(api, 'GET /system/user/list', {
      userName: 'ry',
      'params[beginTime]': '2026-01-01',
      'params[endTime]': '2026-01-31',
      pageNum: '1',
    });
  });

  it('adds a user: posts the fields and refreshes the list', async () => {
    api.on('POST /system/user', ok());
    const form = await fillNewUser('secret123');
    const before = api.callsTo('GET /system/user/list').length;
    crud.typeInto(form, '手机号码', '13900000000');
    crud.confirmForm();
    await waitFor(() => expect(api.callsTo('POST /system/user')).toHaveLength(1), { timeout: 60_000 });
    expect(api.callsTo('POST /system/user')[0].body).toMatchObject({
      nickName: '小王',
      userName: 'wang',
      password: 'secret123',
      phonenumber: '13900000000',
      status: '0',
      roleIds: [],
    });
    await waitFor(() => expect(api.callsTo('GET /system/user/list').length).toBeGreaterThan(before));
  });

  it("refuses a 5-character password, as the server's UserAddBody does", async () => {
    api.on('POST /system/user', ok());
    const form = await fillNewUser('12345');
    crud.confirmForm();
    expect(await within(form).findByText('用户密码长度必须介于 6 和 20 之间')).toBeTruthy();
    expect(api.callsTo('POST /system/user')).toHaveLength(0);
  });

  it("shows the server's refusal of a field under that field", async () => {
    api.on('POST /system/user', fail(400, '用户账号格式不正确'));
    const form = await fillNewUser('secret123');
    await crud.submitForm(api, 'POST /system/user');
    const userName = within(form).getByLabelText('用户名称').closest<HTMLElement>('.ant-form-item')!;
    expect(await within(userName).findByText('用户账号格式不正确')).toBeTruthy();
    expect(screen.getByRole('form', { name: '添加用户' })).toBeTruthy();
  });

  it('asks before deleting, then calls DELETE', async () => {
    api.on('DELETE /system/user/2', ok());
    const row = await crud.showPageRow(<UserPage />, '若依');
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await crud.findPrompt('是否确认删除用户编号为"2"的数据项？');
    expect(api.callsTo('DELETE /system/user/2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('DELETE /system/user/2')).toHaveLength(1));
  });

  it('imports users with updateSupport and lists what each row became', async () => {
    api.on(
      'POST /system/user/importData',
      ok({
        msg:
          '恭喜您，数据已全部导入成功！共 2 条，数据如下：' +
          '<br/>1、账号 wang 导入成功<br/>2、账号 &lt;li&gt; 更新成功',
      }),
    );
    await crud.showPageRow(<UserPage />, '若依');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = (await screen.findByText('用户导入')).closest<HTMLElement>('[role=dialog]')!;
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '是否更新已经存在的用户数据' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['xlsx'], 'users.xlsx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    const rows = await within(dialog).findByRole('list', { name: '导入结果' });
    expect(within(dialog).getByText('恭喜您，数据已全部导入成功！共 2 条，数据如下：')).toBeTruthy();
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1、账号 wang 导入成功', '2、账号 <li> 更新成功']);
    const [call] = api.callsTo('POST /system/user/importData');
    expect(call.query.get('updateSupport')).toBe('true');
    expect(call.headers['content-type']).toContain('multipart/form-data');
  });

  it("keeps the import dialog open with the server's failure list", async () => {
    api.on(
      'POST /system/user/importData',
      refused('很抱歉，导入失败！共 2 条数据格式不正确，错误如下：<br/>1、第2行：账号 ry 已存在<br/>2、…', [
        { row: 2, msg: '第2行：账号 ry 已存在' },
        { row: 3, msg: '第3行：账号 x 导入失败：手机号码格式不正确' },
      ]),
    );
    await crud.showPageRow(<UserPage />, '若依');
    const dialog = await crud.importFile('导入', '用户导入', 'users.xlsx');

    const rows = await within(dialog).findByRole('list', { name: '导入错误' });
    expect(within(dialog).getByText('很抱歉，导入失败！共 2 条数据格式不正确，错误如下：')).toBeTruthy();
    expect(within(rows).getByText('第3行：账号 x 导入失败：手机号码格式不正确')).toBeTruthy();
    expect(api.callsTo('POST /system/user/importData')[0].query.get('updateSupport')).toBe('false');
  });

  it('hides a button without its permission', async () => {
    await crud.showPageRow(<UserPage />, '若依', ['system:user:list', 'system:user:export']);
    crud.expectNoButtons(['新增', '导入']);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});
