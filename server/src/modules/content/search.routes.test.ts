import { describe, expect, it } from 'vitest';
import { rowsWhere, useStaffApp } from '../../../test/helper.js';
import { countSearchMatches, findSearchPage } from './search.queries.js';

// The public search over titles and bodies in both languages. The demo articles are removed
// first, so every article searched for is written here, through the staff API or the database.

const { t, call } = await useStaffApp();
await t.db.deleteFrom('bllArticle').execute();
await call('POST', '/content/articleType', { parentId: 20, bllName: '搜索测试', bllType: 2 });
const [{ id: typeId }] = await rowsWhere(t.db, 'bllArticleType', 'bllName', '搜索测试');

let day = 0;
/** Publishes an article through the staff API, each one newer than the last, and gives its id. */
async function publish(fields: Record<string, unknown>): Promise<number> {
  day += 1;
  const articleName = String(fields.articleName ?? `搜索文章${day}`);
  const response = await call('POST', '/content/article', {
    typeId,
    status: '0',
    publishTime: `2026-01-${String(day).padStart(2, '0')} 09:00:00`,
    ...fields,
    articleName,
  });
  expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
  const rows = await rowsWhere(t.db, 'bllArticle', 'articleName', articleName);
  return Math.max(...rows.map((row) => row.id));
}

interface Hit {
  id: number;
  articleName: string;
  snippet: string;
  snippetEs: string;
}

async function search(q: string, paging = '') {
  const response = await t.app.inject({
    url: `/prod-api/api/bll/article/search?q=${encodeURIComponent(q)}${paging}`,
  });
  return { status: response.statusCode, body: response.json() };
}
const found = async (q: string) => ((await search(q)).body.rows as Hit[]).map((hit) => hit.id);

const forum = await publish({
  articleName: '年会通知',
  articleEsName: 'Annual meeting notice',
  content: `<p>${'本会介绍'.repeat(20)}</p><p>十二月将举办<strong>文化遗产</strong>论坛，欢迎参加。</p><p>${'更多内容'.repeat(20)}</p>`,
  contentEs: '<p>The <em>Heritage</em> Forum opens in December &amp; runs a week.</p>',
});

describe('GET /api/bll/article/search', () => {
  it('finds a body-only match and quotes the plain text around it, in both languages', async () => {
    const { status, body } = await search('文化遗产论坛');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: '查询成功', total: 1 });
    expect(body.rows).toEqual([
      {
        id: forum,
        typeId,
        articleName: '年会通知',
        articleEsName: 'Annual meeting notice',
        publishTime: '2026-01-01 09:00:00',
        snippet: expect.stringContaining('十二月将举办文化遗产论坛，欢迎参加。'),
        // No match in English: its beginning, tags gone, entities decoded.
        snippetEs: 'The Heritage Forum opens in December & runs a week.',
      },
    ]);
    const [{ snippet }] = body.rows as Hit[];
    // About 120 characters, cut on both sides of a long body.
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect([...snippet].length).toBeLessThanOrEqual(122);
  });

  it('matches English case-insensitively, and terms of two and one characters', async () => {
    expect(await found('HERITAGE forum')).toEqual([forum]);
    expect(await found('december & runs')).toEqual([forum]);
    expect(await found('协会')).toEqual([]);
    const association = await publish({ content: '<p>本协会成立于二〇〇一年</p>' });
    expect(await found('协会')).toEqual([association]);
    expect(await found('〇')).toEqual([association]);
    expect(await found('遗')).toEqual([forum]);
  });

  it('does not match tag names, attributes or entity names, whoever wrote the HTML', async () => {
    const id = await publish({ articleName: '标签测试' });
    await t.db
      .updateTable('bllArticle')
      .set({ content: '<div class="lead"><strong>粗体</strong>&nbsp;和&lt;正文&gt;</div><p>x</p>' })
      .where('id', '=', id)
      .execute();
    for (const term of ['strong', 'div', 'lead', 'nbsp', 'amp', 'lt;'])
      expect(await found(term), term).toEqual([]);
    expect(await found('粗体 和<正文>')).toEqual([id]);
    expect(await found('体 和')).toEqual([id]);
  });

  it('ranks title matches first, then the newest', async () => {
    const older = await publish({ articleName: '非遗保护动态', content: '<p>无关</p>' });
    const newer = await publish({ content: '<p>非遗保护工作会议</p>' });
    const newest = await publish({ content: '<p>又一次非遗保护培训</p>' });
    const { body } = await search('非遗保护');
    expect(body.total).toBe(3);
    expect((body.rows as Hit[]).map((hit) => hit.id)).toEqual([older, newest, newer]);
    expect((body.rows as Hit[])[0].snippet).toBe('无关');
  });

  it('leaves out drafts and deleted articles', async () => {
    const draft = await publish({ status: '1', content: '<p>草稿里的秘密词</p>' });
    const deleted = await publish({ content: '<p>删除的秘密词</p>' });
    expect(await found('秘密词')).toEqual([deleted]);
    expect((await call('DELETE', `/content/article/${deleted}`)).json().code).toBe(200);
    expect(await found('秘密词')).toEqual([]);
    expect(draft).toBeGreaterThan(0);
  });

  it('pages the results with the total of all', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(await publish({ contentEs: `<p>Paging probe ${index}</p>` }));
    const newestFirst = ids.reverse();
    const page = async (pageNum: number) =>
      (await search('paging probe', `&pageNum=${pageNum}&pageSize=5`)).body;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.total)).toEqual([12, 12, 12]);
    expect(pages.flatMap((p) => (p.rows as Hit[]).map((hit) => hit.id))).toEqual(newestFirst);
    expect((await page(4)).rows).toEqual([]);
  });

  it('sees an edit, a rename and a delete at the next search', async () => {
    const id = await publish({ articleName: '旧标题甲', content: '<p>旧的正文词</p>' });
    expect(await found('旧的正文词')).toEqual([id]);
    const edit = (fields: object) =>
      call('PUT', '/content/article', { id, typeId, articleName: '旧标题甲', ...fields });
    expect((await edit({ content: '<p>新的正文词</p>' })).json().code).toBe(200);
    expect(await found('旧的正文词')).toEqual([]);
    expect(await found('新的正文词')).toEqual([id]);
    expect((await edit({ articleName: '新标题乙', contentEs: '<p>Renamed body</p>' })).json().code).toBe(200);
    expect(await found('旧标题甲')).toEqual([]);
    expect(await found('新标题乙')).toEqual([id]);
    expect(await found('renamed body')).toEqual([id]);
    expect((await call('DELETE', `/content/article/${id}`)).json().code).toBe(200);
    expect(await found('新标题乙')).toEqual([]);
    // A hard delete (a category removed with its articles) leaves nothing behind in the index.
    await t.db.deleteFrom('bllArticle').where('id', '=', id).execute();
    expect(await rowsWhere(t.db, 'bllArticleText', 'articleId', id)).toEqual([]);
  });

  it('refuses a missing, blank or too long text and a page too large, saying why', async () => {
    const cases: [string, string][] = [
      ['', '搜索内容不能为空'],
      ['?q=', '搜索内容不能为空'],
      ['?q=%20%20', '搜索内容不能为空'],
      [`?q=${'长'.repeat(51)}`, '搜索内容长度不能超过50个字符'],
      ['?q=%00', '搜索内容格式不正确'],
      ['?q=x&pageSize=51', '每页条数不能大于50'],
    ];
    for (const [query, msg] of cases) {
      const response = await t.app.inject({ url: `/prod-api/api/bll/article/search${query}` });
      expect({ status: response.statusCode, body: response.json() }, query).toEqual({
        status: 400,
        body: { code: 400, msg },
      });
    }
    expect((await search(` ${'长'.repeat(48)} `)).status).toBe(200);
  });
});

describe('the ways a search finds its matches', () => {
  it('answer alike: from the matches, testing each article, or reading each text', async () => {
    await publish({ articleName: '方式测试标题', content: '<p>方式测试正文 way probe</p>' });
    await publish({ content: '<p>又是方式测试 Way Probe</p>', contentEs: '<p>方</p>' });
    for (const term of ['方式测试', '方式', '方', 'way probe', 'zz'])
      for (const part of ['title', 'body'] as const) {
        const answers = [];
        for (const way of ['lookup', 'probe', 'scan'] as const)
          answers.push({
            count: await countSearchMatches(t.db, term, part, way),
            page: (await findSearchPage(t.db, term, part, way, { limit: 50, offset: 0 })).map(
              (row) => row.id,
            ),
          });
        expect(answers[1], `${term} ${part}`).toEqual(answers[0]);
        expect(answers[2], `${term} ${part}`).toEqual(answers[0]);
      }
  });
});
