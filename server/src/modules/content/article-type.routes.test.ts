import { describe, expect, it } from 'vitest';
import {
  countRows,
  waitForWriteLogs,
  registerVisitor,
  rowsOf,
  rowsWhere,
  useStaffApp,
} from '../../../test/helper.js';

const { t, editor, call, exportSheet, writesNothing, expectStatus, rejects } = await useStaffApp();

/** The newest type of that name. */
const typeNamed = async (bllName: string) =>
  (await rowsWhere(t.db, 'bllArticleType', 'bllName', bllName)).sort((a, b) => b.id - a.id)[0];

/** Creates a type (a category under 资讯公告 20 unless told) and gives its id. */
async function createType(fields: Record<string, unknown> = {}): Promise<number> {
  const bllName = String(fields.bllName ?? `分类${Math.random().toString(36).slice(2, 8)}`);
  const response = await call('POST', '/content/articleType', {
    parentId: 20,
    bllType: 2,
    ...fields,
    bllName,
  });
  expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
  return (await typeNamed(bllName))!.id;
}

/** Puts type `id` under `parentId` with the name `bllName` (PUT, as the edit dialog saves). */
const placeType = (id: number, parentId: number, bllName: string, bllType = 2) =>
  call('PUT', '/content/articleType', { id, parentId, bllName, bllType });

interface Node {
  id: number;
  label: string;
  children?: Node[];
}
const findNode = (nodes: Node[], id: number): Node | undefined =>
  nodes.map((node) => (node.id === id ? node : findNode(node.children ?? [], id))).find(Boolean);

describe('/content/articleType', () => {
  it('creates, reads, lists, moves, updates and deletes a type, logging the writes', async () => {
    const created = await call('POST', '/content/articleType', {
      parentId: 20,
      bllName: ' 会员风采 ',
      bllEsName: 'Member stories',
      bllType: 2,
      indexArea: 3,
      sort: 4,
    });
    expect(created.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = (await typeNamed('会员风采'))!;
    expect(row).toMatchObject({
      parentId: 20,
      bllEsName: 'Member stories',
      bllType: 2,
      bllValue: '',
      indexArea: 3,
      menuFlag: '1',
      sort: 4,
      status: '0',
      createBy: 'admin',
    });

    const list = (await call('GET', '/content/articleType/list?bllName=风采')).json();
    expect(list).toMatchObject({ code: 200, data: [{ id: row.id, bllName: '会员风采' }] });
    const detail = (await call('GET', `/content/articleType/${row.id}`)).json();
    expect(detail.data).toMatchObject({ id: row.id, parentId: 20, indexArea: 3 });

    // Moving it under 本会概况 (86), leaving out the home block.
    const moved = await call('PUT', '/content/articleType', {
      id: row.id,
      parentId: 86,
      bllName: '会员风采',
      bllType: 2,
      indexArea: null,
    });
    expect(moved.json().code).toBe(200);
    const after = (await typeNamed('会员风采'))!;
    expect(after).toMatchObject({ parentId: 86, indexArea: null, sort: 4, bllEsName: 'Member stories' });
    expect(after.updateBy).toBe('admin');
    const tree = (await call('GET', '/content/articleType/treeselect')).json().data as Node[];
    expect(findNode(tree, 86)?.children?.map((child) => child.id)).toContain(row.id);
    expect(findNode(tree, 20)?.children?.map((child) => child.id)).not.toContain(row.id);
    const publicMenu = (await t.app.inject({ url: '/prod-api/api/bll/article_type/treeList' })).json().data;
    const about = publicMenu.find((item: { id: number }) => item.id === 86);
    expect(about.children.map((child: { id: number }) => child.id)).toContain(row.id);

    expect((await call('DELETE', `/content/articleType/${row.id}`)).json().code).toBe(200);
    expect(await typeNamed('会员风采')).toBeUndefined();
    expect((await call('GET', `/content/articleType/${row.id}`)).statusCode).toBe(404);
    await waitForWriteLogs(t.db, '文章分类');
  });

  it('lists every type flat, parents first in menu order, filtered by name, status and menu flag', async () => {
    const all = (await call('GET', '/content/articleType/list')).json().data as {
      id: number;
      parentId: number;
      sort: number;
    }[];
    expect(all.length).toBe(await countRows(t.db, 'bllArticleType'));
    const keys = all.map((row) => [row.parentId, row.sort, row.id]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    expect(keys).toEqual(sorted);
    expect(all.slice(0, 3).map((row) => row.id)).toEqual([1, 86, 20]);

    const hidden = await createType({ status: '1', menuFlag: '0' });
    const disabled = (await call('GET', '/content/articleType/list?status=1')).json().data;
    expect(disabled.map((row: { id: number }) => row.id)).toEqual([hidden]);
    const notInMenu = (await call('GET', '/content/articleType/list?menuFlag=0&status=')).json().data;
    expect(notInMenu.map((row: { id: number }) => row.id)).toEqual([hidden]);
    // Disabled types still show in the staff tree, where they can be edited.
    const tree = (await call('GET', '/content/articleType/treeselect')).json().data as Node[];
    expect(findNode(tree, hidden)).toBeDefined();
  });

  it('names the field in validation messages and writes nothing', async () => {
    await writesNothing('bllArticleType', () =>
      rejects('POST', '/content/articleType', [
        [{ bllType: 2 }, '分类名称不能为空'],
        [{ bllName: '', bllType: 2 }, '分类名称不能为空'],
        [{ bllName: 'x'.repeat(101), bllType: 2 }, '分类名称长度不能超过100个字符'],
        [{ bllName: '新分类', bllEsName: 'e'.repeat(201), bllType: 2 }, '英文名称长度不能超过200个字符'],
        [{ bllName: '新分类' }, '分类类型不能为空'],
        [{ bllName: '新分类', bllType: 5 }, '分类类型不能大于4'],
        [{ bllName: '新分类', bllType: 0 }, '分类类型不能小于1'],
        [{ bllName: '新分类', bllType: 2, bllValue: 'v'.repeat(256) }, '分类值长度不能超过255个字符'],
        [{ bllName: '新分类', bllType: 2, indexArea: 'x' }, '首页区块类型不正确'],
        [{ bllName: '新分类', bllType: 2, menuFlag: '2' }, '菜单显示取值不正确'],
        [{ bllName: '新分类', bllType: 2, sort: -1 }, '显示排序不能小于0'],
        [{ bllName: '新分类', bllType: 2, status: '9' }, '状态取值不正确'],
        [{ bllName: '新分类', bllType: 2, parentId: 999999 }, "新增分类'新分类'失败，上级分类不存在"],
      ]),
    );
  });

  it('keeps sibling names unique, allowing the same name under another parent', async () => {
    const duplicate = await call('POST', '/content/articleType', {
      parentId: 20,
      bllName: '协会动态',
      bllType: 2,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().msg).toBe("新增分类'协会动态'失败，分类名称已存在");

    const elsewhere = await createType({ parentId: 30, bllName: '协会动态' });
    const rename = await placeType(elsewhere, 30, '国家政策');
    expect(rename.json().msg).toBe("修改分类'国家政策'失败，分类名称已存在");
    // Moving it next to its namesake is a rename into a taken name too.
    const move = await placeType(elsewhere, 20, '协会动态');
    expect(move.json().msg).toBe("修改分类'协会动态'失败，分类名称已存在");
    expect((await call('GET', `/content/articleType/${elsewhere}`)).json().data.parentId).toBe(30);
  });

  it('refuses to move a type under itself or one of its descendants', async () => {
    const parent = await createType({ parentId: 0, bllName: '移动测试', bllType: 1 });
    const child = await createType({ parentId: parent, bllName: '移动子级' });
    const grandchild = await createType({ parentId: child, bllName: '移动孙级' });
    for (const parentId of [parent, child, grandchild]) {
      const response = await placeType(parent, parentId, '移动测试', 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe("修改分类'移动测试'失败，上级分类不能是自己或下级分类");
    }
    expect((await call('GET', `/content/articleType/${parent}`)).json().data.parentId).toBe(0);
    // A subtree moves as a whole under an unrelated parent.
    const ok = await placeType(child, 30, '移动子级');
    expect(ok.json().code).toBe(200);
    expect((await call('GET', `/content/articleType/${grandchild}`)).json().data.parentId).toBe(child);
  });

  it('takes a site path or an http(s) address as the value of a link type', async () => {
    for (const bllValue of ['', 'evaluate', '//evil.example', 'javascript:alert(1)', 'ftp://x.example']) {
      const response = await call('POST', '/content/articleType', {
        bllName: '外部链接',
        bllType: 4,
        bllValue,
      });
      expect(response.statusCode, bllValue).toBe(400);
      expect(response.json().msg).toBe(
        '链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头',
      );
    }
    expect(await typeNamed('外部链接')).toBeUndefined();
    await createType({ bllName: '站内链接', bllType: 4, bllValue: '/trainingEvent' });
    await createType({ bllName: '外部链接', bllType: 4, bllValue: 'https://www.mct.gov.cn/' });
    expect((await typeNamed('外部链接'))!.bllValue).toBe('https://www.mct.gov.cn/');
  });

  it('refuses to delete a built-in type, a type with sub-types or with articles', async () => {
    for (const id of [13, 85, 86]) {
      const response = await call('DELETE', `/content/articleType/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('内置分类不能删除');
    }
    const parent = await createType({ bllName: '删除测试' });
    await createType({ parentId: parent, bllName: '删除子级' });
    const withChild = await call('DELETE', `/content/articleType/${parent}`);
    expect(withChild.json().msg).toBe('存在下级分类,不允许删除');

    const holder = await createType({ bllName: '有文章的分类' });
    await call('POST', '/content/article', { typeId: holder, articleName: '分类下的文章' });
    const [article] = await rowsWhere(t.db, 'bllArticle', 'articleName', '分类下的文章');
    const withArticle = await call('DELETE', `/content/articleType/${holder}`);
    expect(withArticle.statusCode).toBe(400);
    expect(withArticle.json().msg).toBe('分类下存在文章,不允许删除');
    expect(await typeNamed('有文章的分类')).toBeDefined();

    // Once its articles are deleted, the type goes (and the deleted articles with it).
    await call('DELETE', `/content/article/${article.id}`);
    expect((await call('DELETE', `/content/articleType/${holder}`)).json().code).toBe(200);
    expect(await typeNamed('有文章的分类')).toBeUndefined();
    expect((await call('DELETE', '/content/articleType/999999')).statusCode).toBe(404);
  });

  it('exports an xlsx with Chinese headers and labels, by GET and by form POST', async () => {
    const sheet = await exportSheet('/content/articleType/export?bllName=能力评价');
    expect(rowsOf(sheet)).toEqual([
      [
        '分类编号',
        '上级分类',
        '分类名称',
        '英文名称',
        '分类类型',
        '分类值',
        '首页区块',
        '菜单显示',
        '显示排序',
        '状态',
        '创建时间',
        '备注',
      ],
      expect.arrayContaining([85, 0, '能力评价', '链接', '/evaluate', '是', '正常']),
      expect.any(Array),
    ]);
    const posted = await exportSheet('/content/articleType/export', 'bllName=%E4%BC%9A%E5%91%98&pageNum=1');
    expect(posted.rowCount).toBeGreaterThan(1);
  });

  it('lets the editor manage types; a visitor gets 403 and nothing changes', async () => {
    expect((await call('GET', '/content/articleType/list', undefined, editor)).statusCode).toBe(200);
    expect((await call('GET', '/content/articleType/treeselect', undefined, editor)).statusCode).toBe(200);
    const created = await call(
      'POST',
      '/content/articleType',
      { parentId: 40, bllName: '编辑新增', bllType: 2 },
      editor,
    );
    expect(created.json().code).toBe(200);
    expect((await typeNamed('编辑新增'))!.createBy).toBe('editor');

    const visitor = await registerVisitor(t);
    await writesNothing('bllArticleType', () =>
      expectStatus(visitor, 403, [
        ['GET', '/content/articleType/list'],
        ['GET', '/content/articleType/treeselect'],
        ['POST', '/content/articleType', { parentId: 40, bllName: '访客新增', bllType: 2 }],
      ]),
    );
    expect((await t.app.inject({ url: '/prod-api/content/articleType/list' })).statusCode).toBe(401);
  });
});
