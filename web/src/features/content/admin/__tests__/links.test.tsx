import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOfOnlyCall, ok, setupApiServer } from '@/testing/api-server';
import * as crud from '@/testing/crud-page';
import { loginAs, normalDisable, renderPage, serveDicts } from '@/testing/render-page';
import LinksPage from '../pages/links/index';

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

const api = setupApiServer((api) => {
  serveDicts(api, { sys_normal_disable: normalDisable });
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

    const form = await crud.openAddForm('添加友情链接');
    crud.typeInto(form, '链接名称', '全国妇联');
    crud.typeInto(form, '链接地址', 'javascript:alert(1)');
    crud.confirmForm();
    expect(await within(form).findByText('链接地址必须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(api.callsTo('POST /content/links')).toHaveLength(0);

    crud.typeInto(form, '链接地址', 'https://www.women.org.cn');
    expect(await crud.submitForm(api, 'POST /content/links')).toMatchObject({
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
    const row = await crud.showPageRow(<LinksPage />, '教育部');
    fireEvent.click(within(row).getByRole('switch', { name: '状态' }));
    await crud.confirmPrompt('确认要"停用""教育部"链接吗？');
    expect(await bodyOfOnlyCall(api, 'PUT /content/links')).toMatchObject({
      id: 3,
      linkName: '教育部',
      linkUrl: 'http://www.moe.gov.cn',
      status: '1',
    });
    expect(await screen.findByText('停用成功')).toBeTruthy();
  });

  it('hides the buttons the user may not use', async () => {
    const row = await crud.showPageRow(<LinksPage />, '教育部', ['content:links:list']);
    crud.expectNoButtons(['新增']);
    crud.expectNoButtons(['修改'], row);
    expect(within(row).getByRole('switch', { name: '状态' })).toHaveProperty('disabled', true);
  });
});
