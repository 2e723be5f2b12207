import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictTag } from '@/admin/components/dict-tag';
import { ok, setupApiServer } from '@/testing/api-server';
import ConfigPage from '../pages/config/index';
import AuthRolePage from '../pages/user/auth-role';
import { dictOf, loginAs, renderPage } from '@/testing/render-page';

const api = setupApiServer();

describe('DictTag', () => {
  it('maps listClass to the tag colour and keeps cssClass', () => {
    const options = [
      { value: '0', label: '正常', listClass: 'primary', cssClass: 'ok' },
      { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
      { value: '2', label: '普通', listClass: 'default', cssClass: '' },
    ];
    const { container } = render(
      <>
        <DictTag options={options} value="0" />
        <DictTag options={options} value="1" />
        <DictTag options={options} value="2" />
      </>,
    );
    const normal = screen.getByText('正常');
    expect(normal.className).toMatch(/processing/);
    expect(normal.className).toContain('ok');
    expect(screen.getByText('停用').className).toMatch(/error/);
    expect(screen.getByText('普通').className).not.toMatch(/ant-tag/);
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
  });
});

describe('system/user/authRole', () => {
  it('submits the checked roleIds and goes back to the user list', async () => {
    api.on(
      'GET /system/user/authRole/7',
      ok({
        user: { userId: 7, userName: 'wang', nickName: '小王', status: '0' },
        roles: [
          { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, status: '0', flag: true },
          { roleId: 3, roleName: '编辑', roleKey: 'editor', roleSort: 3, status: '0', flag: false },
        ],
      }),
    );
    api.on('PUT /system/user/authRole', ok());
    loginAs();
    const { router } = renderPage(<AuthRolePage />, {
      url: '/system/user-auth/role/7',
      path: '/system/user-auth/role/:userId',
    });
    expect(await screen.findByText('小王', {}, { timeout: 60_000 })).toBeTruthy();
    const row = (await screen.findByText('编辑')).closest('tr')!;
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '普通角色' })).toHaveProperty('checked', true),
    );
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(api.callsTo('PUT /system/user/authRole')).toHaveLength(1));
    const query = api.callsTo('PUT /system/user/authRole')[0].query;
    expect(query.get('userId')).toBe('7');
    expect(query.get('roleIds')).toBe('2,3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
  });
});

describe('system/config/index', () => {
  it('refreshes the cache through DELETE /system/config/refreshCache', async () => {
    api.on(
      'GET /system/dict/data/type/sys_yes_no',
      ok({ data: dictOf(['Y', '是', 'primary'], ['N', '否', 'danger']) }),
    );
    api.on(
      'GET /system/config/list',
      ok({
        total: 1,
        rows: [
          {
            configId: 1,
            configName: '主框架页-默认皮肤样式名称',
            configKey: 'sys.index.skinName',
            configValue: 'skin-blue',
            configType: 'Y',
          },
        ],
      }),
    );
    api.on('DELETE /system/config/refreshCache', ok());
    loginAs();
    renderPage(<ConfigPage />);
    expect(await screen.findByText('sys.index.skinName', {}, { timeout: 60_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /刷新缓存/ }));
    await waitFor(() => expect(api.callsTo('DELETE /system/config/refreshCache')).toHaveLength(1));
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });
});
