import { describe, expect, it } from 'vitest';
import { formatTime } from '../../http/time.js';
import {
  countRows,
  type Method,
  waitForWriteLogs,
  registerVisitor,
  rowsOf,
  rowsWhere,
  useStaffApp,
} from '../../../test/helper.js';

const { t, editor, call, exportSheet, writesNothing, expectStatus, rejects } = await useStaffApp();
/** A category of this file's own, so lists hold only the articles written here. */
await call('POST', '/content/articleType', { parentId: 20, bllName: '文章测试', bllType: 2 });
const [{ id: typeId }] = await rowsWhere(t.db, 'bllArticleType', 'bllName', '文章测试');

/** Creates an article in this file's category (a draft unless told) and gives its id. */
async function createArticle(fields: Record<string, unknown> = {}): Promise<number> {
  const articleName = String(fields.articleName ?? `文章${Math.random().toString(36).slice(2, 8)}`);
  const response = await call('POST', '/content/article', { typeId, ...fields, articleName });
  expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
  const rows = await rowsWhere(t.db, 'bllArticle', 'articleName', articleName.trim());
  return Math.max(...rows.map((row) => row.id));
}

const stored = async (id: number) => (await rowsWhere(t.db, 'bllArticle', 'id', id))[0];

const publicArticle = (id: number) => t.app.inject({ url: `/prod-api/api/bll/article/${id}` });
const publicListIds = async (query: string) =>
  (await t.app.inject({ url: `/prod-api/api/bll/article/list?${query}` }))
    .json()
    .rows.map((row: { id: number }) => row.id);
const listIds = async (query: string) =>
  (await call('GET', `/content/article/list?typeId=${typeId}&${query}`))
    .json()
    .rows.map((row: { id: number }) => row.id);

describe('/content/article', () => {
  it('creates, reads, lists, updates and deletes an article, logging the writes', async () => {
    const id = await createArticle({
      articleName: ' 年会通知 ',
      articleEsName: 'Annual meeting',
      summary: '摘要',
      summaryEs: 'Summary',
      content: '<p>正文</p>',
      contentEs: '<p>Body</p>',
      cover: '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png',
      author: '秘书处',
      source: '本会',
    });
    expect(await stored(id)).toMatchObject({
      typeId,
      articleName: '年会通知',
      status: '1',
      isTop: '0',
      publishTime: null,
      viewCount: 0,
      delFlag: '0',
      createBy: 'admin',
    });

    const detail = (await call('GET', `/content/article/${id}`)).json().data;
    expect(detail).toMatchObject({
      id,
      typeName: '文章测试',
      articleEsName: 'Annual meeting',
      content: '<p>正文</p>',
      contentEs: '<p>Body</p>',
      cover: '/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png',
    });

    const list = (await call('GET', `/content/article/list?typeId=${typeId}&articleName=年会`)).json();
    expect(list).toMatchObject({ code: 200, total: 1, rows: [{ id, typeName: '文章测试', status: '1' }] });
    expect(list.rows[0]).not.toHaveProperty('content');
    expect(list.rows[0]).not.toHaveProperty('contentEs');

    // Fields left out of a change keep their value; a demo article's own cover picture is kept.
    const updated = await call('PUT', '/content/article', {
      id,
      typeId,
      articleName: '年会通知（更新）',
      isTop: '1',
      cover: '/images/covers/bamboo.jpg',
    });
    expect(updated.json().code).toBe(200);
    expect(await stored(id)).toMatchObject({
      articleName: '年会通知（更新）',
      isTop: '1',
      cover: '/images/covers/bamboo.jpg',
      content: '<p>正文</p>',
      author: '秘书处',
      updateBy: 'admin',
    });

    expect((await call('DELETE', `/content/article/${id}`)).json().code).toBe(200);
    expect(await stored(id)).toMatchObject({ delFlag: '2' });
    expect((await call('GET', `/content/article/${id}`)).statusCode).toBe(404);
    expect(await listIds('')).not.toContain(id);
    expect((await call('PUT', '/content/article', { id, typeId, articleName: 'x' })).statusCode).toBe(404);

    await waitForWriteLogs(t.db, '文章管理');
  });

  it('keeps a draft from visitors until it is published, and withdrawing hides it again', async () => {
    const id = await createArticle({ articleName: '草稿文章', content: '<p>草稿正文</p>' });
    expect((await publicArticle(id)).statusCode).toBe(404);
    expect(await publicListIds(`typeId=${typeId}`)).not.toContain(id);
    expect(await publicListIds('articleName=草稿文章')).not.toContain(id);

    const before = formatTime();
    const published = await call('PUT', '/content/article/changeStatus', { id, status: '0' });
    expect(published.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = await stored(id);
    expect(row.status).toBe('0');
    // Published without a time: it is published now.
    expect(row.publishTime! >= before && row.publishTime! <= formatTime()).toBe(true);
    const visible = await publicArticle(id);
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data).toMatchObject({ id, articleName: '草稿文章', content: '<p>草稿正文</p>' });
    expect(await publicListIds(`typeId=${typeId}`)).toContain(id);

    await call('PUT', '/content/article/changeStatus', { id, status: '1' });
    expect((await publicArticle(id)).statusCode).toBe(404);
    expect(await publicListIds(`typeId=${typeId}`)).not.toContain(id);
    // Withdrawing keeps the publish time.
    expect((await stored(id)).publishTime).toBe(row.publishTime);
  });

  it('keeps a publish time that was set and gives one to an article published on save', async () => {
    const dated = await createArticle({ status: '0', publishTime: '2025-03-01 08:00:00' });
    expect(await stored(dated)).toMatchObject({ status: '0', publishTime: '2025-03-01 08:00:00' });
    const now = await createArticle({ status: '0', publishTime: '' });
    expect((await stored(now)).publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Clearing the time of a published article publishes it now; a draft may have none.
    await call('PUT', '/content/article', { id: dated, typeId, articleName: '改时间', publishTime: null });
    expect((await stored(dated)).publishTime).not.toBe('2025-03-01 08:00:00');
    const draft = await createArticle({ publishTime: '2025-03-01 08:00:00' });
    await call('PUT', '/content/article', { id: draft, typeId, articleName: '草稿去时间', publishTime: '' });
    expect((await stored(draft)).publishTime).toBeNull();
  });

  it('removes scripts from saved HTML, in both languages, whatever the route', async () => {
    const id = await createArticle({
      articleName: '带脚本的文章',
      status: '0',
      content:
        '<p>正文<script>alert(1)</script></p><img src="/prod-api/profile/upload/a.png" onerror="alert(1)" alt="图"><a href="javascript:alert(1)">链接</a>',
      contentEs: '<p onclick="x()">Body</p><iframe src="https://evil.example"></iframe>',
    });
    const expected = '<p>正文</p><img src="/prod-api/profile/upload/a.png" alt="图" /><a>链接</a>';
    expect((await call('GET', `/content/article/${id}`)).json().data).toMatchObject({
      content: expected,
      contentEs: '<p>Body</p>',
    });
    expect((await publicArticle(id)).json().data).toMatchObject({
      content: expected,
      contentEs: '<p>Body</p>',
    });

    await call('PUT', '/content/article', {
      id,
      typeId,
      articleName: '带脚本的文章',
      contentEs: '<h2>Title</h2><p style="text-align: center">ok<img src=x onerror=alert(1)></p>',
    });
    const row = await stored(id);
    expect(row.contentEs).toBe('<h2>Title</h2><p style="text-align:center">ok<img src="x" /></p>');
    expect(row.content).toBe(expected);
    for (const html of [row.content, row.contentEs]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
  });

  it('takes deleted articles off the public site', async () => {
    const first = await createArticle({ status: '0' });
    const second = await createArticle({ status: '0' });
    expect((await publicArticle(first)).statusCode).toBe(200);
    expect((await call('DELETE', `/content/article/${first},${second}`)).json().code).toBe(200);
    for (const id of [first, second]) {
      expect((await publicArticle(id)).statusCode).toBe(404);
      expect(await publicListIds(`typeId=${typeId}`)).not.toContain(id);
      expect((await call('PUT', '/content/article/changeStatus', { id, status: '0' })).statusCode).toBe(404);
    }
  });

  it('filters by type, status, pin, name in either language and publish time, pinned then newest first', async () => {
    const [{ id: otherType }] = await rowsWhere(t.db, 'bllArticleType', 'bllName', '行业资讯');
    const base = { status: '0' };
    const old = await createArticle({ ...base, articleName: '旧闻', publishTime: '2024-01-10 10:00:00' });
    const pinned = await createArticle({
      ...base,
      articleName: '置顶',
      isTop: '1',
      publishTime: '2024-01-05 10:00:00',
    });
    const recent = await createArticle({
      ...base,
      articleName: '新闻',
      articleEsName: 'Fresh NEWS',
      publishTime: '2024-02-20 10:00:00',
    });
    const draft = await createArticle({ articleName: '草稿' });
    const elsewhere = await createArticle({ typeId: otherType, articleName: '别处的新闻' });
    await t.db.updateTable('bllArticle').set({ viewCount: 50 }).where('id', '=', old).execute();

    const mine = [old, pinned, recent, draft];
    const all = (await listIds('pageSize=100')).filter((id: number) => mine.includes(id));
    expect(all).toEqual([pinned, recent, old, draft]);
    expect(await listIds('pageSize=100')).not.toContain(elsewhere);

    expect(await listIds('status=1')).toContain(draft);
    expect(await listIds('status=1')).not.toContain(recent);
    expect(await listIds('isTop=1')).toEqual([pinned]);
    expect(await listIds('articleName=fresh news')).toEqual([recent]);
    expect(await listIds('articleName=新闻')).toEqual([recent]);
    const everywhere = (await call('GET', '/content/article/list?articleName=新闻&pageSize=100')).json();
    expect(everywhere.rows.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([recent, elsewhere]),
    );
    expect(
      await listIds('params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31&status=0&isTop='),
    ).toEqual([pinned, old]);
    const byViews = await listIds(
      'orderByColumn=viewCount&isAsc=descending&params%5BbeginTime%5D=2024-01-01',
    );
    expect(byViews[0]).toBe(old);
    // A column outside the list of sortable ones falls back to the usual order.
    const unsortable = (await listIds('orderByColumn=content&pageSize=100')).filter((id: number) =>
      mine.includes(id),
    );
    expect(unsortable).toEqual([pinned, recent, old, draft]);
    const page = (
      await call('GET', `/content/article/list?typeId=${typeId}&pageNum=2&pageSize=1&status=0`)
    ).json();
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it('names the field in validation messages and writes nothing', async () => {
    const before = await countRows(t.db, 'bllArticle');
    await rejects('POST', '/content/article', [
      [{ articleName: '无分类' }, '所属分类不能为空'],
      [{ typeId }, '文章标题不能为空'],
      [{ typeId, articleName: '' }, '文章标题不能为空'],
      [{ typeId, articleName: 'x'.repeat(256) }, '文章标题长度不能超过255个字符'],
      [{ typeId, articleName: 'x', articleEsName: 'x'.repeat(256) }, '英文标题长度不能超过255个字符'],
      [{ typeId, articleName: 'x', summary: 'x'.repeat(501) }, '摘要长度不能超过500个字符'],
      [{ typeId, articleName: 'x', summaryEs: 'x'.repeat(1001) }, '英文摘要长度不能超过1000个字符'],
      [{ typeId, articleName: 'x', content: 'x'.repeat(1_000_001) }, '正文长度不能超过1000000个字符'],
      [{ typeId, articleName: 'x', cover: 'https://evil.example/a.png' }, '封面格式不正确'],
      [{ typeId, articleName: 'x', cover: '/profile/upload/../../etc/passwd' }, '封面格式不正确'],
      [{ typeId, articleName: 'x', cover: '/images/../index.html' }, '封面格式不正确'],
      [{ typeId, articleName: 'x', author: 'x'.repeat(65) }, '作者长度不能超过64个字符'],
      [{ typeId, articleName: 'x', source: 'x'.repeat(101) }, '来源长度不能超过100个字符'],
      [{ typeId, articleName: 'x', publishTime: '2025-13-01 00:00:00' }, '发布时间取值不正确'],
      [{ typeId, articleName: 'x', publishTime: '2025-01-01' }, '发布时间取值不正确'],
      [{ typeId, articleName: 'x', status: '2' }, '发布状态取值不正确'],
      [{ typeId, articleName: 'x', isTop: 'Y' }, '是否置顶取值不正确'],
      [{ typeId: 999999, articleName: '分类不存在' }, '所属分类不存在'],
    ]);
    const id = await createArticle({ articleName: '原标题' });
    const bad = await call('PUT', '/content/article', { id, typeId: 999999, articleName: '新标题' });
    expect(bad.json().msg).toBe('所属分类不存在');
    const badStatus = await call('PUT', '/content/article/changeStatus', { id, status: '3' });
    expect(badStatus.json().msg).toBe('发布状态取值不正确');
    expect(await stored(id)).toMatchObject({ articleName: '原标题', status: '1' });
    expect(await countRows(t.db, 'bllArticle')).toBe(before + 1);
  });

  it('refuses NUL bytes in text and ids beyond an id column with {code, msg}, touching nothing', async () => {
    const id = await createArticle({ articleName: '留存文章' });
    const refusals: [Method, string, object | undefined, string][] = [
      ['GET', '/content/article/list?articleName=%00', undefined, '文章标题格式不正确'],
      ['GET', '/content/article/export?articleName=a%00', undefined, '文章标题格式不正确'],
      ['POST', '/content/article', { typeId, articleName: 'a\u0000b' }, '文章标题格式不正确'],
      [
        'PUT',
        '/content/article',
        { id, typeId, articleName: 'x', contentEs: '\u0000' },
        '英文正文格式不正确',
      ],
      ['GET', '/content/article/2147483648', undefined, '文章编号不能大于2147483647'],
      ['GET', '/content/article/12345678901234567890', undefined, '文章编号不能大于2147483647'],
      ['DELETE', '/content/article/2147483648', undefined, '编号不正确'],
      ['DELETE', `/content/article/${id},2147483648`, undefined, '编号不正确'],
      ['DELETE', '/content/article/12345678901234567890', undefined, '文章编号格式不正确'],
    ];
    await writesNothing('bllArticle', async () => {
      for (const [method, url, payload, msg] of refusals) {
        const response = await call(method, url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ code: 400, msg });
      }
    });
    expect(await stored(id)).toMatchObject({ articleName: '留存文章', delFlag: '0' });
  });

  it('exports an xlsx with Chinese headers and labels, by GET and by form POST', async () => {
    await createArticle({
      articleName: '导出文章',
      status: '0',
      isTop: '1',
      publishTime: '2025-05-01 09:00:00',
    });
    const sheet = await exportSheet(`/content/article/export?typeId=${typeId}&articleName=导出文章`);
    expect(rowsOf(sheet)).toEqual([
      [
        '文章编号',
        '所属分类',
        '文章标题',
        '英文标题',
        '作者',
        '来源',
        '发布时间',
        '发布状态',
        '是否置顶',
        '浏览量',
        '创建时间',
      ],
      expect.arrayContaining(['文章测试', '导出文章', '2025-05-01 09:00:00', '已发布', '是', 0]),
    ]);
    const posted = await exportSheet(
      '/content/article/export',
      `typeId=${typeId}&status=0&pageNum=1&pageSize=10`,
    );
    expect(posted.rowCount).toBeGreaterThan(1);
  });

  it('lets the editor manage articles; a visitor gets 403 and nothing changes', async () => {
    const id = await createArticle({ articleName: '编辑的文章' });
    await expectStatus(editor, 200, [
      ['GET', `/content/article/list?typeId=${typeId}`],
      ['GET', `/content/article/${id}`],
      ['POST', '/content/article', { typeId, articleName: '编辑新增' }],
      ['PUT', '/content/article', { id, typeId, articleName: '编辑修改' }],
      ['PUT', '/content/article/changeStatus', { id, status: '0' }],
      ['GET', `/content/article/export?typeId=${typeId}`],
    ]);
    expect(await stored(id)).toMatchObject({ articleName: '编辑修改', status: '0', updateBy: 'editor' });

    const visitor = await registerVisitor(t);
    await writesNothing('bllArticle', () =>
      expectStatus(visitor, 403, [
        ['GET', '/content/article/list'],
        ['GET', `/content/article/${id}`],
        ['POST', '/content/article', { typeId, articleName: '访客新增' }],
        ['PUT', '/content/article/changeStatus', { id, status: '1' }],
        ['DELETE', `/content/article/${id}`],
      ]),
    );
    expect(await stored(id)).toMatchObject({ status: '0', delFlag: '0' });
    expect((await call('DELETE', `/content/article/${id}`, undefined, editor)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ delFlag: '2' });
  });
});
