import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyOfOnlyCall, fail, ok, setupApiServer } from '@/testing/api-server';
import { loginAs, renderPage } from '@/testing/render-page';
import GenEditPage from '../admin/pages/gen/edit-table';
import { linksTable } from './fixtures';

const api = setupApiServer();

const column = (columnId: number, columnName: string, extra: Record<string, unknown> = {}) => ({
  columnId,
  tableId: 5,
  columnName,
  columnComment: columnName,
  columnType: 'varchar(100)',
  tsType: 'string',
  tsField: columnName.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
  maxLength: 100,
  isNullable: '0',
  hasDefault: '0',
  isPk: '0',
  isIncrement: '0',
  isRequired: '1',
  isInsert: '1',
  isEdit: '1',
  isList: '1',
  isQuery: '1',
  queryType: 'LIKE',
  htmlType: 'input',
  dictType: '',
  sort: columnId,
  ...extra,
});

const rows = [
  column(1, 'id', {
    isPk: '1',
    isIncrement: '1',
    tsType: 'number',
    columnType: 'integer',
    isInsert: '0',
    isEdit: '0',
  }),
  column(2, 'link_name'),
  column(3, 'link_url', { columnType: 'varchar(500)', maxLength: 500 }),
];

const PATH = '/tool/gen-edit/index/:tableId';

beforeEach(() => {
  loginAs();
  api.on(
    'GET /tool/gen/5',
    ok({ data: { info: { ...linksTable, columns: rows }, rows, tables: [linksTable] } }),
  );
  api.on(
    'GET /system/dict/type/optionselect',
    ok({ data: [{ dictId: 1, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0' }] }),
  );
});

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

describe('tool/gen/editTable', () => {
  it("sends a column's new form control, label and flags with the table's names, then goes back to the list", async () => {
    api.on('PUT /tool/gen', ok());
    renderPage(<GenEditPage />, { path: PATH, url: '/tool/gen-edit/index/5' });
    const label = await screen.findByRole('textbox', { name: 'link_url 字段描述' });

    await choose('link_url 显示类型', '文本域');
    fireEvent.change(label, { target: { value: '链接地址' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'link_url 查询' }));
    fireEvent.click(screen.getByRole('tab', { name: '生成信息' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^生成模块名/ }), { target: { value: 'gendemo' } });
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));

    const body = (await bodyOfOnlyCall(api, 'PUT /tool/gen')) as {
      columns: Record<string, unknown>[];
      [key: string]: unknown;
    };
    expect(body).toMatchObject({
      tableId: 5,
      moduleName: 'gendemo',
      businessName: 'links',
      className: 'Links',
    });
    expect(body.columns).toHaveLength(3);
    expect(body.columns[2]).toEqual({
      columnId: 3,
      columnComment: '链接地址',
      tsType: 'string',
      isRequired: '1',
      isInsert: '1',
      isEdit: '1',
      isList: '1',
      isQuery: '0',
      queryType: 'LIKE',
      htmlType: 'textarea',
      dictType: '',
    });
    expect(body.columns[1]).toMatchObject({ columnId: 2, htmlType: 'input', isQuery: '1' });
    expect(await screen.findByText('other page')).toBeTruthy();
  });

  it('stays on the page with the server’s message when the save is refused', async () => {
    api.on('PUT /tool/gen', fail(400, '字段link_url不能为空且没有默认值，必须插入且必填'));
    renderPage(<GenEditPage />, { path: PATH, url: '/tool/gen-edit/index/5' });
    await screen.findByRole('textbox', { name: 'link_url 字段描述' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'link_url 插入' }));
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));

    expect(await screen.findByText('字段link_url不能为空且没有默认值，必须插入且必填')).toBeTruthy();
    expect(screen.queryByText('other page')).toBeNull();
    await waitFor(() => expect(api.callsTo('PUT /tool/gen')).toHaveLength(1));
    const insert = screen.getByRole('checkbox', { name: 'link_url 插入' }) as HTMLInputElement;
    expect(insert.checked).toBe(false);
  });
});
