import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSetting, useTestApp } from '../../../test/helper.js';
import type { BllArticleTable } from './content.table.js';

// The base seed (menu tree, settings) without demo articles: each test file writes the articles
// it reads, so every expectation below follows from data visible here.

const t = await useTestApp({ demo: false });
let nextId = 1000;

/** Writes a published article (in 协会新闻, type 21, unless `fields` say otherwise) and gives its id. */
async function article(fields: Partial<Insertable<BllArticleTable>> = {}): Promise<number> {
  nextId += 1;
  await t.db
    .insertInto('bllArticle')
    .values({
      id: nextId,
      typeId: 21,
      articleName: `文章${nextId}`,
      articleEsName: `Article ${nextId}`,
      content: `<p>正文${nextId}</p>`,
      contentEs: `<p>Body ${nextId}</p>`,
      publishTime: '2026-01-01 09:00:00',
      status: '0',
      ...fields,
    })
    .execute();
  return nextId;
}

const get = async (url: string) => {
  const response = await t.app.inject({ url: `/prod-api${url}` });
  return { status: response.statusCode, body: response.json() };
};

/** Fails unless `url` answers 400 with a message naming `field`. */
async function refusesNaming(url: string, field: string) {
  const { status, body } = await get(url);
  expect(status).toBe(400);
  expect(body.msg).toContain(field);
}

describe('GET /api/bll/article_type/treeList', () => {
  it('answers the menu as a tree in sort order with both language names', async () => {
    const { status, body } = await get('/api/bll/article_type/treeList?menuFlag=1');
    expect(status).toBe(200);
    expect(body.data.map((item: { id: number }) => item.id)).toEqual([1, 86, 20, 30, 13, 85, 40]);
    const about = body.data[1];
    expect(about).toMatchObject({ bllName: '本会概况', bllEsName: 'About us', bllType: 1, parentId: 0 });
    expect(about.children.map((c: { bllName: string }) => c.bllName)).toEqual([
      '协会简介',
      '协会章程',
      '组织机构',
      '联系我们',
    ]);
    const evaluation = body.data.find((item: { id: number }) => item.id === 85);
    expect(evaluation).toMatchObject({
      bllName: '能力评价',
      bllEsName: '',
      bllType: 4,
      bllValue: '/evaluate',
    });
    expect(evaluation.children[0]).toMatchObject({ id: 91, indexArea: 9, bllValue: '/trainingEvent' });
  });

  it('leaves out disabled types and items not flagged as menu', async () => {
    await t.db.updateTable('bllArticleType').set({ status: '1' }).where('id', '=', 23).execute();
    await t.db.updateTable('bllArticleType').set({ menuFlag: '0' }).where('id', '=', 40).execute();
    try {
      const menu = (await get('/api/bll/article_type/treeList?menuFlag=1')).body.data;
      expect(menu.map((item: { id: number }) => item.id)).not.toContain(40);
      const news = menu.find((item: { id: number }) => item.id === 20);
      expect(news.children.map((c: { id: number }) => c.id)).toEqual([21, 22]);
      const all = (await get('/api/bll/article_type/treeList')).body.data;
      expect(all.map((item: { id: number }) => item.id)).toContain(40);
    } finally {
      await t.db
        .updateTable('bllArticleType')
        .set({ status: '0', menuFlag: '1' })
        .where('id', 'in', [23, 40])
        .execute();
    }
  });

  it('refuses a menuFlag other than 0 or 1 with a message naming it', async () => {
    await refusesNaming('/api/bll/article_type/treeList?menuFlag=x', '菜单标志');
  });
});

describe('GET /api/bll/article_type/list', () => {
  it('answers the types directly under a parent, flat', async () => {
    const top = (await get('/api/bll/article_type/list?parentId=0')).body.data;
    expect(top.map((item: { id: number }) => item.id)).toEqual([1, 86, 20, 30, 13, 85, 40]);
    expect(top[0]).not.toHaveProperty('children');
    const membership = (await get('/api/bll/article_type/list?parentId=13')).body.data;
    expect(membership.map((item: { bllEsName: string }) => item.bllEsName)).toEqual([
      'Joining guide',
      'Member directory',
      'Declarations',
    ]);
  });

  it('refuses a parentId that is not a number', async () => {
    await refusesNaming('/api/bll/article_type/list?parentId=abc', '上级分类');
  });
});

describe('articles', () => {
  let newest: number;
  let pinned: number;
  let older: number;
  let draft: number;
  let deleted: number;
  let guide: number;

  beforeAll(async () => {
    older = await article({ articleName: '年会召开', publishTime: '2026-03-01 09:00:00' });
    pinned = await article({ articleName: '置顶通知', publishTime: '2026-02-01 09:00:00', isTop: '1' });
    newest = await article({
      articleName: '文化产业论坛举行',
      articleEsName: 'Cultural Industry Forum held',
      summary: '摘要',
      summaryEs: 'Summary',
      author: '张三',
      source: '协会秘书处',
      publishTime: '2026-04-01 09:00:00',
    });
    draft = await article({ articleName: '草稿论坛', status: '1', publishTime: '2026-05-01 09:00:00' });
    deleted = await article({ articleName: '已删论坛', delFlag: '2', publishTime: '2026-05-02 09:00:00' });
    guide = await article({ typeId: 14, articleName: '入会指南正文', publishTime: '2026-01-05 09:00:00' });
    for (let i = 0; i < 23; i += 1) {
      await article({
        typeId: 23,
        articleName: `行业资讯${String(i).padStart(2, '0')}`,
        publishTime: `2025-06-${String(i + 1).padStart(2, '0')} 08:00:00`,
      });
    }
  });

  describe('GET /api/bll/article/list', () => {
    it('pages with RuoYi total/rows, 20 per page by default, newest first', async () => {
      const first = (await get('/api/bll/article/list?typeId=23')).body;
      expect(first).toMatchObject({ code: 200, msg: '查询成功', total: 23 });
      expect(first.rows).toHaveLength(20);
      expect(first.rows[0].articleName).toBe('行业资讯22');
      const third = (await get('/api/bll/article/list?typeId=23&pageNum=3&pageSize=10')).body;
      expect(third.total).toBe(23);
      expect(third.rows.map((row: { articleName: string }) => row.articleName)).toEqual([
        '行业资讯02',
        '行业资讯01',
        '行业资讯00',
      ]);
    });

    it('puts pinned articles first and hides drafts and deleted ones', async () => {
      const { rows, total } = (await get('/api/bll/article/list?typeId=21')).body;
      expect(rows.map((row: { id: number }) => row.id)).toEqual([pinned, newest, older]);
      expect(total).toBe(3);
      expect(rows[1]).toMatchObject({
        articleName: '文化产业论坛举行',
        articleEsName: 'Cultural Industry Forum held',
        summaryEs: 'Summary',
        author: '张三',
        source: '协会秘书处',
        publishTime: '2026-04-01 09:00:00',
        viewCount: 0,
      });
      expect(rows[1]).not.toHaveProperty('content');
      expect(rows.map((row: { id: number }) => row.id)).not.toContain(draft);
      expect(rows.map((row: { id: number }) => row.id)).not.toContain(deleted);
    });

    it('pages through the whole site: the pages, joined, are the one long list, in order', async () => {
      const whole = (await get('/api/bll/article/list?pageSize=100')).body;
      expect(whole.rows.length).toBe(whole.total);
      const paged: number[] = [];
      for (let pageNum = 1; paged.length < whole.total; pageNum += 1) {
        const { rows, total } = (await get(`/api/bll/article/list?pageSize=7&pageNum=${pageNum}`)).body;
        expect(total).toBe(whole.total);
        expect(rows.length).toBeGreaterThan(0);
        paged.push(...rows.map((row: { id: number }) => row.id));
      }
      expect(paged).toEqual(whole.rows.map((row: { id: number }) => row.id));
      const order = (row: { isTop: string; publishTime: string; id: number }) =>
        `${row.isTop}|${row.publishTime}|${String(row.id).padStart(9, '0')}`;
      expect(whole.rows.map(order)).toEqual(whole.rows.map(order).sort().reverse());
    });

    it('lists a parent with all its sub-categories', async () => {
      const ids = (await get('/api/bll/article/list?parentId=20&pageSize=50')).body.rows.map(
        (row: { typeId: number }) => row.typeId,
      );
      expect(new Set(ids)).toEqual(new Set([21, 23]));
      expect(
        (await get('/api/bll/article/list?parentId=13')).body.rows.map((r: { id: number }) => r.id),
      ).toEqual([guide]);
    });

    it('searches names in either language, ignoring case, with % and _ taken literally', async () => {
      const zh = (await get(`/api/bll/article/list?articleName=${encodeURIComponent('论坛')}`)).body;
      expect(zh.rows.map((row: { id: number }) => row.id)).toEqual([newest]);
      const en = (await get('/api/bll/article/list?articleName=cultural%20INDUSTRY')).body;
      expect(en.rows.map((row: { id: number }) => row.id)).toEqual([newest]);
      expect((await get('/api/bll/article/list?articleName=%25')).body.total).toBe(0);
      expect((await get('/api/bll/article/list?articleName=_')).body.total).toBe(0);
    });

    it('hides the articles of a disabled category', async () => {
      await t.db.updateTable('bllArticleType').set({ status: '1' }).where('id', '=', 14).execute();
      try {
        expect((await get('/api/bll/article/list?typeId=14')).body.total).toBe(0);
      } finally {
        await t.db.updateTable('bllArticleType').set({ status: '0' }).where('id', '=', 14).execute();
      }
    });

    it('refuses a page size over 100 or a page below 1', async () => {
      const big = await get('/api/bll/article/list?pageSize=1000');
      expect(big.status).toBe(400);
      expect(big.body.msg).toContain('每页条数');
      expect((await get('/api/bll/article/list?pageNum=0')).status).toBe(400);
    });
  });

  describe('GET /api/bll/article/listPreview', () => {
    it('suggests published articles by name, newest first, at most 10', async () => {
      const forum = (await get(`/api/bll/article/listPreview?articleName=${encodeURIComponent('论坛')}`))
        .body;
      expect(forum.data).toEqual([
        {
          id: newest,
          typeId: 21,
          articleName: '文化产业论坛举行',
          articleEsName: 'Cultural Industry Forum held',
        },
      ]);
      const many = (await get(`/api/bll/article/listPreview?articleName=${encodeURIComponent('行业资讯')}`))
        .body;
      expect(many.data).toHaveLength(10);
      expect(many.data[0].articleName).toBe('行业资讯22');
    });

    it('finds terms of one, two and more characters in either language, as written since', async () => {
      const id = await article({ articleName: '非遗传承人培训班', articleEsName: 'Heritage Bearers Course' });
      const names = async (term: string) =>
        (
          (await get(`/api/bll/article/listPreview?articleName=${encodeURIComponent(term)}`)).body.data as {
            id: number;
          }[]
        ).map((found) => found.id);
      for (const term of ['遗', '非遗', '传承人', 'HERITAGE', 'bearers co', '培训班'])
        expect(await names(term), term).toContain(id);
      for (const term of ['遗产', 'heritages', '传人培']) expect(await names(term), term).not.toContain(id);
      // The index follows every write, whoever makes it.
      await t.db
        .updateTable('bllArticle')
        .set({ articleName: '数字创意周', articleEsName: 'Digital Week' })
        .where('id', '=', id)
        .execute();
      expect(await names('非遗')).not.toContain(id);
      expect(await names('创意')).toContain(id);
      expect(await names('digital w')).toContain(id);
      await t.db.deleteFrom('bllArticle').where('id', '=', id).execute();
      expect(await names('创意')).not.toContain(id);
    });

    it('asks for a name: empty text is refused', async () => {
      await refusesNaming('/api/bll/article/listPreview?articleName=', '文章名称');
    });
  });

  describe('GET /api/bll/article/{id}', () => {
    it('answers both languages with neighbours and counts each read', async () => {
      const first = (await get(`/api/bll/article/${newest}`)).body;
      expect(first.data).toMatchObject({
        id: newest,
        typeId: 21,
        articleName: '文化产业论坛举行',
        articleEsName: 'Cultural Industry Forum held',
        content: `<p>正文${newest}</p>`,
        contentEs: `<p>Body ${newest}</p>`,
        viewCount: 1,
        prev: { id: pinned, articleName: '置顶通知' },
        next: { id: older, articleName: '年会召开' },
      });
      expect((await get(`/api/bll/article/${newest}`)).body.data.viewCount).toBe(2);
      const last = (await get(`/api/bll/article/${older}`)).body.data;
      expect(last.next).toBeNull();
      expect(last.prev.id).toBe(newest);
      expect((await get(`/api/bll/article/${pinned}`)).body.data.prev).toBeNull();
    });

    it('answers 404 for a draft, a deleted or a missing article, and counts nothing', async () => {
      for (const id of [draft, deleted, 999999]) {
        const { status, body } = await get(`/api/bll/article/${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ code: 404, msg: '文章不存在或未发布' });
      }
      const row = await t.db
        .selectFrom('bllArticle')
        .select('viewCount')
        .where('id', '=', draft)
        .executeTakeFirst();
      expect(row?.viewCount).toBe(0);
    });

    it('refuses an id that is not a number', async () => {
      expect((await get('/api/bll/article/abc')).status).toBe(400);
    });
  });

  describe('home blocks and sub-category lists', () => {
    it('indexList answers each type with an indexArea and its newest articles', async () => {
      const blocks = (await get('/api/bll/article_type/indexList')).body.data;
      expect(blocks.map((b: { id: number; indexArea: number }) => [b.id, b.indexArea])).toEqual([
        [21, 1],
        [22, 2],
        [13, 6],
        [91, 9],
      ]);
      expect(blocks[0].articles.map((a: { id: number }) => a.id)).toEqual([pinned, newest, older]);
      // The membership block reads the articles of its sub-categories too.
      expect(blocks[2].articles.map((a: { id: number }) => a.id)).toEqual([guide]);
      expect(blocks[3].articles).toEqual([]);
    });

    it('listVo answers the sub-categories of a parent with their newest articles', async () => {
      const types = (await get('/api/bll/article_type/listVo?parentId=20&size=2')).body.data;
      expect(types.map((type: { id: number }) => type.id)).toEqual([21, 22, 23]);
      expect(types[0].articles.map((a: { id: number }) => a.id)).toEqual([pinned, newest]);
      expect(types[2].articles).toHaveLength(2);
    });
  });
});

describe('GET /api/bll/links/list', () => {
  it('answers enabled links in sort order as rows', async () => {
    await t.db
      .insertInto('bllLinks')
      .values([
        { linkName: '乙', linkEsName: 'B', linkUrl: 'https://b.example.org', sort: 2, status: '0' },
        { linkName: '甲', linkEsName: 'A', linkUrl: 'https://a.example.org', sort: 1, status: '0' },
        { linkName: '停用', linkEsName: '', linkUrl: 'https://off.example.org', sort: 0, status: '1' },
      ])
      .execute();
    const body = (await get('/api/bll/links/list')).body;
    expect(body.total).toBe(2);
    expect(
      body.rows.map((row: { linkName: string; linkEsName: string; linkUrl: string }) => [
        row.linkName,
        row.linkEsName,
        row.linkUrl,
      ]),
    ).toEqual([
      ['甲', 'A', 'https://a.example.org'],
      ['乙', 'B', 'https://b.example.org'],
    ]);
  });
});

describe('GET /api/bll/site/settings', () => {
  it('answers the footer details and a hidden notice from the seeded config', async () => {
    const { data } = (await get('/api/bll/site/settings')).body;
    expect(data).toMatchObject({
      name: '文化产业协会',
      nameEs: 'Cultural Industry Association',
      icp: '京ICP备2025000001号-1',
      officialAccountImage: '/images/official-account.svg',
      notice: { visible: false, startDate: '2025-09-02', endDate: '2025-09-04' },
    });
    expect(data.notice.text).toContain('2025年9月2日至9月4日');
  });

  it('follows the config: the notice shows when site.notice.visible is true', async () => {
    await setSetting(t.db, 'site.notice.visible', 'true');
    await setSetting(t.db, 'site.icp', '京ICP备9号');
    const { data } = (await get('/api/bll/site/settings')).body;
    expect(data.notice.visible).toBe(true);
    expect(data.icp).toBe('京ICP备9号');
  });
});

describe('hostile input', () => {
  /** Fails unless each url answers 400 with its message. */
  async function refusesEach(refusals: [url: string, msg: string][]) {
    for (const [url, msg] of refusals) {
      expect(await get(url), url).toEqual({ status: 400, body: { code: 400, msg } });
    }
  }

  it('refuses a NUL byte in the search text with {code, msg}', async () => {
    await refusesEach([
      ['/api/bll/article/list?articleName=%00', '文章名称格式不正确'],
      ['/api/bll/article/list?articleName=a%00b', '文章名称格式不正确'],
      ['/api/bll/article/listPreview?articleName=%00', '文章名称格式不正确'],
    ]);
  });

  it('refuses ids beyond an id column with {code, msg}', async () => {
    await refusesEach([
      ['/api/bll/article/2147483648', '文章编号不能大于2147483647'],
      ['/api/bll/article/12345678901234567890', '文章编号不能大于2147483647'],
      ['/api/bll/article/list?typeId=2147483648', '文章分类不能大于2147483647'],
      ['/api/bll/article_type/list?parentId=12345678901234567890', '上级分类不能大于2147483647'],
    ]);
  });
});

describe('visitors need no token', () => {
  it('answers every site read without Authorization, even with a stale token', async () => {
    for (const url of [
      '/api/bll/article_type/treeList?menuFlag=1',
      '/api/bll/article_type/indexList',
      '/api/bll/links/list',
      '/api/bll/site/settings',
    ]) {
      const response = await t.app.inject({
        url: `/prod-api${url}`,
        headers: { authorization: 'Bearer stale' },
      });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
