import { describe, expect, it } from 'vitest';
import { waitForWriteLogs, registerVisitor, rowsOf, rowsWhere, useStaffApp } from '../../../test/helper.js';

const { t, editor, call, exportSheet, writesNothing, expectStatus, rejects } = await useStaffApp();

const linkNamed = async (linkName: string) => (await rowsWhere(t.db, 'bllLinks', 'linkName', linkName))[0];

const footerNames = async () =>
  (await t.app.inject({ url: '/prod-api/api/bll/links/list' }))
    .json()
    .rows.map((row: { linkName: string }) => row.linkName);

describe('/content/links', () => {
  it('creates, reads, lists, updates and deletes a link, which the footer follows', async () => {
    const created = await call('POST', '/content/links', {
      linkName: ' 中国美术馆 ',
      linkEsName: 'National Art Museum of China',
      linkUrl: ' https://www.namoc.org/ ',
      sort: 7,
    });
    expect(created.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = (await linkNamed('中国美术馆'))!;
    expect(row).toMatchObject({ linkUrl: 'https://www.namoc.org/', sort: 7, status: '0', createBy: 'admin' });
    expect((await footerNames()).at(-1)).toBe('中国美术馆');

    const list = (await call('GET', '/content/links/list?linkName=美术&pageNum=1&pageSize=10')).json();
    expect(list).toMatchObject({ code: 200, total: 1, rows: [{ id: row.id, linkName: '中国美术馆' }] });
    const detail = (await call('GET', `/content/links/${row.id}`)).json();
    expect(detail.data).toMatchObject({ linkEsName: 'National Art Museum of China' });

    const disabled = await call('PUT', '/content/links', {
      id: row.id,
      linkName: '中国美术馆',
      linkUrl: 'http://www.namoc.org/',
      status: '1',
    });
    expect(disabled.json().code).toBe(200);
    expect(await linkNamed('中国美术馆')).toMatchObject({
      linkUrl: 'http://www.namoc.org/',
      status: '1',
      sort: 7,
      linkEsName: 'National Art Museum of China',
      updateBy: 'admin',
    });
    expect(await footerNames()).not.toContain('中国美术馆');
    expect((await call('GET', '/content/links/list?status=1')).json().rows).toHaveLength(1);

    expect((await call('DELETE', `/content/links/${row.id}`)).json().code).toBe(200);
    expect(await linkNamed('中国美术馆')).toBeUndefined();
    expect((await call('GET', `/content/links/${row.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/content/links', { id: row.id, linkName: 'x', linkUrl: 'https://x.org' }))
        .statusCode,
    ).toBe(404);
    await waitForWriteLogs(t.db, '友情链接');
  });

  it('lists in footer order and deletes several at once', async () => {
    const rows = (await call('GET', '/content/links/list')).json().rows as { id: number; sort: number }[];
    expect(rows.map((row) => row.sort)).toEqual([...rows.map((row) => row.sort)].sort((a, b) => a - b));
    await call('POST', '/content/links', { linkName: '甲', linkUrl: 'https://a.example', sort: 0 });
    await call('POST', '/content/links', { linkName: '乙', linkUrl: 'https://b.example', sort: 0 });
    const first = (await call('GET', '/content/links/list?pageSize=2')).json();
    expect(first.rows.map((row: { linkName: string }) => row.linkName)).toEqual(['甲', '乙']);
    const ids = first.rows.map((row: { id: number }) => row.id).join(',');
    expect((await call('DELETE', `/content/links/${ids}`)).json().code).toBe(200);
    expect(await linkNamed('甲')).toBeUndefined();
    expect(await linkNamed('乙')).toBeUndefined();
  });

  it('names the field in validation messages, takes http(s) addresses only and writes nothing', async () => {
    await writesNothing('bllLinks', async () => {
      await rejects('POST', '/content/links', [
        [{ linkUrl: 'https://a.example' }, '链接名称不能为空'],
        [{ linkName: '', linkUrl: 'https://a.example' }, '链接名称不能为空'],
        [{ linkName: 'x'.repeat(101), linkUrl: 'https://a.example' }, '链接名称长度不能超过100个字符'],
        [
          { linkName: 'x', linkEsName: 'x'.repeat(201), linkUrl: 'https://a.example' },
          '英文名称长度不能超过200个字符',
        ],
        [{ linkName: 'x' }, '链接地址不能为空'],
        [{ linkName: 'x', linkUrl: `https://a.example/${'x'.repeat(500)}` }, '链接地址长度不能超过500个字符'],
        [{ linkName: 'x', linkUrl: 'https://a.example', sort: -1 }, '显示排序不能小于0'],
        [{ linkName: 'x', linkUrl: 'https://a.example', status: '2' }, '状态取值不正确'],
      ]);
      const notHttp = '链接地址必须以 http:// 或 https:// 开头';
      await rejects(
        'POST',
        '/content/links',
        ['javascript:alert(1)', 'www.example.org', '/index', 'ftp://files.example', 'https://'].map(
          (linkUrl) => [{ linkName: '坏链接', linkUrl }, notHttp],
        ),
      );
      const existing = (await call('GET', '/content/links/list?pageSize=1')).json().rows[0];
      await rejects('PUT', '/content/links', [[{ ...existing, linkUrl: 'javascript:alert(1)' }, notHttp]]);
      expect((await call('GET', `/content/links/${existing.id}`)).json().data.linkUrl).toBe(existing.linkUrl);
    });
  });

  it('exports an xlsx with Chinese headers, by GET and by form POST', async () => {
    const sheet = await exportSheet('/content/links/export?linkName=文化和旅游部');
    expect(rowsOf(sheet)).toEqual([
      ['链接编号', '链接名称', '英文名称', '链接地址', '显示排序', '状态', '创建时间', '备注'],
      expect.arrayContaining([
        '文化和旅游部',
        'Ministry of Culture and Tourism',
        'https://www.mct.gov.cn/',
        '正常',
      ]),
    ]);
    expect((await exportSheet('/content/links/export', 'status=0&pageNum=1')).rowCount).toBeGreaterThan(1);
  });

  it('lets the editor manage links; a visitor gets 403 and nothing changes', async () => {
    const created = await call(
      'POST',
      '/content/links',
      { linkName: '编辑链接', linkUrl: 'https://e.example' },
      editor,
    );
    expect(created.json().code).toBe(200);
    const row = (await linkNamed('编辑链接'))!;
    expect(row.createBy).toBe('editor');

    const visitor = await registerVisitor(t);
    await writesNothing('bllLinks', () =>
      expectStatus(visitor, 403, [
        ['GET', '/content/links/list'],
        ['POST', '/content/links', { linkName: '访客链接', linkUrl: 'https://v.example' }],
        ['DELETE', `/content/links/${row.id}`],
      ]),
    );
    expect((await call('DELETE', `/content/links/${row.id}`, undefined, editor)).json().code).toBe(200);
  });
});
