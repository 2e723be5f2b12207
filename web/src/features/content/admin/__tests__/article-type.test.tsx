import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { dictOf, normalDisable, serveDicts } from '@/testing/render-page';
import ArticleTypePage from '../pages/article-type/index';

const type = (id: number, parentId: number, bllName: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  bllName,
  bllEsName: '',
  bllType: 1,
  bllValue: '',
  indexArea: null,
  menuFlag: '1',
  sort: id,
  status: '0',
  createTime: '2026-01-01 10:00:00',
  remark: '',
  ...extra,
});

const types = [
  type(1, 0, '资讯公告', { bllEsName: 'News' }),
  type(2, 0, '会员服务', { indexArea: 6 }),
  type(21, 1, '通知公告'),
  type(22, 1, '行业动态', { bllType: 4, bllValue: '/evaluate' }),
];

const api = setupApiServer((api) => {
  serveDicts(api, {
    sys_normal_disable: normalDisable,
    bll_type: dictOf(
      ['1', '列表页', 'primary'],
      ['2', '分类页'],
      ['3', '栏目列表'],
      ['4', '链接', 'warning'],
    ),
  });
  api.on('GET /content/articleType/list', ok({ data: types }));
  api.on('GET /content/articleType/21', ok({ data: types[2] }));
});

describe('content/article-type/index', () => {
  it('shows the types as a tree and moves one under another parent', async () => {
    api.on('PUT /content/articleType', ok());
    await crud.showPageRow(<ArticleTypePage />, '资讯公告');
    expect(screen.getByText('会员服务区块')).toBeTruthy();
    expect(screen.queryByText('通知公告')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    const child = (await screen.findByText('通知公告')).closest('tr')!;
    expect(child.className).toMatch(/ant-table-row-level-1/);
    expect(within(screen.getByText('行业动态').closest('tr')!).getByText('/evaluate')).toBeTruthy();

    const form = await crud.openRowForm(child, '修改', '修改分类');
    await crud.waitForField(form, '分类名称', '通知公告');
    // The picker shows the current parent; the type itself cannot be its own parent.
    expect(within(form).getByTitle('资讯公告')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '上级分类' }));
    const tree = await screen.findByRole('tree');
    expect(within(tree).getByTitle('通知公告').closest('.ant-select-tree-treenode')!.className).toMatch(
      /disabled/,
    );
    fireEvent.click(within(tree).getByTitle('会员服务'));
    expect(await crud.submitForm(api, 'PUT /content/articleType')).toMatchObject({
      id: 21,
      parentId: 2,
      bllName: '通知公告',
      bllType: 1,
      indexArea: null,
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('asks a link type for a site path or an http(s) address', async () => {
    api.on('POST /content/articleType', ok());
    await crud.showPageRow(<ArticleTypePage />, '资讯公告');
    // Each type's row has its own 新增 (a child type): the toolbar's comes first.
    fireEvent.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]);
    const form = await screen.findByRole('form', { name: '添加分类' });
    crud.typeInto(form, '分类名称', '能力评价');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '分类类型' }));
    fireEvent.click(await screen.findByTitle('链接'));
    const value = await within(form).findByLabelText('链接地址');
    fireEvent.change(value, { target: { value: 'evaluate' } });
    crud.confirmForm();
    expect(
      await within(form).findByText(
        '链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /content/articleType')).toHaveLength(0);

    fireEvent.change(value, { target: { value: '/evaluate' } });
    expect(await crud.submitForm(api, 'POST /content/articleType')).toMatchObject({
      parentId: 0,
      bllName: '能力评价',
      bllType: 4,
      bllValue: '/evaluate',
      menuFlag: '1',
      status: '0',
    });
  });

  it('asks before deleting and shows the refusal of the server', async () => {
    api.on('DELETE /content/articleType/1', fail(400, '存在下级分类,不允许删除'));
    const row = await crud.showPageRow(<ArticleTypePage />, '资讯公告');
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await crud.confirmPrompt('是否确认删除名称为"资讯公告"的数据项？');
    await waitFor(() => expect(api.callsTo('DELETE /content/articleType/1')).toHaveLength(1));
    expect(await screen.findByText('存在下级分类,不允许删除')).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('hides the buttons the user may not use', async () => {
    const row = await crud.showPageRow(<ArticleTypePage />, '资讯公告', ['content:articleType:list']);
    crud.expectNoButtons(['新增', '导出']);
    crud.expectNoButtons(['修改', '删除'], row);
  });
});
