import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, setupApiServer } from '@/testing/api-server';
import { dictOf, loginAs, renderPage } from '@/testing/render-page';
import ArticleTypePage from '../pages/article-type/index';

const api = setupApiServer();

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

beforeEach(() => {
  api.on(
    'GET /system/dict/data/type/sys_normal_disable',
    ok({ data: dictOf(['0', '正常', 'primary'], ['1', '停用', 'danger']) }),
  );
  api.on(
    'GET /system/dict/data/type/bll_type',
    ok({
      data: dictOf(['1', '列表页', 'primary'], ['2', '分类页'], ['3', '栏目列表'], ['4', '链接', 'warning']),
    }),
  );
  api.on('GET /content/articleType/list', ok({ data: types }));
  api.on('GET /content/articleType/21', ok({ data: types[2] }));
});

describe('content/article-type/index', () => {
  it('shows the types as a tree and moves one under another parent', async () => {
    api.on('PUT /content/articleType', ok());
    loginAs();
    renderPage(<ArticleTypePage />);
    expect(await screen.findByText('资讯公告', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByText('会员服务区块')).toBeTruthy();
    expect(screen.queryByText('通知公告')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    const child = (await screen.findByText('通知公告')).closest('tr')!;
    expect(child.className).toMatch(/ant-table-row-level-1/);
    expect(within(screen.getByText('行业动态').closest('tr')!).getByText('/evaluate')).toBeTruthy();

    fireEvent.click(within(child).getByRole('button', { name: /修\s*改/ }));
    const form = await screen.findByRole('form', { name: '修改分类' });
    await waitFor(() => expect(within(form).getByLabelText('分类名称')).toHaveProperty('value', '通知公告'), {
      timeout: 10_000,
    });
    // The picker shows the current parent; the type itself cannot be its own parent.
    expect(within(form).getByTitle('资讯公告')).toBeTruthy();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '上级分类' }));
    const tree = await screen.findByRole('tree');
    expect(within(tree).getByTitle('通知公告').closest('.ant-select-tree-treenode')!.className).toMatch(
      /disabled/,
    );
    fireEvent.click(within(tree).getByTitle('会员服务'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /content/articleType')).toHaveLength(1));
    expect(api.callsTo('PUT /content/articleType')[0].body).toMatchObject({
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
    loginAs();
    renderPage(<ArticleTypePage />);
    await screen.findByText('资讯公告', {}, { timeout: 60_000 });
    fireEvent.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]);
    const form = await screen.findByRole('form', { name: '添加分类' });
    fireEvent.change(within(form).getByLabelText('分类名称'), { target: { value: '能力评价' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '分类类型' }));
    fireEvent.click(await screen.findByTitle('链接'));
    const value = await within(form).findByLabelText('链接地址');
    fireEvent.change(value, { target: { value: 'evaluate' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(form).findByText(
        '链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /content/articleType')).toHaveLength(0);

    fireEvent.change(value, { target: { value: '/evaluate' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('POST /content/articleType')).toHaveLength(1));
    expect(api.callsTo('POST /content/articleType')[0].body).toMatchObject({
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
    loginAs();
    renderPage(<ArticleTypePage />);
    const row = (await screen.findByText('资讯公告', {}, { timeout: 60_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    expect(within(dialog).getByText('是否确认删除名称为"资讯公告"的数据项？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('DELETE /content/articleType/1')).toHaveLength(1));
    expect(await screen.findByText('存在下级分类,不允许删除')).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('hides the buttons the user may not use', async () => {
    loginAs(['content:articleType:list']);
    renderPage(<ArticleTypePage />);
    const row = (await screen.findByText('资讯公告', {}, { timeout: 60_000 })).closest('tr')!;
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
