import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import GenPage from '../admin/pages/gen/index';
import { linksTable } from './fixtures';

/** The open dialog titled `title` (antd's title ids are not unique under the test setup's useId). */
const findDialog = async (title: string) =>
  (
    await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 30_000 })
  ).closest<HTMLElement>('[role=dialog]')!;

const api = setupApiServer((api) => {
  api.on('GET /tool/gen/list', ok({ total: 1, rows: [linksTable] }));
});

describe('tool/gen/index', () => {
  it('imports the tables checked in 导入表', async () => {
    api.on(
      'GET /tool/gen/db/list',
      ok({
        total: 2,
        rows: [
          { tableName: 'member_level', tableComment: '', createTime: null, updateTime: null },
          { tableName: 'sys_notice', tableComment: '通知公告', createTime: null, updateTime: null },
        ],
      }),
    );
    api.on('POST /tool/gen/importTable', ok());
    await crud.showPageRow(<GenPage />, 'bll_links');

    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await findDialog('导入表');
    const row = (await within(dialog).findByText('sys_notice')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(api.callsTo('POST /tool/gen/importTable')).toHaveLength(1));
    expect(api.callsTo('POST /tool/gen/importTable')[0].query.get('tables')).toBe('sys_notice');
    expect(await screen.findByText('导入成功')).toBeTruthy();
  });

  it('previews each generated file in its own tab', async () => {
    api.on(
      'GET /tool/gen/preview/5',
      ok({
        data: {
          'server/src/modules/bll/links.schema.ts': 'export const LinksRow = 1;',
          'sql/bll-links.menu.sql': 'insert into sys_menu …',
        },
      }),
    );
    const row = await crud.showPageRow(<GenPage />, 'bll_links');

    fireEvent.click(within(row).getByRole('button', { name: /预\s*览/ }));
    const dialog = await findDialog('代码预览');
    expect(await within(dialog).findByText('export const LinksRow = 1;')).toBeTruthy();
    expect(within(dialog).getByText('server/src/modules/bll/links.schema.ts')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'bll-links.menu.sql' }));
    expect(await within(dialog).findByText('insert into sys_menu …')).toBeTruthy();
  });

  it('asks before it syncs a table with the database', async () => {
    api.on('GET /tool/gen/synchDb/bll_links', ok());
    const row = await crud.showPageRow(<GenPage />, 'bll_links');

    fireEvent.click(within(row).getByRole('button', { name: /同\s*步/ }));
    await crud.confirmPrompt('确认要强制同步"bll_links"表结构吗？');
    await waitFor(() => expect(api.callsTo('GET /tool/gen/synchDb/bll_links')).toHaveLength(1));
  });
});
