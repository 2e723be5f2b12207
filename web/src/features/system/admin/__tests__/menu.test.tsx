import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { normalDisable, serveDicts } from '@/testing/render-page';
import MenuPage from '../pages/menu/index';

const menu = {
  menuId: 5,
  menuName: '文章管理',
  parentId: 0,
  orderNum: 1,
  path: 'article',
  component: '',
  query: '',
  routeName: '',
  isFrame: 1,
  isCache: 0,
  menuType: 'M',
  visible: '0',
  status: '0',
  perms: '',
  icon: 'list',
  createTime: '2026-01-01 10:00:00',
};

const api = setupApiServer((api) => {
  serveDicts(api, { sys_normal_disable: normalDisable, sys_show_hide: normalDisable });
  api.on('GET /system/menu/list', ok({ data: [menu] }));
  api.on('GET /system/menu/5', ok({ data: menu }));
});

describe('system/menu/index', () => {
  it('picks the icon from a searchable grid of the icons the menu draws', async () => {
    api.on('PUT /system/menu', ok());
    const row = await crud.showPageRow(<MenuPage />, '文章管理');
    const form = await crud.openRowForm(row, '修改', '修改菜单');
    await crud.waitForField(form, '菜单图标', 'list');
    const box = within(form).getByLabelText('菜单图标');

    fireEvent.click(box);
    fireEvent.change(await screen.findByLabelText('搜索图标'), { target: { value: 'PEOP' } });
    const grid = screen.getByRole('listbox', { name: '图标' });
    expect(
      within(grid)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['peoples']);
    fireEvent.click(within(grid).getByRole('option', { name: /peoples/ }));

    await waitFor(() => expect(box).toHaveProperty('value', 'peoples'));
    expect(await crud.submitForm(api, 'PUT /system/menu')).toMatchObject({ menuId: 5, icon: 'peoples' });
  });
});
