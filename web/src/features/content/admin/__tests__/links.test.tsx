import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import { dictOf, loginAs, renderPage } from '@/testing/render-page';
import LinksPage from '../pages/links/index';

const api = setupApiServer();

const link = {
  id: 3,
  linkName: '教育部',
  linkEsName: 'Ministry of Education',
  linkUrl: 'http://www.moe.gov.cn',
  sort: 1,
  status: '0',
  createTime: '2026-01-01 10:00:00',
  remark: '',
};

beforeEach(() => {
  api.on(
    'GET /system/dict/data/type/sys_normal_disable',
    ok({ data: dictOf(['0', '正常', 'primary'], ['1', '停用', 'danger']) }),
  );
  api.on('GET /content/links/list', ok({ total: 1, rows: [link] }));
});

describe('content/links/index', () => {
  it('refuses an address that is not http(s), then adds the link', async () => {
    api.on('POST /content/links', ok());
    loginAs();
    renderPage(<LinksPage />);
    const name = await screen.findByRole('link', { name: 'http://www.moe.gov.cn' }, { timeout: 60_000 });
    expect(name.getAttribute('target')).toBe('_blank');
    const before = api.callsTo('GET /content/links/list').length;

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByRole('form', { name: '添加友情链接' });
    fireEvent.change(within(form).getByLabelText('链接名称'), { target: { value: '全国妇联' } });
    fireEvent.change(within(form).getByLabelText('链接地址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(form).findByText('链接地址必须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(api.callsTo('POST /content/links')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('链接地址'), {
      target: { value: 'https://www.women.org.cn' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('POST /content/links')).toHaveLength(1));
    expect(api.callsTo('POST /content/links')[0].body).toMatchObject({
      linkName: '全国妇联',
      linkUrl: 'https://www.women.org.cn',
      sort: 0,
      status: '0',
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /content/links/list').length).toBeGreaterThan(before));
  });

  it('disables a link from its status switch with the whole row', async () => {
    api.on('PUT /content/links', ok());
    loginAs();
    renderPage(<LinksPage />);
    const row = (await screen.findByText('教育部', {}, { timeout: 60_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('switch', { name: '状态' }));
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    expect(within(dialog).getByText('确认要"停用""教育部"链接吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.callsTo('PUT /content/links')).toHaveLength(1));
    expect(api.callsTo('PUT /content/links')[0].body).toMatchObject({
      id: 3,
      linkName: '教育部',
      linkUrl: 'http://www.moe.gov.cn',
      status: '1',
    });
    expect(await screen.findByText('停用成功')).toBeTruthy();
  });

  it('hides the buttons the user may not use', async () => {
    loginAs(['content:links:list']);
    renderPage(<LinksPage />);
    const row = (await screen.findByText('教育部', {}, { timeout: 60_000 })).closest('tr')!;
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(within(row).getByRole('switch', { name: '状态' })).toHaveProperty('disabled', true);
  });
});
