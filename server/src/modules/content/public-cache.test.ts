import zlib from 'node:zlib';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createSmsSender } from '../auth/sms/sms-sender.js';
import { dialect, rowsWhere, useStaffApp } from '../../../test/helper.js';

// The public menu, home blocks, links, settings, article pages and totals, articles, suggestions
// and search pages are kept in memory for
// CACHE_SECONDS (a minute here, so only a clearing can explain a fresh read); a staff write shows
// on the next public read of the instance that took it, and within CACHE_SECONDS on another
// instance of the same database. Views are counted in memory and must all reach the database.

const { t, call } = await useStaffApp({ env: { CACHE_SECONDS: '60' } });

/** Another instance of the app on the same database, as behind a load balancer. */
async function startInstance(cacheSeconds: number) {
  const config = { ...t.config, cacheSeconds };
  const logger = pino({ level: 'silent' });
  return buildApp({ config, database: { db: t.db, dialect }, sms: createSmsSender(config, logger) });
}
const other = await startInstance(0.5);
afterAll(() => other.close());

const read = async (app: typeof t.app, url: string) => (await app.inject({ url: `/prod-api${url}` })).json();
const linkNames = async (app: typeof t.app) =>
  ((await read(app, '/api/bll/links/list')).rows as { linkName: string }[]).map((link) => link.linkName);
const menuNames = async () =>
  ((await read(t.app, '/api/bll/article_type/treeList')).data as { bllName: string }[]).map((m) => m.bllName);
const blockArticles = async (typeId: number) =>
  (
    (await read(t.app, '/api/bll/article_type/indexList')).data as {
      id: number;
      articles: { articleName: string }[];
    }[]
  )
    .find((block) => block.id === typeId)
    ?.articles.map((article) => article.articleName);
const listTotal = async (typeId: number) =>
  (await read(t.app, `/api/bll/article/list?typeId=${typeId}`)).total;

describe('cached public reads after a staff write', () => {
  it('footer links: at once here, and on the other instance within its cache time', async () => {
    await linkNames(other);
    expect(await linkNames(t.app)).not.toContain('缓存测试链接');
    await call('POST', '/content/links', {
      linkName: '缓存测试链接',
      linkUrl: 'https://cache.example',
      sort: 0,
    });
    expect(await linkNames(t.app)).toContain('缓存测试链接');
    await vi.waitFor(async () => expect(await linkNames(other)).toContain('缓存测试链接'), { timeout: 5000 });
  });

  it('the menu after a type is renamed', async () => {
    const [type] = await rowsWhere(t.db, 'bllArticleType', 'bllName', '政策法规');
    expect(await menuNames()).toContain('政策法规');
    await call('PUT', '/content/articleType', { ...type, bllName: '政策与法规' });
    expect(await menuNames()).toContain('政策与法规');
  });

  it('a home block and a list total after an article is published', async () => {
    const block = (await read(t.app, '/api/bll/article_type/indexList')).data[0] as { id: number };
    const total = await listTotal(block.id);
    expect(await blockArticles(block.id)).not.toContain('缓存测试文章');
    const publishTime = '2099-01-01 09:00:00';
    const created = await call('POST', '/content/article', {
      typeId: block.id,
      articleName: '缓存测试文章',
      status: '0',
      publishTime,
    });
    expect(created.json().code).toBe(200);
    expect(await blockArticles(block.id)).toContain('缓存测试文章');
    expect(await listTotal(block.id)).toBe(total + 1);
  });

  it('an article, its list page, suggestions and search results after it is edited', async () => {
    const { id, typeId } = (await read(t.app, '/api/bll/article/list?pageSize=1')).rows[0] as {
      id: number;
      typeId: number;
    };
    const pageNames = async () =>
      ((await read(t.app, `/api/bll/article/list?typeId=${typeId}`)).rows as { articleName: string }[]).map(
        (row) => row.articleName,
      );
    const suggestions = async () =>
      (
        (await read(t.app, `/api/bll/article/listPreview?articleName=${encodeURIComponent('缓存改名')}`))
          .data as { articleName: string }[]
      ).map((row) => row.articleName);
    const searchTotal = async () =>
      (await read(t.app, `/api/bll/article/search?q=${encodeURIComponent('缓存改名')}`)).total as number;
    // Read once so that each answer is cached before the edit.
    expect((await read(t.app, `/api/bll/article/${id}`)).data.articleName).not.toBe('缓存改名文章');
    expect(await pageNames()).not.toContain('缓存改名文章');
    expect(await suggestions()).toEqual([]);
    expect(await searchTotal()).toBe(0);

    await call('PUT', '/content/article', { id, typeId, articleName: '缓存改名文章' });
    expect((await read(t.app, `/api/bll/article/${id}`)).data.articleName).toBe('缓存改名文章');
    expect(await pageNames()).toContain('缓存改名文章');
    expect(await suggestions()).toEqual(['缓存改名文章']);
    expect(await searchTotal()).toBe(1);
  });

  it('the footer settings after they are saved', async () => {
    const form = (await call('GET', '/content/site/settings')).json().data;
    expect((await read(t.app, '/api/bll/site/settings')).data.phone).toBe(form.phone);
    await call('PUT', '/content/site/settings', { ...form, phone: '010-12345678' });
    expect((await read(t.app, '/api/bll/site/settings')).data.phone).toBe('010-12345678');
  });
});

describe('article views', () => {
  const storedViews = async (id: number) => (await rowsWhere(t.db, 'bllArticle', 'id', id))[0].viewCount;

  it('counts every read, and an instance that shuts down writes every view it counted', async () => {
    const id = (await read(t.app, '/api/bll/article/list?pageSize=1')).rows[0].id as number;
    const stored = await storedViews(id);
    const instance = await startInstance(0);
    const reads = Array.from({ length: 40 }, () => read(instance, `/api/bll/article/${id}`));
    const answers = await Promise.all(reads);
    // Each reader sees its own view counted, though none was written yet.
    expect(Math.max(...answers.map((answer) => answer.data.viewCount))).toBe(stored + 40);
    await instance.close();
    expect(await storedViews(id)).toBe(stored + 40);
  });

  it('an article is kept as one answer for every reader, while every read counts', async () => {
    const id = (await read(t.app, '/api/bll/article/list?pageSize=1&pageNum=2')).rows[0].id as number;
    const url = `/prod-api/api/bll/article/${id}`;
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ url, headers: browser });
    const compressing = vi.spyOn(zlib, 'brotliCompressSync');
    const second = await t.app.inject({ url, headers: browser });
    expect(compressing).not.toHaveBeenCalled();
    compressing.mockRestore();
    expect(second.rawPayload).toEqual(first.rawPayload);
    const seen = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()).data.viewCount as number;
    // The second reader saw the first one's count; its own view is written all the same.
    await vi.waitFor(async () => expect(await storedViews(id)).toBe(seen + 1), { timeout: 15_000 });
  });

  it('a cached article still shows every view once its views are written', async () => {
    const id = (await read(t.app, '/api/bll/article/list?pageSize=1')).rows[0].id as number;
    const seen = (await read(t.app, `/api/bll/article/${id}`)).data.viewCount as number;
    // Views are written every few seconds; the answer cached before that must not fall back.
    await vi.waitFor(async () => expect(await storedViews(id)).toBe(seen), { timeout: 15_000 });
    expect((await read(t.app, `/api/bll/article/${id}`)).data.viewCount).toBe(seen + 1);
  });
});

describe('answers kept serialised', () => {
  it('are the same JSON, with the same type, as answers read fresh', async () => {
    const fresh = await startInstance(0);
    try {
      for (const url of [
        '/api/bll/article_type/treeList?menuFlag=1',
        '/api/bll/article_type/indexList',
        '/api/bll/article_type/listVo?parentId=0',
        '/api/bll/article_type/list?parentId=0',
        '/api/bll/site/settings',
      ]) {
        const expected = await fresh.inject({ url: `/prod-api${url}` });
        for (const answer of [
          await t.app.inject({ url: `/prod-api${url}` }),
          await t.app.inject({ url: `/prod-api${url}` }),
        ]) {
          expect(answer.statusCode, url).toBe(200);
          expect(answer.headers['content-type'], url).toBe(expected.headers['content-type']);
          expect(answer.body, url).toBe(expected.body);
        }
      }
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
  ])(
    'go out compressed (%s), once, to the clients that accept it: the same JSON',
    async (encoding, accepts, decode) => {
      const url = '/prod-api/api/bll/article_type/indexList';
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressing = vi.spyOn(zlib, encoding === 'br' ? 'brotliCompressSync' : 'gzipSync');
      for (let twice = 0; twice < 2; twice++) {
        const answer = await t.app.inject({ url, headers: { 'accept-encoding': accepts } });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(decode(answer.rawPayload).toString()).toBe(plain.body);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
      // Kept compressed: only the first of the two clients cost any compressing.
      expect(compressing).toHaveBeenCalledTimes(1);
      compressing.mockRestore();
    },
  );

  it('go out as they are when small, or to a client that takes no compression', async () => {
    const small = await t.app.inject({
      url: '/prod-api/api/bll/site/settings',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
    const identity = await t.app.inject({
      url: '/prod-api/api/bll/article_type/indexList',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().code).toBe(200);
  });
});
